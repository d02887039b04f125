/**
 * Single sign-on of sibling products (GET /api/oauth2/oauth/authorize): a product sends the
 * browser to the portal, which answers with a redirect — to the product with a code, to the login
 * page, or to the access-denied page — or, for a request it cannot trust, with a JSON error and no
 * redirect at all (a browser that asks for HTML reads a page instead: plugins/front-channel-error-page.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { apiMessages } from '@painel/domain';
import { PRODUCT_REDIRECT_PATH, productClientId } from '../../db/reference-data';
import { DEMO_PASSWORD, createHarness, pkcePair, signIn, type Harness } from '../../test/harness';

let h: Harness;
let portal: FastifyInstance;

beforeAll(async () => {
  h = await createHarness();
  portal = await h.app('portal');
});
afterAll(() => h.close());

const STATE = 'estado-do-produto-1234567890';
const productRedirect = (slug: string) => `${h.config.productUrl(slug)}${PRODUCT_REDIRECT_PATH}`;

function launchQuery(slug: string, challenge: string, overrides: Record<string, string | null> = {}) {
  const params: Record<string, string | null> = {
    response_type: 'code',
    client_id: productClientId(slug),
    redirect_uri: productRedirect(slug),
    state: STATE,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...overrides,
  };
  const present = Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== null);
  return new URLSearchParams(present).toString();
}

function launch(app: FastifyInstance, query: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url: `/api/oauth2/oauth/authorize?${query}`, headers });
}

function redeem(slug: string, code: string, verifier: string) {
  return portal.inject({
    method: 'POST',
    url: '/api/oauth2/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: productClientId(slug),
      code,
      redirect_uri: productRedirect(slug),
      code_verifier: verifier,
    }).toString(),
  });
}

async function auditOutcomes(email: string) {
  const rows = await h.db
    .selectFrom('auditEvents')
    .select('outcome')
    .where('email', '=', email)
    .where('action', '=', 'PRODUCT_SSO')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.outcome);
}

const signedIn = async (email: string) => ({ cookie: await signIn(portal, h.config, email, DEMO_PASSWORD) });

describe('GET /api/oauth2/oauth/authorize, signed in to the portal', () => {
  it('sends the browser back to the product with a code and its state, which the product redeems for a token of this user', async () => {
    const { verifier, challenge } = pkcePair();
    const res = await launch(
      portal,
      launchQuery('localize', challenge),
      await signedIn('admin@empresa.example'),
    );
    expect(res.statusCode).toBe(302);
    expect(res.headers['cache-control']).toBe('no-store');
    const location = new URL(String(res.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(productRedirect('localize'));
    expect(location.searchParams.get('state')).toBe(STATE);
    const code = location.searchParams.get('code') ?? '';
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const token = await redeem('localize', code, verifier);
    expect(token.statusCode).toBe(200);
    const { access_token: accessToken } = token.json<{ access_token: string }>();
    const jwks = createLocalJWKSet((await portal.inject({ url: '/api/oauth2/jwks' })).json());
    const { payload } = await jwtVerify(accessToken, jwks, { audience: productClientId('localize') });
    expect(payload).toMatchObject({ client_id: 'produto-localize', sid: expect.any(String) });
    const session = await portal.inject({
      url: '/api/oauth2/session',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(session.json()).toMatchObject({
      email: 'admin@empresa.example',
      name: 'Ana Administradora Souza',
    });
    expect(await auditOutcomes('admin@empresa.example')).toContain('CODE_ISSUED');
  });

  it('lets a code work once', async () => {
    const { verifier, challenge } = pkcePair();
    const res = await launch(
      portal,
      launchQuery('autentica', challenge),
      await signedIn('gerente@empresa.example'),
    );
    const code = new URL(String(res.headers.location)).searchParams.get('code') ?? '';
    expect((await redeem('autentica', code, verifier)).statusCode).toBe(200);
    const replay = await redeem('autentica', code, verifier);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('INVALID_GRANT');
  });

  it('redeems a code only with the verifier of the challenge it was issued for', async () => {
    const res = await launch(
      portal,
      launchQuery('autentica', pkcePair().challenge),
      await signedIn('gerente@empresa.example'),
    );
    const code = new URL(String(res.headers.location)).searchParams.get('code') ?? '';
    const wrongVerifier = await redeem('autentica', code, pkcePair().verifier);
    expect(wrongVerifier.statusCode).toBe(400);
    expect(wrongVerifier.json().code).toBe('INVALID_GRANT');
  });

  it('refuses a code issued to one product at another product', async () => {
    const { verifier, challenge } = pkcePair();
    const res = await launch(
      portal,
      launchQuery('localize', challenge),
      await signedIn('operador@empresa.example'),
    );
    const code = new URL(String(res.headers.location)).searchParams.get('code') ?? '';
    const elsewhere = await portal.inject({
      method: 'POST',
      url: '/api/oauth2/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: productClientId('autentica'),
        code,
        redirect_uri: productRedirect('autentica'),
        code_verifier: verifier,
      }).toString(),
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().code).toBe('INVALID_GRANT');
  });
});

describe('GET /api/oauth2/oauth/authorize, users who may not open the product', () => {
  it('tells the product access_denied for a user whose company does not own it, without a code (tenant)', async () => {
    // Teste Gratuito owns Localize and Autentica, not SMS; Empresa Demonstração owns SMS.
    const res = await launch(
      portal,
      launchQuery('sms', pkcePair().challenge),
      await signedIn('trial@teste.example'),
    );
    expect(res.statusCode).toBe(302);
    const location = new URL(String(res.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(productRedirect('sms'));
    expect(Object.fromEntries(location.searchParams)).toEqual({
      error: 'access_denied',
      error_description: expect.stringMatching(/^[\x20-\x7e]+$/),
      state: STATE,
      iss: 'http://localhost:3000/api/oauth2',
    });
    expect(await auditOutcomes('trial@teste.example')).toEqual(['PRODUCT_NOT_OWNED']);
  });

  it('sends a company blocked for non-payment to the access-denied page even for a product it owns', async () => {
    const res = await launch(
      portal,
      launchQuery('localize', pkcePair().challenge),
      await signedIn('bloqueado@inadimplente.example'),
    );
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/acesso-negado');
    expect(await auditOutcomes('bloqueado@inadimplente.example')).toEqual(['PRODUCT_BLOCKED']);
  });

  it('sends a user whose MFA validation is pending to the access-denied page (PF 4 blocked state)', async () => {
    // Seguro Pagamentos requires MFA; without an active factor the login gives a session limited to account management.
    await h.db
      .updateTable('users')
      .set({ mfaStatus: 'INATIVO' })
      .where('email', '=', 'sms@seguro.example')
      .execute();
    const res = await launch(
      portal,
      launchQuery('localize', pkcePair().challenge),
      await signedIn('sms@seguro.example'),
    );
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/acesso-negado');
  });

  it('opens API only for a company with the API flag', async () => {
    const trial = await h.db
      .selectFrom('companies')
      .select('id')
      .where('document', '=', '06990590000123')
      .executeTakeFirstOrThrow();
    await h.db.insertInto('companyProducts').values({ companyId: trial.id, productId: 19 }).execute();
    const withoutFlag = await launch(
      portal,
      launchQuery('api', pkcePair().challenge),
      await signedIn('trial@teste.example'),
    );
    expect(withoutFlag.headers.location).toBe('/acesso-negado');

    await h.db.updateTable('companies').set({ flagApi: true }).where('id', '=', trial.id).execute();
    const withFlag = await launch(
      portal,
      launchQuery('api', pkcePair().challenge),
      await signedIn('trial@teste.example'),
    );
    expect(String(withFlag.headers.location)).toMatch(
      /^https:\/\/api\.painel\.example\/oauth\/retorno\?code=/,
    );
  });
});

describe('GET /api/oauth2/oauth/authorize without a portal session', () => {
  it('sends the browser to the login page, which is told to come back to this same request', async () => {
    const query = launchQuery('localize', pkcePair().challenge);
    const res = await launch(portal, query);
    expect(res.statusCode).toBe(302);
    const location = new URL(String(res.headers.location), 'http://localhost:3000');
    expect(location.pathname).toBe('/');
    const back = location.searchParams.get('redirectURL') ?? '';
    expect(back.startsWith('/api/oauth2/oauth/authorize?')).toBe(true);
    expect(Object.fromEntries(new URL(back, 'http://localhost:3000').searchParams)).toEqual(
      Object.fromEntries(new URLSearchParams(query)),
    );
  });

  it('treats an ended session like no session', async () => {
    const { cookie } = await signedIn('financeiro@empresa.example');
    await portal.inject({ method: 'DELETE', url: '/api/oauth2/session', headers: { cookie } });
    const res = await launch(portal, launchQuery('localize', pkcePair().challenge), { cookie });
    expect(String(res.headers.location)).toMatch(/^\/\?redirectURL=/);
  });

  it("does not take a product's bearer token for a portal session: one product cannot open another", async () => {
    const { verifier, challenge } = pkcePair();
    const first = await launch(
      portal,
      launchQuery('localize', challenge),
      await signedIn('admin@empresa.example'),
    );
    const code = new URL(String(first.headers.location)).searchParams.get('code') ?? '';
    const { access_token: productToken } = (await redeem('localize', code, verifier)).json<{
      access_token: string;
    }>();
    const res = await launch(portal, launchQuery('autentica', pkcePair().challenge), {
      authorization: `Bearer ${productToken}`,
    });
    expect(String(res.headers.location)).toMatch(/^\/\?redirectURL=/);
  });
});

describe('GET /api/oauth2/oauth/authorize refuses what it cannot trust, with an error and never a redirect', () => {
  it.each([
    ['no client', { client_id: null }, 'VALIDATION_FAILED'],
    ['an unknown client', { client_id: 'produto-inexistente' }, 'VALIDATION_FAILED'],
    [
      'a first-party client',
      { client_id: 'painel-portal', redirect_uri: 'http://localhost:3000/login' },
      'UNAUTHORIZED_CLIENT',
    ],
    [
      'an address the product did not register',
      { redirect_uri: 'https://atacante.example/oauth/retorno' },
      'INVALID_REDIRECT_URI',
    ],
    [
      "another product's address",
      { redirect_uri: 'https://autentica.painel.example/oauth/retorno' },
      'INVALID_REDIRECT_URI',
    ],
  ])('%s: 400', async (_case, overrides, code) => {
    const signedInAdmin = await signedIn('admin@empresa.example');
    for (const headers of [{}, signedInAdmin]) {
      const res = await launch(portal, launchQuery('localize', pkcePair().challenge, overrides), headers);
      expect(res.statusCode).toBe(400);
      expect(res.headers.location).toBeUndefined();
      expect(res.json().code).toBe(code);
    }
  });

  it.each([
    ['no PKCE challenge', { code_challenge: null }, 'invalid_request'],
    ['a plain PKCE challenge', { code_challenge_method: 'plain' }, 'invalid_request'],
    ['a response type other than code', { response_type: 'token' }, 'unsupported_response_type'],
  ])(
    'once client and redirect URI are known, %s goes back to the product as an OAuth error',
    async (_case, overrides, error) => {
      for (const headers of [{}, await signedIn('admin@empresa.example')]) {
        const res = await launch(portal, launchQuery('localize', pkcePair().challenge, overrides), headers);
        expect(res.statusCode).toBe(302);
        const location = new URL(String(res.headers.location));
        expect(`${location.origin}${location.pathname}`).toBe(productRedirect('localize'));
        expect(location.searchParams.get('error')).toBe(error);
        expect(location.searchParams.get('state')).toBe(STATE);
        expect(location.searchParams.get('code')).toBeNull();
      }
    },
  );

  it('takes no state when PKCE binds the code, and answers prompt=none without a session with login_required', async () => {
    const res = await launch(
      portal,
      launchQuery('localize', pkcePair().challenge, { state: null }),
      await signedIn('admin@empresa.example'),
    );
    const location = new URL(String(res.headers.location));
    expect(location.searchParams.get('code')).toEqual(expect.any(String));
    expect(location.searchParams.has('state')).toBe(false);
    const silent = await launch(
      portal,
      launchQuery('localize', pkcePair().challenge, {
        prompt: 'none',
        scope: 'openid',
        resource: 'https://x.example',
      }),
    );
    expect(new URL(String(silent.headers.location)).searchParams.get('error')).toBe('login_required');
  });

  it('asks for a new sign-in when the last one is older than max_age', async () => {
    const cookie = await signedIn('gerente@empresa.example');
    const fresh = await launch(
      portal,
      launchQuery('localize', pkcePair().challenge, { max_age: '3600' }),
      cookie,
    );
    expect(new URL(String(fresh.headers.location)).searchParams.get('code')).toEqual(expect.any(String));
    await h.db
      .updateTable('sessions')
      .set({ authTime: new Date(Date.now() - 2 * 3600_000) })
      .where('authTime', 'is not', null)
      .execute();
    const stale = await launch(
      portal,
      launchQuery('localize', pkcePair().challenge, { max_age: '3600' }),
      cookie,
    );
    expect(String(stale.headers.location)).toMatch(/^\/\?redirectURL=/);
    const silent = await launch(
      portal,
      launchQuery('localize', pkcePair().challenge, { max_age: '3600', prompt: 'none' }),
      cookie,
    );
    expect(new URL(String(silent.headers.location)).searchParams.get('error')).toBe('login_required');
  });

  it('names the unknown client', async () => {
    const res = await launch(
      portal,
      launchQuery('localize', pkcePair().challenge, { client_id: 'produto-inexistente' }),
    );
    expect(res.json().fields).toEqual([
      { path: 'querystring.client_id', message: apiMessages.invalidClient },
    ]);
  });

  it('does not exist in the back office: products are launched from the portal', async () => {
    const backoffice = await h.app('backoffice');
    const staff = await signIn(backoffice, h.config, 'suporte@painel.example', DEMO_PASSWORD, 'backoffice');
    const res = await launch(backoffice, launchQuery('localize', pkcePair().challenge), { cookie: staff });
    expect(res.statusCode).toBe(404);
    expect(res.headers.location).toBeUndefined();
  });
});
