import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { generate, generateSecret } from 'otplib';
import { accountMessages, apiMessages, mfaMessages, screenMessages, userMessages } from '@painel/domain';
import { DEMO_TOTP_SECRET } from '../../db/seed/demo';
import { mfaSecretContext, secretBox } from '../../lib/secret-box';
import { loadSecretKey } from '../../lib/secret-key';
import {
  DEMO_PASSWORD,
  authorizeRequest,
  createHarness,
  pkcePair,
  redirectUri,
  signIn,
  tokenRequest,
  type Harness,
} from '../../test/harness';
import { startLoginChallenge } from './mfa.service';
import { createAppContext, type AppContext } from '../../core/context';

let h: Harness;
let portal: FastifyInstance;
let backoffice: FastifyInstance;
// São Paulo is UTC-3: Monday 2026-11-23 10:00 local, inside every demo group's hours.
const START = new Date('2026-11-23T13:00:00Z');
let clock = START;
let ctx: AppContext;

beforeAll(async () => {
  h = await createHarness();
  portal = await h.app('portal', { now: () => clock });
  backoffice = await h.app('backoffice', { now: () => clock });
  ctx = createAppContext({ db: h.db, config: h.config, environment: 'portal', now: () => clock });
});
afterAll(() => h.close());
beforeEach(() => {
  // Each test starts two minutes after the last, so no TOTP step is ever reused across tests.
  clock = new Date(clock.getTime() + 120_000);
});

const later = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};
const epoch = () => Math.floor(clock.getTime() / 1000);
const totp = (secret: string, offsetSeconds = 0) => generate({ secret, epoch: epoch() + offsetSeconds });
/** A six-digit code no step of the ±1 window accepts. */
async function wrongTotp(secret: string) {
  const valid = new Set([await totp(secret, -30), await totp(secret), await totp(secret, 30)]);
  for (const candidate of ['000000', '111111', '222222', '333333'])
    if (!valid.has(candidate)) return candidate;
  throw new Error('unreachable');
}

async function userId(email: string) {
  return (await h.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow())
    .id;
}
async function userRow(email: string) {
  return h.db
    .selectFrom('users')
    .select(['id', 'statusId', 'mfaStatus', 'mfaType', 'mfaSecret', 'mobile', 'mfaFailures'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
}
const box = () => secretBox(loadSecretKey(h.config));

async function enableTotp(email: string, secret = generateSecret()) {
  const id = await userId(email);
  await h.db
    .updateTable('users')
    .set({
      statusId: 1,
      mfaStatus: 'ATIVO',
      mfaType: 'TOTP',
      mfaSecret: box().seal(secret, mfaSecretContext(id)),
      mfaFailures: 0,
      mfaTotpLastStep: null,
    })
    .where('id', '=', id)
    .execute();
  return secret;
}
async function enableSms(email: string, mobile: string) {
  await h.db
    .updateTable('users')
    .set({ statusId: 1, mfaStatus: 'ATIVO', mfaType: 'SMS', mfaSecret: null, mobile, mfaFailures: 0 })
    .where('email', '=', email)
    .execute();
}

async function lastSms(to: string) {
  const row = await h.db
    .selectFrom('outbox')
    .select(['body'])
    .where('channel', '=', 'sms')
    .where('recipient', '=', to)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const code = /\b(\d{6})\b/.exec(row?.body ?? '')?.[1];
  if (!code) throw new Error(`no SMS to ${to}`);
  return code;
}
async function smsCount(to: string) {
  const rows = await h.db
    .selectFrom('outbox')
    .select('id')
    .where('channel', '=', 'sms')
    .where('recipient', '=', to)
    .execute();
  return rows.length;
}

async function audit(email: string, action: string) {
  const rows = await h.db
    .selectFrom('auditEvents')
    .select(['outcome'])
    .where('email', '=', email)
    .where('action', '=', action)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.outcome);
}

async function challenge(email: string) {
  const pkce = pkcePair();
  const state = randomBytes(24).toString('base64url');
  const started = await startLoginChallenge(ctx, {
    userId: await userId(email),
    clientId: 'painel-portal',
    redirectUri: redirectUri(h.config),
    codeChallenge: pkce.challenge,
    state,
  });
  return { ...started, verifier: pkce.verifier, state };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const postCode = (token: string | undefined, code: unknown, app = portal) =>
  app.inject({
    method: 'POST',
    url: '/api/mfa/code',
    headers: token ? bearer(token) : {},
    payload: { code },
  });
const postSms = (headers: Record<string, string>, app = portal) =>
  app.inject({ method: 'POST', url: '/api/mfa/sms', headers });
/** The opaque access token inside a session cookie: what a sibling product holds as its bearer. */
const accessToken = (cookie: string) => /painel(?:_bo)?_sessao=([^;]+)/.exec(cookie)?.[1] ?? '';

const blockedBody = {
  code: 'MFA_BLOCKED',
  message: screenMessages.blockedBody,
  errors: [{ key: 'failure', errorMsg: screenMessages.blockedBody }],
};

describe('login challenge with TOTP', () => {
  const MFA = 'mfa@seguro.example';

  it('answers the MFA session object and, with the authenticator code, a code the token endpoint exchanges', async () => {
    const started = await challenge(MFA);
    expect(started.mfa).toEqual({
      type: 'TOTP',
      subject: mfaMessages.authenticatorSubject,
      maxRemainingTime: 30 - (epoch() % 30),
    });
    expect(started.token).toMatch(/^[\w-]{43}$/);

    const res = await postCode(started.token, await totp(DEMO_TOTP_SECRET));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<{ code: string; state: string }>();
    expect(body.state).toBe(started.state);
    const token = await tokenRequest(portal, h.config, { code: body.code, verifier: started.verifier });
    expect(token.statusCode).toBe(200);
    expect(token.cookies.some((c) => c.name === 'painel_sessao')).toBe(true);
    expect(await audit(MFA, 'MFA_CHALLENGE')).toContain('ISSUED');
    expect(await audit(MFA, 'MFA_VERIFY')).toContain('SUCCESS');
  });

  it('refuses a replayed challenge with 401, and the same authenticator code on a new challenge without counting a wrong try', async () => {
    const first = await challenge(MFA);
    const code = await totp(DEMO_TOTP_SECRET);
    expect((await postCode(first.token, code)).statusCode).toBe(200);
    const replay = await postCode(first.token, code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({
      code: 'MFA_CHALLENGE_EXPIRED',
      message: mfaMessages.challengeExpired,
    });

    const second = await challenge(MFA);
    // Typed again four times (more than the three tries): refused each time, never counted, never blocking.
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const reused = await postCode(second.token, code);
      expect(reused.statusCode).toBe(422);
      expect(reused.json()).toMatchObject({ code: 'MFA_CODE_REUSED', message: mfaMessages.codeReused });
      expect(reused.json().errors).toEqual([{ key: 'reused', errorMsg: mfaMessages.codeReused }]);
    }
    expect((await userRow(MFA)).mfaFailures).toBe(0);
    expect(await audit(MFA, 'MFA_VERIFY')).toContain('CODE_REUSED');
    // A wrong code is still a wrong try.
    const wrong = await postCode(second.token, code === '000000' ? '111111' : '000000');
    expect(wrong.json().errors).toEqual([{ key: 'attempts', errorMsg: mfaMessages.attemptsLeft(2) }]);
    // The next step's code still works, and clears the count.
    later(30);
    expect((await postCode(second.token, await totp(DEMO_TOTP_SECRET))).statusCode).toBe(200);
    expect((await userRow(MFA)).mfaFailures).toBe(0);
  });

  it('accepts the previous and the next 30-second step, not two steps away', async () => {
    const a = await challenge(MFA);
    expect((await postCode(a.token, await totp(DEMO_TOTP_SECRET, -30))).statusCode).toBe(200);
    later(90);
    const b = await challenge(MFA);
    expect((await postCode(b.token, await totp(DEMO_TOTP_SECRET, 30))).statusCode).toBe(200);
    later(120);
    const c = await challenge(MFA);
    expect((await postCode(c.token, await totp(DEMO_TOTP_SECRET, 60))).statusCode).toBe(422);
    expect((await postCode(c.token, await totp(DEMO_TOTP_SECRET))).statusCode).toBe(200);
  });

  it('lets a challenge live 10 minutes, and refuses a missing, unknown or expired token with 401', async () => {
    const started = await challenge(MFA);
    later(601);
    const expired = await postCode(started.token, await totp(DEMO_TOTP_SECRET));
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('MFA_CHALLENGE_EXPIRED');
    expect((await postCode(undefined, '123456')).statusCode).toBe(401);
    expect((await postCode('desconhecido', '123456')).statusCode).toBe(401);
  });

  it('validates the code: six digits, nothing else', async () => {
    const started = await challenge(MFA);
    for (const code of ['12345', '1234567', 'abcdef', 123456]) {
      const res = await postCode(started.token, code);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    const extra = await portal.inject({
      method: 'POST',
      url: '/api/mfa/code',
      headers: bearer(started.token),
      payload: { code: '123456', userId: 1 },
    });
    expect(extra.statusCode).toBe(400);
    expect((await postCode(started.token, '')).json().fields).toEqual([
      { path: 'body.code', message: mfaMessages.codeFormat },
    ]);
  });

  it('keeps the secret encrypted at rest, bound to its user', async () => {
    const row = await userRow(MFA);
    expect(row.mfaSecret).not.toBeNull();
    expect(row.mfaSecret).not.toContain(DEMO_TOTP_SECRET);
    expect(row.mfaSecret).toMatch(/^v1\./);
    expect(box().open(row.mfaSecret ?? '', mfaSecretContext(row.id))).toBe(DEMO_TOTP_SECRET);
    expect(() => box().open(row.mfaSecret ?? '', mfaSecretContext(row.id + 1))).toThrow();
  });
});

describe('three wrong codes', () => {
  const USER = 'financeiro@empresa.example';

  it('count down the attempts, then block the user, end their sessions and every open challenge', async () => {
    const secret = await enableTotp(USER);
    const cookie = await signIn(portal, h.config, USER, DEMO_PASSWORD);
    const other = await challenge(USER);
    const started = await challenge(USER);
    const wrong = await wrongTotp(secret);

    const first = await postCode(started.token, wrong);
    expect(first.statusCode).toBe(422);
    expect(first.json()).toEqual({
      code: 'MFA_CODE_INVALID',
      message: mfaMessages.attemptsLeft(2),
      errors: [{ key: 'attempts', errorMsg: 'Código inválido. Você ainda tem 2 tentativas.' }],
    });
    const second = await postCode(started.token, wrong);
    expect(second.json().errors).toEqual([
      { key: 'attempts', errorMsg: 'Código inválido. Você ainda tem 1 tentativa.' },
    ]);
    const third = await postCode(started.token, wrong);
    expect(third.statusCode).toBe(422);
    expect(third.json()).toEqual(blockedBody);
    expect(screenMessages.blockedBody).toContain('três tentativas');

    expect((await userRow(USER)).statusId).toBe(4);
    expect(await audit(USER, 'MFA_VERIFY')).toEqual(['INVALID_CODE', 'INVALID_CODE', 'BLOCKED']);
    // The challenge is dead even for the right code; so is the other one; so is the session.
    expect((await postCode(started.token, await totp(secret))).json()).toEqual(blockedBody);
    expect((await postCode(other.token, await totp(secret))).json()).toEqual(blockedBody);
    expect((await portal.inject({ url: '/api/oauth2/session', headers: { cookie } })).statusCode).toBe(401);
    const login = await authorizeRequest(portal, h.config, { email: USER, password: DEMO_PASSWORD });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ code: 'USER_BLOCKED', message: apiMessages.userBlocked });
  });

  it('count across challenges, so starting a new login does not buy more guesses', async () => {
    const USER2 = 'gerente@empresa.example';
    const secret = await enableTotp(USER2);
    const wrong = await wrongTotp(secret);
    const a = await challenge(USER2);
    expect((await postCode(a.token, wrong)).statusCode).toBe(422);
    expect((await postCode(a.token, wrong)).statusCode).toBe(422);
    const b = await challenge(USER2);
    expect((await postCode(b.token, wrong)).json()).toEqual(blockedBody);
    expect((await userRow(USER2)).statusId).toBe(4);
  });

  it('start again after a right code', async () => {
    const USER3 = 'gerente@empresa.example';
    const secret = await enableTotp(USER3);
    const wrong = await wrongTotp(secret);
    const a = await challenge(USER3);
    await postCode(a.token, wrong);
    await postCode(a.token, wrong);
    expect((await postCode(a.token, await totp(secret))).statusCode).toBe(200);
    const b = await challenge(USER3);
    expect((await postCode(b.token, wrong)).json().errors[0].key).toBe('attempts');
    expect((await postCode(b.token, wrong)).json().errors[0].key).toBe('attempts');
    expect((await userRow(USER3)).statusId).toBe(1);
  });

  it('cannot be outrun by guesses sent in parallel', async () => {
    const USER4 = 'gerente@empresa.example';
    const secret = await enableTotp(USER4);
    const started = await challenge(USER4);
    const right = new Set([await totp(secret, -30), await totp(secret), await totp(secret, 30)]);
    const guesses = ['000001', '000002', '000003', '000004', '000005', '000006', '000007']
      .filter((g) => !right.has(g))
      .slice(0, 6);
    const answers = await Promise.all(guesses.map((g) => postCode(started.token, g)));
    const keys = answers.map((r) => r.json<{ errors: { key: string }[] }>().errors[0]?.key).sort();
    expect(keys.filter((k) => k === 'attempts')).toHaveLength(2);
    expect(keys.filter((k) => k === 'failure')).toHaveLength(guesses.length - 2);
    expect(await audit('gerente@empresa.example', 'MFA_VERIFY')).toContain('BLOCKED');
  });
});

describe('login challenge with SMS', () => {
  const USER = 'trial@teste.example';
  const MOBILE = '11987654321';

  it('sends the code to the masked phone; the code works once', async () => {
    await enableSms(USER, MOBILE);
    const started = await challenge(USER);
    expect(started.mfa).toEqual({ type: 'SMS', subject: '(11) *****-4321', maxRemainingTime: 60 });
    const code = await lastSms(MOBILE);
    const ok = await postCode(started.token, code);
    expect(ok.statusCode).toBe(200);
    expect(
      (await tokenRequest(portal, h.config, { code: ok.json().code, verifier: started.verifier })).statusCode,
    ).toBe(200);
    expect((await postCode(started.token, code)).statusCode).toBe(401);
  });

  it('resends only after maxRemainingTime, and only the newest code counts', async () => {
    await enableSms(USER, MOBILE);
    const started = await challenge(USER);
    const firstCode = await lastSms(MOBILE);
    const sent = await smsCount(MOBILE);

    const early = await postSms(bearer(started.token));
    expect(early.statusCode).toBe(422);
    expect(early.json()).toEqual({
      code: 'MFA_RESEND_TOO_EARLY',
      message: mfaMessages.resendTooEarly(60),
      errors: [{ key: 'resend', errorMsg: mfaMessages.resendTooEarly(60) }],
      maxRemainingTime: 60,
    });
    later(45);
    expect((await postSms(bearer(started.token))).json().maxRemainingTime).toBe(15);
    expect(await smsCount(MOBILE)).toBe(sent);
    later(15);
    const resent = await postSms(bearer(started.token));
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ maxRemainingTime: 60, message: 'SMS enviado com sucesso!' });
    expect(await smsCount(MOBILE)).toBe(sent + 1);
    const secondCode = await lastSms(MOBILE);

    if (secondCode !== firstCode)
      expect((await postCode(started.token, firstCode)).json().errors[0].key).toBe('attempts');
    expect((await postCode(started.token, secondCode)).statusCode).toBe(200);
    expect(await audit(USER, 'MFA_SMS')).toContain('RESENT');
  });

  it('refuses a resend for an authenticator, after the block (failure) and with a dead token (401)', async () => {
    const totpChallenge = await challenge('mfa@seguro.example');
    const unavailable = await postSms(bearer(totpChallenge.token));
    expect(unavailable.statusCode).toBe(422);
    expect(unavailable.json()).toMatchObject({ code: 'MFA_RESEND_UNAVAILABLE', errors: [{ key: 'resend' }] });

    await enableSms(USER, MOBILE);
    const started = await challenge(USER);
    const code = await lastSms(MOBILE);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 3; i += 1) await postCode(started.token, wrong);
    later(60);
    expect((await postSms(bearer(started.token))).json()).toEqual(blockedBody);
    expect((await postSms(bearer('desconhecido'))).statusCode).toBe(401);
  });
});

describe('enrolment in Privacidade e segurança', () => {
  const enrol = (cookie: string, payload: Record<string, unknown>) =>
    portal.inject({ method: 'POST', url: '/api/mfa', headers: { cookie }, payload });
  const confirm = (cookie: string, code: string) =>
    portal.inject({ method: 'POST', url: '/api/mfa/confirmacao', headers: { cookie }, payload: { code } });

  it('TOTP: manual key, otpauth URL and QR code, kept encrypted until a code confirms it', async () => {
    const ADMIN = 'admin@empresa.example';
    const cookie = await signIn(portal, h.config, ADMIN, DEMO_PASSWORD);
    const res = await enrol(cookie, { type: 'TOTP', origin: 'PAINEL' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      type: string;
      subject: string;
      secret: string;
      otpauthUrl: string;
      qrCode: string;
    }>();
    expect(body.type).toBe('TOTP');
    expect(body.subject).toBe(mfaMessages.authenticatorSubject);
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.otpauthUrl).toBe(
      `otpauth://totp/Painel:admin%40empresa.example?secret=${body.secret}&issuer=Painel`,
    );
    expect(body.qrCode).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);

    const pending = await h.db
      .selectFrom('mfaEnrolments')
      .select('secret')
      .where('userId', '=', await userId(ADMIN))
      .executeTakeFirstOrThrow();
    expect(pending.secret).not.toContain(body.secret);
    expect((await userRow(ADMIN)).mfaStatus).toBe('INATIVO');

    const wrong = await confirm(cookie, await wrongTotp(body.secret));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual([{ key: 'attempts', errorMsg: mfaMessages.attemptsLeft(2) }]);
    const ok = await confirm(cookie, await totp(body.secret));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: mfaMessages.enrolled, mfa: { status: 'ATIVO', type: 'TOTP' } });

    const row = await userRow(ADMIN);
    expect(row).toMatchObject({ mfaStatus: 'ATIVO', mfaType: 'TOTP' });
    expect(row.mfaSecret).not.toContain(body.secret);
    expect(box().open(row.mfaSecret ?? '', mfaSecretContext(row.id))).toBe(body.secret);
    expect(await audit(ADMIN, 'MFA_ENROLMENT')).toEqual(['STARTED', 'INVALID_CODE', 'CONFIRMED']);
    // Confirmed means done: there is nothing left to confirm, and the new factor signs in.
    expect((await confirm(cookie, await totp(body.secret))).json().code).toBe('MFA_ENROLMENT_NOT_FOUND');
    later(30);
    const login = await challenge(ADMIN);
    expect((await postCode(login.token, await totp(body.secret))).statusCode).toBe(200);
  });

  it('SMS: needs a valid mobile, sends a code, resends after 60 s, and saves the phone on confirmation', async () => {
    const OPERATOR = 'operador@empresa.example';
    const cookie = await signIn(portal, h.config, OPERATOR, DEMO_PASSWORD);
    const missing = await enrol(cookie, { type: 'SMS', origin: 'PAINEL' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual([{ path: 'body.phone', message: 'Campo obrigatório.' }]);
    const landline = await enrol(cookie, { type: 'SMS', origin: 'PAINEL', phone: '1133334444' });
    expect(landline.json().fields).toEqual([{ path: 'body.phone', message: accountMessages.mobileInvalid }]);

    const started = await enrol(cookie, { type: 'SMS', origin: 'PAINEL', phone: '(21) 98888-7777' });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toEqual({ type: 'SMS', subject: '(21) *****-7777', maxRemainingTime: 60 });
    const first = await lastSms('21988887777');

    expect((await enrol(cookie, { type: 'SMS', origin: 'PAINEL', phone: '21988887777' })).json().code).toBe(
      'MFA_RESEND_TOO_EARLY',
    );
    expect((await postSms({ cookie })).json()).toMatchObject({
      code: 'MFA_RESEND_TOO_EARLY',
      maxRemainingTime: 60,
    });
    later(60);
    expect((await postSms({ cookie })).json()).toEqual({ maxRemainingTime: 60, message: mfaMessages.resent });
    const second = await lastSms('21988887777');
    if (first !== second) expect((await confirm(cookie, first)).statusCode).toBe(422);

    const ok = await confirm(cookie, second);
    expect(ok.json()).toEqual({ message: mfaMessages.enrolled, mfa: { status: 'ATIVO', type: 'SMS' } });
    expect(await userRow(OPERATOR)).toMatchObject({
      mfaStatus: 'ATIVO',
      mfaType: 'SMS',
      mfaSecret: null,
      mobile: '21988887777',
    });
  });

  it('SMS: three wrong codes discard the enrolment without blocking anyone', async () => {
    const USER = 'gerente@empresa.example';
    await h.db
      .updateTable('users')
      .set({ statusId: 1, mfaStatus: 'INATIVO', mfaType: null, mfaSecret: null })
      .where('email', '=', USER)
      .execute();
    const cookie = await signIn(portal, h.config, USER, DEMO_PASSWORD);
    expect((await enrol(cookie, { type: 'SMS', origin: 'PAINEL', phone: '31977776666' })).statusCode).toBe(
      200,
    );
    const code = await lastSms('31977776666');
    const wrong = code === '000000' ? '000001' : '000000';
    expect((await confirm(cookie, wrong)).json().errors[0].key).toBe('attempts');
    expect((await confirm(cookie, wrong)).json().errors[0].key).toBe('attempts');
    const third = await confirm(cookie, wrong);
    expect(third.statusCode).toBe(422);
    expect(third.json()).toEqual({
      code: 'MFA_ENROLMENT_FAILED',
      message: mfaMessages.enrolmentRestart,
      errors: [{ key: 'restart', errorMsg: mfaMessages.enrolmentRestart }],
    });
    expect((await confirm(cookie, code)).json().code).toBe('MFA_ENROLMENT_NOT_FOUND');
    expect(await userRow(USER)).toMatchObject({ statusId: 1, mfaStatus: 'INATIVO' });
  });

  it('refuses without a session, with only a bearer token, from another site, and with unknown fields', async () => {
    const cookie = await signIn(portal, h.config, 'admin@empresa.example', DEMO_PASSWORD);
    expect(
      (await portal.inject({ method: 'POST', url: '/api/mfa', payload: { type: 'TOTP', origin: 'PAINEL' } }))
        .statusCode,
    ).toBe(401);
    const bearerOnly = await portal.inject({
      method: 'POST',
      url: '/api/mfa',
      headers: bearer(accessToken(cookie)),
      payload: { type: 'TOTP', origin: 'PAINEL' },
    });
    expect(bearerOnly.statusCode).toBe(401);
    const crossSite = await portal.inject({
      method: 'POST',
      url: '/api/mfa',
      headers: { cookie, origin: 'https://atacante.example' },
      payload: { type: 'TOTP', origin: 'PAINEL' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().code).toBe('CROSS_SITE_REQUEST');
    expect((await enrol(cookie, { type: 'TOTP', origin: 'PAINEL', mfaStatus: 'ATIVO' })).statusCode).toBe(
      400,
    );
    expect((await enrol(cookie, { type: 'EMAIL', origin: 'PAINEL' })).statusCode).toBe(400);
    expect((await confirm(cookie, '123456')).json().code).toBe('MFA_ENROLMENT_NOT_FOUND');
  });
});

describe('external variants (bearer access token)', () => {
  // Blocked for non-payment, this user keeps only the payments grant and may not enrol:
  // these tests are about the external variants, so the company has paid.
  beforeAll(async () => {
    await h.db
      .updateTable('companies')
      .set({ blockedForNonPayment: false })
      .where('name', 'like', 'Inadimplente%')
      .execute();
  });

  it('enrol TOTP and confirm through /mfa/external/*', async () => {
    const USER = 'bloqueado@inadimplente.example';
    const token = accessToken(await signIn(portal, h.config, USER, DEMO_PASSWORD));
    const started = await portal.inject({
      method: 'POST',
      url: '/api/mfa/external/mfa',
      headers: bearer(token),
      payload: { type: 'TOTP', origin: 'LOCALIZE' },
    });
    expect(started.statusCode).toBe(200);
    const { secret } = started.json<{ secret: string }>();
    const ok = await portal.inject({
      method: 'POST',
      url: '/api/mfa/external/code',
      headers: bearer(token),
      payload: { code: await totp(secret) },
    });
    expect(ok.json()).toEqual({ message: mfaMessages.enrolled, mfa: { status: 'ATIVO', type: 'TOTP' } });
    expect((await userRow(USER)).mfaStatus).toBe('ATIVO');
  });

  it('enrol SMS and resend through /mfa/external/sms; no token, no entry', async () => {
    const USER = 'bloqueado@inadimplente.example';
    const token = accessToken(await signIn(portal, h.config, USER, DEMO_PASSWORD));
    // The factor enrolled above is active: a product's token cannot prove its person again, so it may not replace it.
    const replacing = await portal.inject({
      method: 'POST',
      url: '/api/mfa/external/mfa',
      headers: bearer(token),
      payload: { type: 'TOTP', origin: 'LOCALIZE' },
    });
    expect(replacing.statusCode).toBe(403);
    expect(replacing.json().code).toBe('MFA_REAUTHENTICATION_REQUIRED');
    await h.db
      .updateTable('users')
      .set({ mfaStatus: 'SUSPENSO', mfaType: null, mfaSecret: null })
      .where('email', '=', USER)
      .execute();
    const started = await portal.inject({
      method: 'POST',
      url: '/api/mfa/external/mfa',
      headers: bearer(token),
      payload: { type: 'SMS', origin: 'PAINEL', phone: '41996665555' },
    });
    expect(started.json()).toEqual({ type: 'SMS', subject: '(41) *****-5555', maxRemainingTime: 60 });
    expect(
      (await portal.inject({ method: 'POST', url: '/api/mfa/external/sms', headers: bearer(token) })).json()
        .code,
    ).toBe('MFA_RESEND_TOO_EARLY');
    later(60);
    const resent = await portal.inject({
      method: 'POST',
      url: '/api/mfa/external/sms',
      headers: bearer(token),
    });
    expect(resent.json()).toEqual({ maxRemainingTime: 60, message: mfaMessages.resent });
    const ok = await portal.inject({
      method: 'POST',
      url: '/api/mfa/external/code',
      headers: bearer(token),
      payload: { code: await lastSms('41996665555') },
    });
    expect(ok.json().mfa).toEqual({ status: 'ATIVO', type: 'SMS' });
    for (const url of ['/api/mfa/external/mfa', '/api/mfa/external/sms', '/api/mfa/external/code']) {
      const res = await portal.inject({
        method: 'POST',
        url,
        payload: url.endsWith('mfa')
          ? { type: 'TOTP' }
          : url.endsWith('code')
            ? { code: '123456' }
            : undefined,
      });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('PUT /api/mfa/users/{id}/reset', () => {
  const reset = (cookie: string, id?: number, app = portal) =>
    app.inject({
      method: 'PUT',
      url: id === undefined ? '/api/mfa/users/reset' : `/api/mfa/users/${id}/reset`,
      headers: { cookie },
    });

  it('lets a user reset their own MFA after a fresh proof: Suspenso until they enrol again, type and secret cleared, audited as the users module does', async () => {
    const USER = 'operador@empresa.example';
    const secret = await enableTotp(USER);
    const cookie = await signIn(portal, h.config, USER, DEMO_PASSWORD);
    const proof = await reauthenticate(cookie, DEMO_PASSWORD);
    expect((await postCode(proof.json<{ token: string }>().token, await totp(secret))).json()).toEqual({
      message: mfaMessages.reauthenticated,
    });
    const res = await reset(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: mfaMessages.ownResetDone });
    expect(await userRow(USER)).toMatchObject({ mfaStatus: 'SUSPENSO', mfaType: null, mfaSecret: null });
    expect(await audit(USER, 'USER_MFA_RESET')).toEqual(['SUCCESS']);
  });

  it('lets an administrator reset a colleague, and ends the colleague’s open challenges', async () => {
    const TARGET = 'gerente@empresa.example';
    const secret = await enableTotp(TARGET);
    const open = await challenge(TARGET);
    const cookie = await signIn(portal, h.config, 'admin@empresa.example', DEMO_PASSWORD);
    const res = await reset(cookie, await userId(TARGET));
    expect(res.statusCode).toBe(200);
    expect(await userRow(TARGET)).toMatchObject({ mfaStatus: 'SUSPENSO', mfaType: null, mfaSecret: null });
    expect((await postCode(open.token, await totp(secret))).statusCode).toBe(401);
    const row = await h.db
      .selectFrom('auditEvents')
      .select(['userId', 'targetUserId', 'detail'])
      .where('action', '=', 'USER_MFA_RESET')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.userId).toBe(await userId('admin@empresa.example'));
    // An admin change: whom it was done to, and the status before and after.
    expect(row.targetUserId).toBe(await userId(TARGET));
    expect(row.detail).toMatchObject({ before: { mfaStatus: 'ATIVO' }, after: { mfaStatus: 'SUSPENSO' } });
  });

  it('answers another company’s user exactly like an unknown id (404)', async () => {
    const cookie = await signIn(portal, h.config, 'admin@empresa.example', DEMO_PASSWORD);
    const other = await reset(cookie, await userId('mfa@seguro.example'));
    const unknown = await reset(cookie, 999_999);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'NOT_FOUND', message: apiMessages.notFound });
    expect(unknown.json()).toEqual(other.json());
    expect((await userRow('mfa@seguro.example')).mfaStatus).toBe('ATIVO');
  });

  it('refuses an operator acting on a colleague (403), an MFA neither Ativo nor Suspenso (409), no session (401), a bad id (400)', async () => {
    const admin = 'admin@empresa.example';
    await enableTotp(admin);
    const cookie = await signIn(portal, h.config, 'operador@empresa.example', DEMO_PASSWORD);
    const forbidden = await reset(cookie, await userId(admin));
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('FORBIDDEN');
    expect((await userRow(admin)).mfaStatus).toBe('ATIVO');

    await h.db
      .updateTable('users')
      .set({ mfaStatus: 'INATIVO', mfaType: null, mfaSecret: null })
      .where('email', '=', 'financeiro@empresa.example')
      .execute();
    const adminCookie = await signIn(portal, h.config, admin, DEMO_PASSWORD);
    const inactive = await reset(adminCookie, await userId('financeiro@empresa.example'));
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json()).toMatchObject({
      code: 'MFA_NOT_RESETTABLE',
      message: userMessages.mfaNotResettable,
    });
    // A user already reset (Pendente would be too) is not reset twice; Suspenso is.
    const pending = await userId('financeiro@empresa.example');
    await h.db.updateTable('users').set({ mfaStatus: 'PENDENTE' }).where('id', '=', pending).execute();
    expect((await reset(adminCookie, pending)).statusCode).toBe(409);
    await h.db.updateTable('users').set({ mfaStatus: 'SUSPENSO' }).where('id', '=', pending).execute();
    expect((await reset(adminCookie, pending)).statusCode).toBe(200);

    expect((await portal.inject({ method: 'PUT', url: '/api/mfa/users/reset' })).statusCode).toBe(401);
    expect((await reset(adminCookie, -1)).statusCode).toBe(400);
  });

  it('lets back-office staff with the reset permission reset a customer’s MFA', async () => {
    const cookie = await signIn(backoffice, h.config, 'suporte@painel.example', DEMO_PASSWORD, 'backoffice');
    const target = await userId('mfa@seguro.example');
    const res = await reset(cookie, target, backoffice);
    expect(res.statusCode).toBe(200);
    expect(await userRow('mfa@seguro.example')).toMatchObject({
      mfaStatus: 'SUSPENSO',
      mfaType: null,
      mfaSecret: null,
    });
    // Without the permission, staff are refused.
    const staffProfile = (
      await h.db
        .selectFrom('users')
        .select('profileId')
        .where('email', '=', 'suporte@painel.example')
        .executeTakeFirstOrThrow()
    ).profileId;
    await h.db
      .deleteFrom('profilePermissions')
      .where('profileId', '=', staffProfile)
      .where('permission', '=', 'BACKOFFICE:CLIENTES:USUARIOS:MFA:RESETAR')
      .execute();
    await enableTotp('admin@empresa.example');
    // A fresh session: the API remembers a verified caller for half a second (principal-cache.ts).
    const withoutPermission = await signIn(
      backoffice,
      h.config,
      'suporte@painel.example',
      DEMO_PASSWORD,
      'backoffice',
    );
    expect(
      (await reset(withoutPermission, await userId('admin@empresa.example'), backoffice)).statusCode,
    ).toBe(403);
  });
});

const reauthenticate = (cookie: string, password: string) =>
  portal.inject({
    method: 'POST',
    url: '/api/mfa/reautenticacao',
    headers: { cookie },
    payload: { password },
  });
const sessionLives = async (cookie: string) =>
  (await portal.inject({ method: 'GET', url: '/api/oauth2/session', headers: { cookie } })).statusCode ===
  200;
/** Another live portal session of the person (a login replaces the previous one, so it is written directly). */
async function otherSession(email: string) {
  const token = randomBytes(32).toString('base64url');
  const later24h = new Date(clock.getTime() + 3_600_000);
  const row = await h.db
    .insertInto('sessions')
    .values({
      userId: await userId(email),
      clientId: 'painel-portal',
      accessTokenHash: createHash('sha256').update(token).digest('hex'),
      lastRenewedAt: clock,
      expiresAt: later24h,
      absoluteExpiresAt: later24h,
      device: null,
      ip: null,
      userAgent: null,
      finalAccessAt: null,
      familyId: null,
      previousAccessTokenHash: null,
      previousValidUntil: null,
      revokedAt: null,
      revokedReason: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, cookie: `painel_sessao=${token}` };
}
async function revokedReason(sessionId: string) {
  return (
    await h.db
      .selectFrom('sessions')
      .select('revokedReason')
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow()
  ).revokedReason;
}
async function lastMail(to: string) {
  return h.db
    .selectFrom('outbox')
    .select(['subject', 'body'])
    .where('channel', '=', 'email')
    .where('recipient', '=', to)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

describe("replacing or resetting one's own factor needs a fresh proof", () => {
  const enrol = (cookie: string, payload: Record<string, unknown>) =>
    portal.inject({ method: 'POST', url: '/api/mfa', headers: { cookie }, payload });
  const confirm = (cookie: string, code: string) =>
    portal.inject({ method: 'POST', url: '/api/mfa/confirmacao', headers: { cookie }, payload: { code } });
  const reset = (cookie: string) =>
    portal.inject({ method: 'PUT', url: '/api/mfa/users/reset', headers: { cookie } });

  it('refuses a stolen session alone: no reset, no new factor, the active one stays', async () => {
    const USER = 'financeiro@empresa.example';
    const secret = await enableTotp(USER);
    const stolen = await signIn(portal, h.config, USER, DEMO_PASSWORD);
    const own = await reset(stolen);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({
      code: 'MFA_REAUTHENTICATION_REQUIRED',
      message: mfaMessages.reauthenticationRequired,
    });
    const byId = await portal.inject({
      method: 'PUT',
      url: `/api/mfa/users/${await userId(USER)}/reset`,
      headers: { cookie: stolen },
    });
    expect(byId.json().code).toBe('MFA_REAUTHENTICATION_REQUIRED');
    const started = await enrol(stolen, { type: 'TOTP', origin: 'PAINEL' });
    expect(started.statusCode).toBe(403);
    expect(started.json().code).toBe('MFA_REAUTHENTICATION_REQUIRED');
    expect((await confirm(stolen, await totp(secret))).json().code).toBe('MFA_ENROLMENT_NOT_FOUND');
    const row = await userRow(USER);
    expect(row).toMatchObject({ mfaStatus: 'ATIVO', mfaType: 'TOTP' });
    expect(box().open(row.mfaSecret ?? '', mfaSecretContext(row.id))).toBe(secret);
    expect(await audit(USER, 'USER_MFA_RESET')).toEqual([
      'REAUTHENTICATION_REQUIRED',
      'REAUTHENTICATION_REQUIRED',
    ]);
    expect(await audit(USER, 'MFA_ENROLMENT')).toEqual(['REAUTHENTICATION_REQUIRED']);
  });

  it('counts a wrong current password with the login lockout', async () => {
    const USER = 'analista@empresa.example';
    await enableTotp(USER);
    const cookie = await signIn(portal, h.config, USER, DEMO_PASSWORD);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await reauthenticate(cookie, 'Errada#2026');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().code).toBe('CURRENT_PASSWORD_INVALID');
    }
    // The account is locked now, for this proof and for a login alike.
    expect((await reauthenticate(cookie, DEMO_PASSWORD)).json().code).toBe('ACCOUNT_LOCKED');
    expect(await audit(USER, 'MFA_REAUTHENTICATION')).toEqual(Array(5).fill('WRONG_CURRENT_PASSWORD'));
    await h.db.deleteFrom('loginThrottles').execute();
  });

  it('replaces a TOTP factor with password and current code; the other sessions end; the person is mailed', async () => {
    const USER = 'gerente@empresa.example';
    const secret = await enableTotp(USER);
    const here = await signIn(portal, h.config, USER, DEMO_PASSWORD);
    const elsewhere = await otherSession(USER);
    const proof = await reauthenticate(here, DEMO_PASSWORD);
    expect(proof.statusCode).toBe(200);
    const { mfa, token } = proof.json<{ mfa: { type: string; subject: string }; token: string }>();
    expect(mfa).toMatchObject({ type: 'TOTP', subject: mfaMessages.authenticatorSubject });
    // A wrong current code counts like at login.
    expect((await postCode(token, await wrongTotp(secret))).json().errors).toEqual([
      { key: 'attempts', errorMsg: mfaMessages.attemptsLeft(2) },
    ]);
    expect((await postCode(token, await totp(secret))).json()).toEqual({
      message: mfaMessages.reauthenticated,
    });
    // The proof belongs to the session that gave it.
    expect((await enrol(elsewhere.cookie, { type: 'TOTP', origin: 'PAINEL' })).json().code).toBe(
      'MFA_REAUTHENTICATION_REQUIRED',
    );
    const started = await enrol(here, { type: 'TOTP', origin: 'PAINEL' });
    expect(started.statusCode).toBe(200);
    const fresh = started.json<{ secret: string }>().secret;
    later(30);
    const ok = await confirm(here, await totp(fresh));
    expect(ok.json()).toEqual({ message: mfaMessages.enrolled, mfa: { status: 'ATIVO', type: 'TOTP' } });
    expect(await sessionLives(here)).toBe(true);
    expect(await sessionLives(elsewhere.cookie)).toBe(false);
    expect(await revokedReason(elsewhere.id)).toBe('MFA_CHANGED');
    const row = await userRow(USER);
    expect(box().open(row.mfaSecret ?? '', mfaSecretContext(row.id))).toBe(fresh);
    const mail = await lastMail(USER);
    expect(mail?.subject).toBe('Novo segundo fator cadastrado');
    expect(mail?.body).toContain('As suas outras sessões foram encerradas.');
    expect(mail?.body).toContain('Se não foi você');
  });

  it('resets an SMS factor with password and the SMS code; the proof lasts 10 minutes', async () => {
    const USER = 'admin@pontual.example';
    await enableSms(USER, '11955554444');
    const here = await signIn(portal, h.config, USER, DEMO_PASSWORD);
    const elsewhere = await otherSession(USER);
    const proof = await reauthenticate(here, DEMO_PASSWORD);
    expect(proof.json<{ mfa: { type: string; subject: string } }>().mfa).toMatchObject({
      type: 'SMS',
      subject: '(11) *****-4444',
    });
    expect(
      (await postCode(proof.json<{ token: string }>().token, await lastSms('11955554444'))).statusCode,
    ).toBe(200);
    later(601);
    expect((await reset(here)).json().code).toBe('MFA_REAUTHENTICATION_REQUIRED');
    const again = await reauthenticate(here, DEMO_PASSWORD);
    expect(
      (await postCode(again.json<{ token: string }>().token, await lastSms('11955554444'))).statusCode,
    ).toBe(200);
    const done = await reset(here);
    expect(done.json()).toEqual({ message: mfaMessages.ownResetDone });
    expect(await userRow(USER)).toMatchObject({ mfaStatus: 'SUSPENSO', mfaType: null });
    expect(await sessionLives(here)).toBe(true);
    expect(await revokedReason(elsewhere.id)).toBe('MFA_CHANGED');
    expect((await lastMail(USER))?.subject).toBe('Sua autenticação por dois fatores foi reiniciada');
    // With no active factor the password is the whole proof, and enrolling again needs none.
    expect((await reauthenticate(here, DEMO_PASSWORD)).json()).toEqual({
      verified: true,
      message: mfaMessages.reauthenticated,
    });
    expect((await enrol(here, { type: 'SMS', origin: 'PAINEL', phone: '11955554444' })).statusCode).toBe(200);
  });
});

describe('an MFA secret sealed under another SECRET_KEY', () => {
  it('answers MFA_SECRET_UNREADABLE (503, whom to ask) instead of 500, and counts no wrong attempt', async () => {
    const email = 'mfa@seguro.example';
    const id = await userId(email);
    const secret = generateSecret();
    await enableTotp(email, secret);
    // What a process started with a changed SECRET_KEY finds: a secret it cannot open.
    await h.db
      .updateTable('users')
      .set({ mfaSecret: secretBox(randomBytes(32)).seal(secret, mfaSecretContext(id)) })
      .where('id', '=', id)
      .execute();
    const started = await challenge(email);
    const res = await postCode(started.token, await totp(secret));
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 'MFA_SECRET_UNREADABLE', message: mfaMessages.secretUnreadable });
    expect((await userRow(email)).mfaFailures).toBe(0);
    await enableTotp(email, DEMO_TOTP_SECRET);
  });
});
