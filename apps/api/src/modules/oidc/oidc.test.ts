import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { hashPassword } from '../../lib/passwords';
import { DEMO_PASSWORD, basic, createHarness, pkcePair, type Harness } from '../../test/harness';
import { screenMessages } from '@painel/domain';
import { rotateSigningKeys } from '../../core/auth/signing-keys';
import { tokenLimitKey } from './product-cors';
import { buildApp } from '../../app';
import { DEMO_API_CLIENT } from '../../db/seed/demo-oidc';

let h: Harness;
let portal: FastifyInstance;
const PRODUCT = {
  id: 'assinaturas',
  secret: 'segredo-do-produto-para-testes',
  redirect: 'https://assinaturas.painel.example/retorno',
};
// The demo company's API client is demo data (db/seed/demo-oidc.ts).
const API_CLIENT = DEMO_API_CLIENT;
const ISSUER = 'http://localhost:3000/api/oauth2';

beforeAll(async () => {
  h = await createHarness();
  portal = await h.app('portal');
  const trial = await h.db
    .selectFrom('companies')
    .select('id')
    .where('document', '=', '06990590000123')
    .executeTakeFirstOrThrow();
  await h.db
    .insertInto('oauthClients')
    .values([
      {
        id: PRODUCT.id,
        name: 'Assinaturas',
        environment: 'product',
        productId: 16,
        redirectUris: [PRODUCT.redirect],
        secretHash: await hashPassword(PRODUCT.secret),
        companyId: null,
      },
      {
        id: 'api-teste-gratuito',
        name: 'API do Teste',
        environment: 'product',
        productId: null,
        redirectUris: [],
        secretHash: await hashPassword('outro-segredo-qualquer'),
        companyId: trial.id,
      },
    ])
    .execute();
});
afterAll(() => h.close());

const jwks = async () => createLocalJWKSet((await portal.inject({ url: '/api/oauth2/jwks' })).json());

async function authorizeProduct(email: string, challenge: string) {
  return portal.inject({
    method: 'POST',
    url: '/api/oauth2/oauth/authorize',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: basic(email, DEMO_PASSWORD),
    },
    payload: new URLSearchParams({
      client_id: PRODUCT.id,
      redirect_uri: PRODUCT.redirect,
      state: 'estado-do-produto-1234567890',
      response_type: 'code',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    }).toString(),
  });
}

async function productLogin(email = 'admin@empresa.example') {
  const { verifier, challenge } = pkcePair();
  const authorized = await authorizeProduct(email, challenge);
  expect(authorized.statusCode).toBe(200);
  return portal.inject({
    method: 'POST',
    url: '/api/oauth2/oauth/token',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: basic(PRODUCT.id, PRODUCT.secret),
    },
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      code: authorized.json().code,
      redirect_uri: PRODUCT.redirect,
      code_verifier: verifier,
    }).toString(),
  });
}

describe('OpenID Connect discovery', () => {
  it('publishes the endpoints, PKCE and the JWKS location', async () => {
    const doc = (await portal.inject({ url: '/api/oauth2/.well-known/openid-configuration' })).json();
    expect(doc).toMatchObject({
      issuer: ISSUER,
      token_endpoint: 'http://localhost:3000/api/oauth2/oauth/token',
      jwks_uri: 'http://localhost:3000/api/oauth2/jwks',
      code_challenge_methods_supported: ['S256'],
    });
  });
});

describe('tokens for sibling products', () => {
  it('gives a product a signed token it verifies with the JWKS, bound to a session the portal can end', async () => {
    const res = await productLogin();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.refresh_token).toEqual(expect.any(String));
    expect(res.cookies).toHaveLength(0);
    const { payload } = await jwtVerify(body.access_token, await jwks(), {
      issuer: ISSUER,
      audience: PRODUCT.id,
    });
    expect(payload).toMatchObject({
      sub: expect.any(String),
      client_id: PRODUCT.id,
      sid: expect.any(String),
    });
    const bearer = { authorization: `Bearer ${body.access_token}` };
    expect((await portal.inject({ url: '/api/oauth2/session', headers: bearer })).json().email).toBe(
      'admin@empresa.example',
    );
    expect(
      (await portal.inject({ method: 'DELETE', url: '/api/oauth2/session', headers: bearer })).statusCode,
    ).toBe(200);
    expect((await portal.inject({ url: '/api/oauth2/session', headers: bearer })).statusCode).toBe(401);
  });

  it('refuses a code for a user whose company does not own the product', async () => {
    const res = await authorizeProduct('trial@teste.example', pkcePair().challenge);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'PRODUCT_NOT_OWNED',
      message: screenMessages.productDenied,
      error: 'access_denied',
    });
  });

  it('refuses a product client with a wrong secret', async () => {
    const res = await portal.inject({
      method: 'POST',
      url: '/api/oauth2/oauth/token',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: basic(PRODUCT.id, 'errado'),
      },
      payload:
        'grant_type=authorization_code&code=x&redirect_uri=https%3A%2F%2Fassinaturas.painel.example%2Fretorno',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('invalid_client');
  });

  it('rotates signing keys without logging anyone out', async () => {
    const before = (await productLogin('gerente@empresa.example')).json().access_token as string;
    const oldKid = decodeProtectedHeader(before).kid;
    await rotateSigningKeys({ db: h.db, config: h.config }, { aheadMs: 0 });
    const after = (await productLogin('operador@empresa.example')).json().access_token as string;
    expect(decodeProtectedHeader(after).kid).not.toBe(oldKid);
    const keys = await jwks();
    await expect(jwtVerify(before, keys, { issuer: ISSUER })).resolves.toBeTruthy();
    await expect(jwtVerify(after, keys, { issuer: ISSUER })).resolves.toBeTruthy();
    expect(
      (await portal.inject({ url: '/api/oauth2/session', headers: { authorization: `Bearer ${before}` } }))
        .statusCode,
    ).toBe(200);
  });
});

describe('registered sibling products', () => {
  it('lets Localize, a public client registered from configuration, sign a user in with PKCE alone', async () => {
    const redirect = 'https://localize.painel.example/oauth/retorno';
    const { verifier, challenge } = pkcePair();
    const authorized = await portal.inject({
      method: 'POST',
      url: '/api/oauth2/oauth/authorize',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: basic('admin@empresa.example', DEMO_PASSWORD),
      },
      payload: new URLSearchParams({
        client_id: 'produto-localize',
        redirect_uri: redirect,
        state: 'estado-do-localize-1234567890',
        response_type: 'code',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      }).toString(),
    });
    expect(authorized.statusCode).toBe(200);
    const exchange = (code_verifier: string) =>
      portal.inject({
        method: 'POST',
        url: '/api/oauth2/oauth/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          grant_type: 'authorization_code',
          client_id: 'produto-localize',
          code: authorized.json().code,
          redirect_uri: redirect,
          code_verifier,
        }).toString(),
      });
    const token = await exchange(verifier);
    expect(token.statusCode).toBe(200);
    const { payload } = await jwtVerify(token.json().access_token, await jwks(), {
      issuer: ISSUER,
      audience: 'produto-localize',
    });
    expect(payload.client_id).toBe('produto-localize');
  });
});

describe('client_credentials', () => {
  const grant = (id: string, secret: string) =>
    portal.inject({
      method: 'POST',
      url: '/api/oauth2/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic(id, secret) },
      payload: 'grant_type=client_credentials',
    });

  it('gives a company with the API flag a token for its own API client', async () => {
    const res = await grant(API_CLIENT.id, API_CLIENT.secret);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    expect(res.json()).not.toHaveProperty('refresh_token');
    const { payload } = await jwtVerify(res.json().access_token, await jwks(), {
      issuer: ISSUER,
      audience: API_CLIENT.id,
    });
    expect(payload.sub).toBe(`client:${API_CLIENT.id}`);
  });

  it('refuses a company without the API flag, a wrong secret, and the browser clients', async () => {
    expect((await grant('api-teste-gratuito', 'outro-segredo-qualquer')).json()).toMatchObject({
      code: 'UNAUTHORIZED_CLIENT',
      error: 'unauthorized_client',
    });
    expect((await grant(API_CLIENT.id, 'errado')).statusCode).toBe(401);
    const browser = await portal.inject({
      method: 'POST',
      url: '/api/oauth2/oauth/token',
      payload: { grant_type: 'client_credentials', client_id: 'painel-portal' },
    });
    expect(browser.json().code).toBe('UNAUTHORIZED_CLIENT');
  });
});

describe('the token endpoint limit', () => {
  it('counts a registered product client on its own quota, anyone else per address', async () => {
    const { createAppContext } = await import('../../core/context');
    const ctx = createAppContext({ db: h.db, config: h.config, environment: 'portal' });
    const request = (headers: Record<string, string>, body: Record<string, string> = {}) =>
      ({ headers, body, ip: '203.0.113.9' }) as unknown as FastifyRequest;
    expect(await tokenLimitKey(ctx, request({ authorization: basic(PRODUCT.id, PRODUCT.secret) }))).toBe(
      `token-client:${PRODUCT.id}`,
    );
    expect(await tokenLimitKey(ctx, request({}, { client_id: 'produto-localize' }))).toBe(
      'token-client:produto-localize',
    );
    expect(await tokenLimitKey(ctx, request({}, { client_id: 'inventado' }))).toBe('token-ip:203.0.113.9');
    expect(await tokenLimitKey(ctx, request({}, { client_id: 'painel-portal' }))).toBe(
      'token-ip:203.0.113.9',
    );
  });

  it('holds one count across processes (the shared counter store), and answers temporarily_unavailable past it', async () => {
    // Two portal processes on one database, with a quota of 2 a minute per address.
    const config = { ...h.config, loginRateLimitPerMinute: 1 };
    const [first, second] = await Promise.all(
      [0, 1].map(() => buildApp({ config, db: h.db, environment: 'portal', logger: false })),
    );
    try {
      const call = (app: FastifyInstance) =>
        app.inject({
          method: 'POST',
          url: '/api/oauth2/oauth/token',
          remoteAddress: '203.0.113.77',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'grant_type=client_credentials&client_id=inventado',
        });
      expect((await call(first!)).statusCode).toBe(401);
      expect((await call(second!)).statusCode).toBe(401);
      const refused = await call(first!);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ error: 'temporarily_unavailable', code: 'RATE_LIMITED' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await Promise.all([first?.close(), second?.close()]);
    }
  });
});
