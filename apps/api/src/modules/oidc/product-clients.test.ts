/**
 * Registration of product clients as data: staff register a product's client, see its
 * secret once, and rotate it with an overlap; the client works at once at the token endpoint.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { productClientMessages } from '@painel/domain';
import { DEMO_PASSWORD, basic, createHarness, signIn, type Harness } from '../../test/harness';

let h: Harness;
let portal: FastifyInstance;
let backoffice: FastifyInstance;
let staff: string;
let now = new Date();

beforeAll(async () => {
  h = await createHarness();
  portal = await h.app('portal', { now: () => now });
  backoffice = await h.app('backoffice', { now: () => now });
  staff = await signIn(backoffice, h.config, 'suporte@painel.example', DEMO_PASSWORD, 'backoffice');
});
afterAll(() => h.close());

const body = {
  id: 'produto-assinaturas-servidor-v2',
  name: 'Assinaturas (servidor)',
  productId: 16,
  confidential: true,
  redirectUris: ['https://assinaturas.painel.example/oauth/retorno'],
  postLogoutRedirectUris: ['https://assinaturas.painel.example/saiu'],
  allowedOrigins: [],
  backchannelLogoutUri: 'https://assinaturas.painel.example/oauth/logout-backchannel',
};

const clientToken = (id: string, secret: string) =>
  portal.inject({
    method: 'POST',
    url: '/api/oauth2/oauth/token',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: basic(encodeURIComponent(id), encodeURIComponent(secret)),
    },
    payload: 'grant_type=client_credentials',
  });

describe('product clients in the back office', () => {
  it('registers a confidential client, shows its secret once, and the client works at once', async () => {
    const created = await backoffice.inject({
      method: 'POST',
      url: '/api/product-clients',
      headers: { cookie: staff },
      payload: body,
    });
    expect(created.statusCode).toBe(201);
    const { client, secret } = created.json();
    expect(client).toMatchObject({
      id: body.id,
      confidential: true,
      backchannelLogoutUri: body.backchannelLogoutUri,
      idTokenSignedResponseAlg: null,
    });
    expect(secret).toEqual(expect.any(String));
    expect((await clientToken(body.id, secret)).statusCode).toBe(200);
    const listed = (
      await backoffice.inject({ url: '/api/product-clients', headers: { cookie: staff } })
    ).json().list;
    expect(listed.find((c: { id: string }) => c.id === body.id)).not.toHaveProperty('secret');
    const audit = await h.db
      .selectFrom('auditEvents')
      .select(['action', 'email'])
      .where('action', '=', 'PRODUCT_CLIENT_CREATED')
      .executeTakeFirst();
    expect(audit).toEqual({ action: 'PRODUCT_CLIENT_CREATED', email: 'suporte@painel.example' });
  });

  it('rotates the secret: the old one works until the overlap ends, the new one from now', async () => {
    const old = (
      await backoffice.inject({
        method: 'POST',
        url: '/api/product-clients',
        headers: { cookie: staff },
        payload: { ...body, id: 'produto-rotacao' },
      })
    ).json().secret;
    const rotated = await backoffice.inject({
      method: 'POST',
      url: '/api/product-clients/produto-rotacao/secret',
      headers: { cookie: staff },
    });
    expect(rotated.statusCode).toBe(200);
    const fresh = rotated.json().secret;
    expect(rotated.json().client.previousSecretUntil).toEqual(expect.any(String));
    expect((await clientToken('produto-rotacao', old)).statusCode).toBe(200);
    expect((await clientToken('produto-rotacao', fresh)).statusCode).toBe(200);
    now = new Date(now.getTime() + 25 * 60 * 60 * 1000);
    expect((await clientToken('produto-rotacao', old)).statusCode).toBe(401);
    expect((await clientToken('produto-rotacao', fresh)).statusCode).toBe(200);
    now = new Date();
  });

  it('revokes the previous secret: the old one is refused at once, the new one still works, audited', async () => {
    const old = (
      await backoffice.inject({
        method: 'POST',
        url: '/api/product-clients',
        headers: { cookie: staff },
        payload: { ...body, id: 'produto-revogacao' },
      })
    ).json().secret;
    const fresh = (
      await backoffice.inject({
        method: 'POST',
        url: '/api/product-clients/produto-revogacao/secret',
        headers: { cookie: staff },
      })
    ).json().secret;
    expect((await clientToken('produto-revogacao', old)).statusCode).toBe(200);
    const revoke = () =>
      backoffice.inject({
        method: 'DELETE',
        url: '/api/product-clients/produto-revogacao/secret/previous',
        headers: { cookie: staff },
      });
    const revoked = await revoke();
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ id: 'produto-revogacao', previousSecretUntil: null });
    expect((await clientToken('produto-revogacao', old)).statusCode).toBe(401);
    expect((await clientToken('produto-revogacao', fresh)).statusCode).toBe(200);
    // Nothing left to end: the same answer, and no second audit row.
    expect((await revoke()).statusCode).toBe(200);
    const audit = await h.db
      .selectFrom('auditEvents')
      .select(['action', 'email'])
      .where('action', '=', 'PRODUCT_CLIENT_PREVIOUS_SECRET_REVOKED')
      .execute();
    expect(audit).toEqual([
      { action: 'PRODUCT_CLIENT_PREVIOUS_SECRET_REVOKED', email: 'suporte@painel.example' },
    ]);
  });

  it('refuses bad addresses, a taken id, and clients that are not a product’s', async () => {
    const bad = await backoffice.inject({
      method: 'POST',
      url: '/api/product-clients',
      headers: { cookie: staff },
      payload: {
        ...body,
        id: 'produto-ruim',
        redirectUris: ['http://atacante.example/x'],
        allowedOrigins: ['https://a.example/caminho'],
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual([
      { path: 'body.redirectUris.0', message: productClientMessages.uriInvalid },
      { path: 'body.allowedOrigins.0', message: productClientMessages.originInvalid },
    ]);
    const taken = await backoffice.inject({
      method: 'POST',
      url: '/api/product-clients',
      headers: { cookie: staff },
      payload: body,
    });
    expect(taken.json().fields).toEqual([{ path: 'body.id', message: productClientMessages.idTaken }]);
    const firstParty = await backoffice.inject({
      method: 'PUT',
      url: '/api/product-clients/painel-portal',
      headers: { cookie: staff },
      payload: { ...body, id: undefined, confidential: undefined },
    });
    expect(firstParty.statusCode).toBe(404);
  });

  it('edits the addresses of a registered client', async () => {
    const { id: _id, confidential: _c, ...update } = body;
    const res = await backoffice.inject({
      method: 'PUT',
      url: `/api/product-clients/${body.id}`,
      headers: { cookie: staff },
      payload: { ...update, allowedOrigins: ['https://assinaturas.painel.example'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().allowedOrigins).toEqual(['https://assinaturas.painel.example']);
  });

  it('registers the ID token algorithm a client asks for (ES256), and refuses one not offered', async () => {
    const { id: _id, confidential: _c, ...update } = body;
    const edit = (idTokenSignedResponseAlg: string | null) =>
      backoffice.inject({
        method: 'PUT',
        url: `/api/product-clients/${body.id}`,
        headers: { cookie: staff },
        payload: { ...update, idTokenSignedResponseAlg },
      });
    const es256 = await edit('ES256');
    expect(es256.statusCode).toBe(200);
    expect(es256.json().idTokenSignedResponseAlg).toBe('ES256');
    expect((await edit('HS256')).statusCode).toBe(400);
    expect((await edit(null)).json().idTokenSignedResponseAlg).toBeNull();
  });

  it('registers a confidential client as a resource server (RFC 8707); refuses it for a public client, a malformed URI or one taken', async () => {
    const register = (id: string, extra: Record<string, unknown>) =>
      backoffice.inject({
        method: 'POST',
        url: '/api/product-clients',
        headers: { cookie: staff },
        payload: { ...body, id, productId: 19, ...extra },
      });
    const uri = 'https://api.painel.example';
    const created = await register('produto-api-recurso', { resourceUri: uri });
    expect(created.statusCode).toBe(201);
    expect(created.json().client.resourceUri).toBe(uri);
    const refusal = async (id: string, extra: Record<string, unknown>) =>
      (await register(id, extra)).json().fields?.[0]?.message;
    expect(
      await refusal('produto-api-publico', {
        resourceUri: 'https://outra.painel.example',
        confidential: false,
      }),
    ).toBe(productClientMessages.resourceNeedsSecret);
    expect(await refusal('produto-api-consulta', { resourceUri: 'https://api.painel.example/?v=1' })).toBe(
      productClientMessages.resourceInvalid,
    );
    expect(await refusal('produto-api-segundo', { resourceUri: uri })).toBe(
      productClientMessages.resourceTaken,
    );
  });
});
