/**
 * Área do desenvolvedor: the demo administrator creates an API credential whose
 * secret appears once, gets a client_credentials token with it, rotates it with an overlap,
 * restricts it to addresses, and revokes it; nobody else's credential is reachable.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { accountMessages } from '@painel/domain';
import { DEMO_PASSWORD, basic, createHarness, signIn, type Harness } from '../../test/harness';

let h: Harness;
let portal: FastifyInstance;
let admin: string;
let manager: string;
let now = new Date();

beforeAll(async () => {
  h = await createHarness();
  portal = await h.app('portal', { now: () => now });
  admin = await signIn(portal, h.config, 'admin@empresa.example', DEMO_PASSWORD, 'portal');
  manager = await signIn(portal, h.config, 'gerente@empresa.example', DEMO_PASSWORD, 'portal');
});
afterAll(() => h.close());

const URL_LIST = '/api/developer/credentials';

const token = (id: string, secret: string, remoteAddress = '127.0.0.1') =>
  portal.inject({
    method: 'POST',
    url: '/api/oauth2/oauth/token',
    remoteAddress,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: basic(encodeURIComponent(id), encodeURIComponent(secret)),
    },
    payload: 'grant_type=client_credentials',
  });

const create = (payload: Record<string, unknown>, cookie = admin) =>
  portal.inject({ method: 'POST', url: URL_LIST, headers: { cookie }, payload });

describe('developer area', () => {
  it('creates a credential whose secret is shown once and obtains a token with it', async () => {
    const created = await create({ name: 'ERP da matriz' });
    expect(created.statusCode).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
    const { credential, secret } = created.json();
    expect(credential).toMatchObject({
      name: 'ERP da matriz',
      status: 'ATIVA',
      ipAllowlist: [],
      lastUsedAt: null,
    });
    const issued = await token(credential.clientId, secret);
    expect(issued.statusCode).toBe(200);
    expect(issued.json()).toMatchObject({ token_type: 'Bearer', access_token: expect.any(String) });

    const listed = (await portal.inject({ url: URL_LIST, headers: { cookie: admin } })).json().list;
    const row = listed.find((c: { clientId: string }) => c.clientId === credential.clientId);
    expect(row).not.toHaveProperty('secret');
    expect(row.lastUsedAt).toEqual(expect.any(String));
    expect(JSON.stringify(listed)).not.toContain(secret);

    const audit = await h.db
      .selectFrom('auditEvents')
      .select(['action', 'email', 'detail'])
      .where('action', '=', 'API_CREDENTIAL_CREATED')
      .executeTakeFirstOrThrow();
    expect(audit.email).toBe('admin@empresa.example');
    expect(JSON.stringify(audit.detail)).not.toContain(secret);
  });

  it('refuses a revoked credential at the token endpoint with invalid_client', async () => {
    const { credential, secret } = (await create({ name: 'A revogar' })).json();
    const revoked = await portal.inject({
      method: 'POST',
      url: `${URL_LIST}/${credential.clientId}/revoke`,
      headers: { cookie: admin },
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().status).toBe('REVOGADA');
    const refused = await token(credential.clientId, secret);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toBe('invalid_client');
    const rotate = await portal.inject({
      method: 'POST',
      url: `${URL_LIST}/${credential.clientId}/secret`,
      headers: { cookie: admin },
    });
    expect(rotate.statusCode).toBe(400);
  });

  it('rotates: the old secret works during the overlap, then not', async () => {
    const { credential, secret: old } = (await create({ name: 'Rotação' })).json();
    const rotated = await portal.inject({
      method: 'POST',
      url: `${URL_LIST}/${credential.clientId}/secret`,
      headers: { cookie: admin },
    });
    expect(rotated.statusCode).toBe(200);
    const fresh = rotated.json().secret;
    expect(fresh).not.toBe(old);
    expect(rotated.json().credential.previousSecretUntil).toEqual(expect.any(String));
    expect((await token(credential.clientId, old)).statusCode).toBe(200);
    expect((await token(credential.clientId, fresh)).statusCode).toBe(200);
    now = new Date(now.getTime() + 25 * 60 * 60 * 1000);
    try {
      expect((await token(credential.clientId, old)).statusCode).toBe(401);
      expect((await token(credential.clientId, fresh)).statusCode).toBe(200);
    } finally {
      now = new Date();
    }
  });

  it('enforces the IP allowlist at the token endpoint and validates its entries', async () => {
    const { credential, secret } = (
      await create({ name: 'Com IPs', ipAllowlist: ['203.0.113.0/24'] })
    ).json();
    expect(credential.ipAllowlist).toEqual(['203.0.113.0/24']);
    expect((await token(credential.clientId, secret, '203.0.113.7')).statusCode).toBe(200);
    const other = await token(credential.clientId, secret, '198.51.100.1');
    expect(other.statusCode).toBeGreaterThanOrEqual(400);
    expect(other.json().error).toBe('unauthorized_client');
    const bad = await create({ name: 'IP ruim', ipAllowlist: ['300.1.1.1'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual([{ path: 'body.ipAllowlist.0', message: accountMessages.ipHint }]);
  });

  it("answers 404 for another company's credential and 403 to a non-administrator", async () => {
    const trial = await h.db
      .selectFrom('users')
      .select('companyId')
      .where('email', '=', 'trial@teste.example')
      .executeTakeFirstOrThrow();
    await h.db
      .insertInto('oauthClients')
      .values({
        id: 'api-alheia',
        name: 'De outra empresa',
        environment: 'product',
        productId: null,
        companyId: trial.companyId,
        secretHash: 'x',
        redirectUris: [],
      })
      .execute();
    for (const action of ['secret', 'revoke']) {
      const res = await portal.inject({
        method: 'POST',
        url: `${URL_LIST}/api-alheia/${action}`,
        headers: { cookie: admin },
      });
      expect(res.statusCode).toBe(404);
    }
    const list = (await portal.inject({ url: URL_LIST, headers: { cookie: admin } })).json().list;
    expect(list.map((c: { clientId: string }) => c.clientId)).not.toContain('api-alheia');
    expect((await portal.inject({ url: URL_LIST, headers: { cookie: manager } })).statusCode).toBe(403);
    expect((await create({ name: 'Gerente' }, manager)).statusCode).toBe(403);
  });
});
