import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { apiMessages, sessionMessages } from '@painel/domain';
import {
  DEMO_PASSWORD,
  authorizeRequest,
  cookieHeader,
  createHarness,
  signIn,
  type Harness,
} from '../../test/harness';

let h: Harness;
let portal: FastifyInstance;
// São Paulo is UTC-3: Monday 2026-11-23 10:00 local.
const MONDAY_10H = new Date('2026-11-23T13:00:00Z');
let now = MONDAY_10H;
const at = (iso: string) => new Date(`${iso}-03:00`);

beforeAll(async () => {
  h = await createHarness();
  portal = await h.app('portal', { now: () => now });
});
afterAll(() => h.close());
beforeEach(() => {
  now = MONDAY_10H;
});

const ADMIN = 'admin@empresa.example';
const session = (cookie: string, app = portal) =>
  app.inject({ url: '/api/oauth2/session', headers: { cookie } });
const refresh = (cookie: string, app = portal) =>
  app.inject({
    method: 'POST',
    url: '/api/oauth2/oauth/token',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'grant_type=refresh_token&client_id=painel-portal',
  });

async function groupOf(email: string) {
  const row = await h.db
    .selectFrom('users')
    .select('groupId')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.groupId ?? 0;
}

async function setHours(
  email: string,
  rows: { day: number; startTime: string; endTime: string; active?: boolean }[],
) {
  const groupId = await groupOf(email);
  await h.db.deleteFrom('groupAccessHours').where('groupId', '=', groupId).execute();
  if (rows.length)
    await h.db
      .insertInto('groupAccessHours')
      .values(rows.map((r) => ({ groupId, active: true, ...r })))
      .execute();
}

const allWeek = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, startTime: '00:00', endTime: '23:59' }));
const officeHours = [1, 2, 3, 4, 5].map((day) => ({ day, startTime: '08:00', endTime: '18:00' }));

describe('refresh with rotation', () => {
  it('renews the session, rotates both tokens and retires the old access token', async () => {
    const first = await signIn(portal, h.config, ADMIN, DEMO_PASSWORD);
    now = new Date(MONDAY_10H.getTime() + 10 * 60_000);
    const renewed = await refresh(first);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json()).toEqual({ token_type: 'Bearer', expires_in: 1800 });
    const second = cookieHeader(renewed);
    expect(second).toContain('painel_sessao=');
    expect(second).toContain('painel_renovacao=');
    expect((await session(second)).statusCode).toBe(200);
    // The replaced access token serves requests already in flight for 30 s, then never again.
    expect((await session(first)).statusCode).toBe(200);
    now = new Date(now.getTime() + 31_000);
    expect((await session(first)).statusCode).toBe(401);
    expect((await session(second)).statusCode).toBe(200);
    expect(renewed.cookies.find((c) => c.name === 'painel_renovacao')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/oauth2',
    });
  });

  it('lets two tabs renew at the same moment without ending the session', async () => {
    const cookie = await signIn(portal, h.config, ADMIN, DEMO_PASSWORD);
    const [a, b] = [await refresh(cookie), await refresh(cookie)];
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect((await session(cookieHeader(b))).statusCode).toBe(200);
  });

  it('treats a reused refresh token as theft: the whole family ends', async () => {
    const first = await signIn(portal, h.config, ADMIN, DEMO_PASSWORD);
    const second = cookieHeader(await refresh(first));
    expect((await session(second)).statusCode).toBe(200);
    now = new Date(now.getTime() + 11_000);
    const replay = await refresh(first);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ code: 'INVALID_GRANT', error: 'invalid_grant' });
    expect((await session(second)).statusCode).toBe(401);
    expect((await refresh(second)).statusCode).toBe(400);
  });

  it('cannot renew past the idle limit nor without a refresh token', async () => {
    const cookie = await signIn(portal, h.config, ADMIN, DEMO_PASSWORD);
    now = new Date(MONDAY_10H.getTime() + 31 * 60_000);
    expect((await session(cookie)).json().code).toBe('UNAUTHENTICATED');
    expect((await refresh(cookie)).json().code).toBe('INVALID_GRANT');
    expect((await refresh('')).json()).toMatchObject({ code: 'VALIDATION_FAILED', error: 'invalid_request' }); // RFC 6749 5.2: the parameter is missing
  });
});

describe('one session per person', () => {
  it('a second login ends the first, whose next request gets the shared-login notice', async () => {
    const firstBrowser = await signIn(portal, h.config, 'gerente@empresa.example', DEMO_PASSWORD);
    const secondBrowser = await signIn(portal, h.config, 'gerente@empresa.example', DEMO_PASSWORD);
    const res = await session(firstBrowser);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'SESSION_REPLACED', message: sessionMessages.sharedLogin });
    expect((await session(secondBrowser)).statusCode).toBe(200);
    expect((await refresh(firstBrowser)).statusCode).toBe(400);
  });
});

describe('access hours (America/Sao_Paulo)', () => {
  afterAll(() => setHours(ADMIN, allWeek));

  it('lets a user in during the group hours and ends the session when they close', async () => {
    await setHours(ADMIN, officeHours);
    now = at('2026-11-23T17:50:00');
    const cookie = await signIn(portal, h.config, ADMIN, DEMO_PASSWORD);
    const user = (await session(cookie)).json();
    expect(user.finalAccessTime).toBe(at('2026-11-23T18:00:00').toISOString());
    expect(user.sessionExpiresAt).toBe(at('2026-11-23T18:00:00').toISOString());
    now = at('2026-11-23T18:00:01');
    const after = await session(cookie);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'SESSION_TIME_LIMIT', message: sessionMessages.timeLimit });
  });

  it.each([
    ['2026-11-23T07:59:00', 'Monday before opening'],
    ['2026-11-21T10:00:00', 'Saturday'],
    ['2026-11-22T10:00:00', 'Sunday'],
  ])('refuses a login at %s (%s)', async (local) => {
    await setHours(ADMIN, officeHours);
    now = at(local);
    const res = await authorizeRequest(portal, h.config, { email: ADMIN, password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'ACCESS_OUTSIDE_HOURS',
      message: apiMessages.accessOutsideHours,
    });
  });

  it('refuses outside the hours with the same answer for a wrong password, counting no failure', async () => {
    await setHours(ADMIN, officeHours);
    now = at('2026-11-21T10:00:00');
    for (let i = 0; i < 6; i += 1) {
      const wrong = await authorizeRequest(portal, h.config, { email: ADMIN, password: 'Errada#Senha99' });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json()).toMatchObject({ code: 'ACCESS_OUTSIDE_HOURS' });
    }
    now = at('2026-11-23T10:00:00');
    expect(
      (await authorizeRequest(portal, h.config, { email: ADMIN, password: DEMO_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('applies the terms default (no access from 21:00 to 07:00) to a group with no hours', async () => {
    await setHours(ADMIN, []);
    now = at('2026-11-23T22:00:00');
    expect(
      (await authorizeRequest(portal, h.config, { email: ADMIN, password: DEMO_PASSWORD })).json().code,
    ).toBe('ACCESS_OUTSIDE_HOURS');
    now = at('2026-11-23T20:00:00');
    const cookie = await signIn(portal, h.config, ADMIN, DEMO_PASSWORD);
    expect((await session(cookie)).json().finalAccessTime).toBe(at('2026-11-23T21:00:00').toISOString());
  });

  it('refuses a refresh once the window has closed', async () => {
    await setHours(ADMIN, officeHours);
    now = at('2026-11-23T17:40:00');
    const cookie = await signIn(portal, h.config, ADMIN, DEMO_PASSWORD);
    await setHours(
      ADMIN,
      [1, 2, 3, 4, 5].map((day) => ({ day, startTime: '08:00', endTime: '17:45' })),
    );
    now = at('2026-11-23T17:46:00');
    expect((await refresh(cookie)).json().code).toBe('ACCESS_OUTSIDE_HOURS');
  });
});

describe('IP allowlist', () => {
  afterAll(async () => {
    await h.db
      .updateTable('groups')
      .set({ ips: [] })
      .where('id', '=', await groupOf(ADMIN))
      .execute();
  });

  it('admits only listed addresses, from the socket, and ignores X-Forwarded-For from untrusted peers', async () => {
    await h.db
      .updateTable('groups')
      .set({ ips: ['200.10.20.30'] })
      .where('id', '=', await groupOf(ADMIN))
      .execute();
    const local = await authorizeRequest(portal, h.config, { email: ADMIN, password: DEMO_PASSWORD });
    expect(local.statusCode).toBe(403);
    expect(local.json()).toMatchObject({ code: 'ACCESS_IP_DENIED', message: apiMessages.accessIpDenied });
    const spoofed = await authorizeRequest(portal, h.config, {
      email: ADMIN,
      password: DEMO_PASSWORD,
      headers: { 'x-forwarded-for': '200.10.20.30' },
    });
    expect(spoofed.json().code).toBe('ACCESS_IP_DENIED');
  });

  it('answers an address outside the list the same whatever the password, and counts no failure', async () => {
    await h.db
      .updateTable('groups')
      .set({ ips: ['200.10.20.30'] })
      .where('id', '=', await groupOf(ADMIN))
      .execute();
    const answers = [];
    // More wrong passwords than the lockout allows, and the right one among them.
    for (const password of [
      'Errada#Senha99',
      DEMO_PASSWORD,
      'Errada#Senha98',
      'Errada#Senha97',
      'Errada#Senha96',
      'Errada#Senha95',
      'Errada#Senha94',
    ]) {
      answers.push(await authorizeRequest(portal, h.config, { email: ADMIN, password }));
    }
    expect(new Set(answers.map((a) => `${a.statusCode} ${a.body}`)).size).toBe(1);
    expect(answers[0]?.statusCode).toBe(403);
    expect(answers[0]?.json()).toMatchObject({
      code: 'ACCESS_IP_DENIED',
      message: apiMessages.accessIpDenied,
    });
    // The owner, from the listed address, is not locked out by those attempts.
    await h.db
      .updateTable('groups')
      .set({ ips: ['127.0.0.1'] })
      .where('id', '=', await groupOf(ADMIN))
      .execute();
    expect(
      (await authorizeRequest(portal, h.config, { email: ADMIN, password: DEMO_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('honours X-Forwarded-For from a configured trusted proxy', async () => {
    await h.db
      .updateTable('groups')
      .set({ ips: ['200.10.20.30'] })
      .where('id', '=', await groupOf(ADMIN))
      .execute();
    const behindProxy = await createHarness({ trustProxy: '127.0.0.1' });
    try {
      await behindProxy.db
        .updateTable('groups')
        .set({ ips: ['200.10.20.30'] })
        .where('id', '=', await groupOf(ADMIN))
        .execute();
      const app = await behindProxy.app('portal', { now: () => now });
      const res = await authorizeRequest(app, behindProxy.config, {
        email: ADMIN,
        password: DEMO_PASSWORD,
        headers: { 'x-forwarded-for': '200.10.20.30' },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await behindProxy.close();
    }
  });
});

describe('brute force', () => {
  it('locks an account for a minute after five wrong passwords, then for longer', async () => {
    const email = 'financeiro@empresa.example';
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await authorizeRequest(portal, h.config, { email, password: 'Errada#Senha99' })).json().code,
      ).toBe('INVALID_CREDENTIALS');
    }
    const locked = await authorizeRequest(portal, h.config, { email, password: DEMO_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'ACCOUNT_LOCKED', message: apiMessages.accountLocked });
    now = new Date(MONDAY_10H.getTime() + 61_000);
    for (let i = 0; i < 5; i += 1)
      await authorizeRequest(portal, h.config, { email, password: 'Errada#Senha99' });
    now = new Date(MONDAY_10H.getTime() + 61_000 + 61_000);
    expect((await authorizeRequest(portal, h.config, { email, password: DEMO_PASSWORD })).json().code).toBe(
      'ACCOUNT_LOCKED',
    );
    now = new Date(MONDAY_10H.getTime() + 61_000 + 121_000);
    expect((await authorizeRequest(portal, h.config, { email, password: DEMO_PASSWORD })).statusCode).toBe(
      200,
    );
    const outcomes = await h.db
      .selectFrom('auditEvents')
      .select('outcome')
      .where('email', '=', email)
      .execute();
    expect(outcomes.map((o) => o.outcome)).toEqual(
      expect.arrayContaining(['LOCKOUT', 'ACCOUNT_LOCKED', 'CODE_ISSUED']),
    );
  });

  it('locks an unknown e-mail exactly like a known one, so lockouts reveal nothing', async () => {
    const email = 'ninguem.aqui@empresa.example';
    for (let i = 0; i < 5; i += 1)
      await authorizeRequest(portal, h.config, { email, password: 'Errada#Senha99' });
    expect(
      (await authorizeRequest(portal, h.config, { email, password: 'Errada#Senha99' })).json().code,
    ).toBe('ACCOUNT_LOCKED');
  });
});

describe('blocked states', () => {
  it('leaves a company blocked for non-payment only the payments permission and account management', async () => {
    const cookie = await signIn(portal, h.config, 'bloqueado@inadimplente.example', DEMO_PASSWORD);
    const user = (await session(cookie)).json();
    expect(user.blockedState).toBe('nonPayment');
    expect(user.permissions).toEqual(['FINANCEIRO:BOLETOENOTAFISCAL:VISUALIZAR']);
    expect(user.products.map((p: { id: number }) => p.id)).toEqual([6]);
  });

  it('sends a user of an MFA company without an active second factor to enrol first', async () => {
    await h.db
      .updateTable('users')
      .set({ mfaStatus: 'PENDENTE' })
      .where('email', '=', 'mfa@seguro.example')
      .execute();
    try {
      const cookie = await signIn(portal, h.config, 'mfa@seguro.example', DEMO_PASSWORD);
      const user = (await session(cookie)).json();
      expect(user.blockedState).toBe('mfaPending');
      expect(user.permissions).toEqual(['ADMINISTRATIVO:PRIVACIDADESESEGURANCA:VISUALIZAR:USUARIO']);
      expect(user.products.map((p: { id: number }) => p.id)).toEqual([6]);
    } finally {
      await h.db
        .updateTable('users')
        .set({ mfaStatus: 'ATIVO' })
        .where('email', '=', 'mfa@seguro.example')
        .execute();
    }
  });

  it('leaves everyone else unrestricted', async () => {
    const cookie = await signIn(portal, h.config, ADMIN, DEMO_PASSWORD);
    expect((await session(cookie)).json().blockedState).toBeNull();
  });
});

describe('revocation across API instances', () => {
  it('a session ended through one instance is refused there at once and by another within 1 s', async () => {
    const other = await h.app('portal', { now: () => now });
    const cookie = await signIn(portal, h.config, 'operador@empresa.example', DEMO_PASSWORD);
    expect((await session(cookie, portal)).statusCode).toBe(200);
    expect((await session(cookie, other)).statusCode).toBe(200);
    await portal.inject({ method: 'DELETE', url: '/api/oauth2/session', headers: { cookie } });
    expect((await session(cookie, portal)).statusCode).toBe(401);
    now = new Date(now.getTime() + 1001);
    expect((await session(cookie, other)).statusCode).toBe(401);
  });

  it('a session ended through one app is refused at once by the other apps on its database', async () => {
    const other = await h.app('portal', { now: () => now });
    const cookie = await signIn(portal, h.config, 'gerente@empresa.example', DEMO_PASSWORD);
    expect((await session(cookie, other)).statusCode).toBe(200);
    await portal.inject({ method: 'DELETE', url: '/api/oauth2/session', headers: { cookie } });
    // The clock does not move: the other app's cached caller was forgotten, not expired.
    expect((await session(cookie, other)).statusCode).toBe(401);
  });

  it('a user deactivated in the database is refused by every instance within 1 s', async () => {
    const cookie = await signIn(portal, h.config, 'financeiro@empresa.example', DEMO_PASSWORD);
    expect((await session(cookie)).statusCode).toBe(200);
    await h.db
      .updateTable('users')
      .set({ statusId: 2 })
      .where('email', '=', 'financeiro@empresa.example')
      .execute();
    try {
      now = new Date(now.getTime() + 1001);
      expect((await session(cookie)).statusCode).toBe(401);
    } finally {
      await h.db
        .updateTable('users')
        .set({ statusId: 1 })
        .where('email', '=', 'financeiro@empresa.example')
        .execute();
    }
  });
});
