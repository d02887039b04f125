import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { apiMessages, loginMessages, sessionMessages } from '@painel/domain';
import {
  DEMO_PASSWORD,
  authorizeRequest,
  basic,
  createHarness,
  pkcePair,
  redirectUri,
  signIn,
  tokenRequest,
  type Harness,
} from '../../test/harness';

let h: Harness;
let portal: FastifyInstance;
let backoffice: FastifyInstance;
let clock = new Date();

beforeAll(async () => {
  h = await createHarness();
  portal = await h.app('portal', { now: () => clock });
  backoffice = await h.app('backoffice');
});
afterAll(() => h.close());

const ADMIN = 'admin@empresa.example';

async function auditOutcomes(email: string) {
  const rows = await h.db
    .selectFrom('auditEvents')
    .select(['action', 'outcome'])
    .where('email', '=', email)
    .orderBy('id')
    .execute();
  return rows.map((r) => `${r.action}:${r.outcome}`);
}

describe('POST /api/oauth2/oauth/authorize', () => {
  it('issues a single code and echoes the state for valid credentials', async () => {
    const res = await authorizeRequest(portal, h.config, {
      email: ADMIN,
      password: DEMO_PASSWORD,
      state: 'estado-aleatorio-1234567890',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ code: string; state: string }>();
    expect(body.state).toBe('estado-aleatorio-1234567890');
    expect(body.code).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('accepts the e-mail in any letter case', async () => {
    const res = await authorizeRequest(portal, h.config, {
      email: 'Admin@Empresa.Example',
      password: DEMO_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail alike, and audits both', async () => {
    const wrong = await authorizeRequest(portal, h.config, { email: ADMIN, password: 'Errada#Senha99' });
    const unknown = await authorizeRequest(portal, h.config, {
      email: 'ninguem@empresa.example',
      password: 'Errada#Senha99',
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        code: 'INVALID_CREDENTIALS',
        message: loginMessages.invalidCredentials,
      });
    }
    expect(await auditOutcomes('ninguem@empresa.example')).toEqual(['LOGIN:INVALID_CREDENTIALS']);
    expect(await auditOutcomes(ADMIN)).toContain('LOGIN:INVALID_CREDENTIALS');
  });

  it.each([
    ['', DEMO_PASSWORD, 'email', 'E-mail é obrigatório.'],
    ['nao-e-email', DEMO_PASSWORD, 'email', 'E-mail inválido.'],
    [ADMIN, '', 'password', 'Senha é obrigatória.'],
    [ADMIN, 'curta', 'password', 'Senha deve possuir no mínimo 8 caracteres.'],
    [`${'a'.repeat(250)}@x.example`, DEMO_PASSWORD, 'email', 'Insira no maximo 255 caracteres.'],
  ])('rejects credentials %# with the login form message', async (email, password, path, message) => {
    const res = await authorizeRequest(portal, h.config, { email, password });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: expect.arrayContaining([{ path, message }]),
    });
  });

  it('refuses a request without credentials as a validation error', async () => {
    const res = await authorizeRequest(portal, h.config, {
      email: ADMIN,
      password: DEMO_PASSWORD,
      headers: { authorization: 'Bearer x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });

  it('refuses an unknown client, a foreign redirect URI, another response type and a missing PKCE challenge', async () => {
    const form = (fields: Record<string, string>) =>
      portal.inject({
        method: 'POST',
        url: '/api/oauth2/oauth/authorize',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: basic(ADMIN, DEMO_PASSWORD),
        },
        payload: new URLSearchParams({
          client_id: 'painel-portal',
          redirect_uri: redirectUri(h.config),
          state: 'estado-aleatorio-1234567890',
          response_type: 'code',
          code_challenge: pkcePair().challenge,
          code_challenge_method: 'S256',
          ...fields,
        }).toString(),
      });
    expect((await form({ client_id: 'desconhecido' })).json()).toMatchObject({
      code: 'INVALID_CLIENT',
      error: 'invalid_client',
    });
    expect((await form({ redirect_uri: 'https://atacante.example/login' })).json().code).toBe(
      'INVALID_REDIRECT_URI',
    );
    expect((await form({ response_type: 'token' })).json().code).toBe('UNSUPPORTED_RESPONSE_TYPE');
    const noPkce = await portal.inject({
      method: 'POST',
      url: '/api/oauth2/oauth/authorize',
      headers: { authorization: basic(ADMIN, DEMO_PASSWORD) },
      payload: {
        client_id: 'painel-portal',
        redirect_uri: redirectUri(h.config),
        state: 'estado-aleatorio-1234567890',
        response_type: 'code',
      },
    });
    expect(noPkce.statusCode).toBe(400);
    expect(noPkce.json().fields).toEqual([{ path: 'code_challenge', message: 'Campo obrigatório.' }]);
  });

  it('keeps staff out of the portal and customers out of the back office', async () => {
    const staff = await authorizeRequest(portal, h.config, {
      email: 'suporte@painel.example',
      password: DEMO_PASSWORD,
    });
    expect(staff.statusCode).toBe(403);
    expect(staff.json()).toMatchObject({
      code: 'ENVIRONMENT_DENIED',
      message: apiMessages.environmentDenied,
    });
    const customer = await authorizeRequest(backoffice, h.config, {
      email: ADMIN,
      password: DEMO_PASSWORD,
      environment: 'backoffice',
    });
    expect(customer.statusCode).toBe(403);
    const ok = await authorizeRequest(backoffice, h.config, {
      email: 'suporte@painel.example',
      password: DEMO_PASSWORD,
      environment: 'backoffice',
    });
    expect(ok.statusCode).toBe(200);
  });

  it('tells an inactive user so only after the right password', async () => {
    await h.db
      .updateTable('users')
      .set({ statusId: 2 })
      .where('email', '=', 'operador@empresa.example')
      .execute();
    const wrong = await authorizeRequest(portal, h.config, {
      email: 'operador@empresa.example',
      password: 'Errada#Senha99',
    });
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
    const right = await authorizeRequest(portal, h.config, {
      email: 'operador@empresa.example',
      password: DEMO_PASSWORD,
    });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toMatchObject({ code: 'USER_INACTIVE', message: apiMessages.userInactive });
    await h.db
      .updateTable('users')
      .set({ statusId: 1 })
      .where('email', '=', 'operador@empresa.example')
      .execute();
  });

  it('rejects unknown fields, malformed JSON and a malformed device header with a 400 code', async () => {
    const extra = await portal.inject({
      method: 'POST',
      url: '/api/oauth2/oauth/authorize',
      headers: { authorization: basic(ADMIN, DEMO_PASSWORD) },
      payload: {
        client_id: 'painel-portal',
        redirect_uri: redirectUri(h.config),
        state: 'x'.repeat(20),
        response_type: 'code',
        admin: true,
      },
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().code).toBe('VALIDATION_FAILED');
    const broken = await portal.inject({
      method: 'POST',
      url: '/api/oauth2/oauth/authorize',
      headers: { 'content-type': 'application/json' },
      payload: '{"client_id": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'MALFORMED_BODY', message: apiMessages.malformedBody });
    const device = await authorizeRequest(portal, h.config, {
      email: ADMIN,
      password: DEMO_PASSWORD,
      headers: { 'x-device-info': '{nope' },
    });
    expect(device.statusCode).toBe(400);
    expect(device.json().fields[0].path).toBe('x-device-info');
  });
});

describe('POST /api/oauth2/oauth/token', () => {
  async function code(challenge: string) {
    const res = await authorizeRequest(portal, h.config, {
      email: ADMIN,
      password: DEMO_PASSWORD,
      challenge,
    });
    return res.json<{ code: string }>().code;
  }

  it('exchanges a code for an HttpOnly session cookie and never puts the token in the body', async () => {
    const { verifier, challenge } = pkcePair();
    const res = await tokenRequest(portal, h.config, { code: await code(challenge), verifier });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ token_type: 'Bearer', expires_in: 1800 });
    expect(res.headers['cache-control']).toBe('no-store');
    const cookie = res.cookies.find((c) => c.name === 'painel_sessao');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 1800 });
    expect(await auditOutcomes(ADMIN)).toContain('LOGIN:CODE_ISSUED');
  });

  it('refuses a replayed code', async () => {
    const { verifier, challenge } = pkcePair();
    const c = await code(challenge);
    expect((await tokenRequest(portal, h.config, { code: c, verifier })).statusCode).toBe(200);
    const replay = await tokenRequest(portal, h.config, { code: c, verifier });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ code: 'INVALID_GRANT', error: 'invalid_grant' });
  });

  it('refuses a wrong PKCE verifier, a different redirect URI and an expired code', async () => {
    const a = pkcePair();
    expect(
      (
        await tokenRequest(portal, h.config, { code: await code(a.challenge), verifier: pkcePair().verifier })
      ).json().code,
    ).toBe('INVALID_GRANT');
    const b = pkcePair();
    expect(
      (
        await tokenRequest(portal, h.config, {
          code: await code(b.challenge),
          verifier: b.verifier,
          redirectUri: 'http://localhost:3000/outra',
        })
      ).json().code,
    ).toBe('INVALID_GRANT');
    const c = pkcePair();
    const issued = await code(c.challenge);
    clock = new Date(Date.now() + 61_000);
    try {
      expect((await tokenRequest(portal, h.config, { code: issued, verifier: c.verifier })).json().code).toBe(
        'INVALID_GRANT',
      );
    } finally {
      clock = new Date();
    }
  });

  it('does not let the back office client redeem through the portal, nor a grant it does not support', async () => {
    const { verifier, challenge } = pkcePair();
    const c = await code(challenge);
    const cross = await tokenRequest(portal, h.config, { code: c, verifier, clientId: 'painel-backoffice' });
    expect(cross.statusCode).toBe(401);
    expect(cross.json().code).toBe('INVALID_CLIENT');
    const grant = await portal.inject({
      method: 'POST',
      url: '/api/oauth2/oauth/token',
      payload: { grant_type: 'password', client_id: 'painel-portal' },
    });
    expect(grant.json().code).toBe('UNSUPPORTED_GRANT_TYPE');
  });
});

describe('GET and DELETE /api/oauth2/session', () => {
  it('is refused without a session', async () => {
    const res = await portal.inject({ method: 'GET', url: '/api/oauth2/session' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: sessionMessages.invalidSession });
  });

  it('returns the session user of the spec for the signed-in administrator', async () => {
    const cookie = await signIn(portal, h.config, ADMIN, DEMO_PASSWORD);
    const res = await portal.inject({ method: 'GET', url: '/api/oauth2/session', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const user = res.json();
    expect(user).toMatchObject({
      email: ADMIN,
      name: 'Ana Administradora Souza',
      firstName: 'Ana',
      lastName: 'Administradora Souza',
      userTypeId: 1,
      systemId: 1,
      trial: false,
      profile: { name: 'Administrador', isCustomProfile: false, base: { id: 1, name: 'Administrador' } },
      company: {
        name: 'Empresa Demonstração Ltda',
        document: '11444777000161',
        api: true,
        mfa: false,
        blockedForNonPayment: false,
      },
      group: { name: 'Comercial' },
      plan: { planType: 'PADRAO' },
      finalAccessTime: null,
      mfa: { status: 'inactive', type: null },
    });
    expect(user.products.map((p: { id: number }) => p.id)).toEqual([1, 5, 6, 9, 10, 13, 16, 17]);
    expect(user.permissions).toContain('GESTAODACONTA:RELATORIOS:VISUALIZAR');
    expect(user).not.toHaveProperty('passwordHash');
    expect(new Date(user.sessionExpiresAt).getTime()).toBeGreaterThan(Date.now());
  });

  it('marks the trial user and the staff member as such', async () => {
    const trial = await signIn(portal, h.config, 'trial@teste.example', DEMO_PASSWORD);
    expect(
      (await portal.inject({ url: '/api/oauth2/session', headers: { cookie: trial } })).json(),
    ).toMatchObject({ trial: true, plan: { planType: 'TRIAL' } });
    const staff = await signIn(backoffice, h.config, 'suporte@painel.example', DEMO_PASSWORD, 'backoffice');
    expect(staff).toContain('painel_bo_sessao=');
    expect(
      (await backoffice.inject({ url: '/api/oauth2/session', headers: { cookie: staff } })).json(),
    ).toMatchObject({ userTypeId: 2, systemId: 2 });
    // The portal cookie name differs, so the back office session does not open the portal.
    expect((await portal.inject({ url: '/api/oauth2/session', headers: { cookie: staff } })).statusCode).toBe(
      401,
    );
  });

  it('checks the productId against the products the company owns and validates it', async () => {
    const cookie = await signIn(portal, h.config, ADMIN, DEMO_PASSWORD);
    expect(
      (await portal.inject({ url: '/api/oauth2/session?productId=1', headers: { cookie } })).statusCode,
    ).toBe(200);
    const notOwned = await portal.inject({ url: '/api/oauth2/session?productId=12', headers: { cookie } });
    expect(notOwned.statusCode).toBe(403);
    expect(notOwned.json().code).toBe('FORBIDDEN');
    expect(
      (await portal.inject({ url: '/api/oauth2/session?productId=abc', headers: { cookie } })).json().code,
    ).toBe('VALIDATION_FAILED');
    expect(
      (await portal.inject({ url: '/api/oauth2/session?admin=1', headers: { cookie } })).statusCode,
    ).toBe(400);
  });

  it('logs out: the cookie is cleared and the session no longer opens anything', async () => {
    const cookie = await signIn(portal, h.config, ADMIN, DEMO_PASSWORD);
    const res = await portal.inject({ method: 'DELETE', url: '/api/oauth2/session', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Sua sessão foi encerrada com sucesso.' });
    expect(res.cookies.find((c) => c.name === 'painel_sessao')?.value).toBe('');
    expect((await portal.inject({ url: '/api/oauth2/session', headers: { cookie } })).statusCode).toBe(401);
    expect(
      (await portal.inject({ method: 'DELETE', url: '/api/oauth2/session', headers: { cookie } })).statusCode,
    ).toBe(401);
    const ended = await h.db
      .selectFrom('auditEvents')
      .select('outcome')
      .where('action', '=', 'SESSION_END')
      .execute();
    expect(ended.map((e) => e.outcome)).toContain('LOGOUT');
  });

  it('ends the session of a user who is deactivated meanwhile', async () => {
    const cookie = await signIn(portal, h.config, 'gerente@empresa.example', DEMO_PASSWORD);
    await h.db
      .updateTable('users')
      .set({ statusId: 2 })
      .where('email', '=', 'gerente@empresa.example')
      .execute();
    expect((await portal.inject({ url: '/api/oauth2/session', headers: { cookie } })).statusCode).toBe(401);
    await h.db
      .updateTable('users')
      .set({ statusId: 1 })
      .where('email', '=', 'gerente@empresa.example')
      .execute();
    expect((await portal.inject({ url: '/api/oauth2/session', headers: { cookie } })).statusCode).toBe(401);
  });

  it('refuses a cross-site state change even with a valid cookie', async () => {
    const cookie = await signIn(portal, h.config, ADMIN, DEMO_PASSWORD);
    const site = await portal.inject({
      method: 'DELETE',
      url: '/api/oauth2/session',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(site.statusCode).toBe(403);
    expect(site.json().code).toBe('CROSS_SITE_REQUEST');
    const origin = await portal.inject({
      method: 'DELETE',
      url: '/api/oauth2/session',
      headers: { cookie, origin: 'https://atacante.example' },
    });
    expect(origin.statusCode).toBe(403);
    expect((await portal.inject({ url: '/api/oauth2/session', headers: { cookie } })).statusCode).toBe(200);
  });
});
