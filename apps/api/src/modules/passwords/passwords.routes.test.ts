import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import {
  encodeBase64Text,
  encodeOwnPasswordChange,
  setPasswordAuthorization,
  type Environment,
} from '@painel/contracts';
import {
  BASE_PROFILE_IDS,
  USER_STATUS_IDS,
  apiMessages,
  ownPasswordMessages,
  passwordMailMessages,
  passwordMessages,
} from '@painel/domain';
import { buildApp } from '../../app';
import type { Config } from '../../config';
import { createAppContext } from '../../core/context';
import { hashPassword } from '../../lib/passwords';
import { DEMO_PASSWORD, authorizeRequest, createHarness, signIn, type Harness } from '../../test/harness';
import { startTestSmtp } from '../../test/smtp';
import { RESET_LINK_TTL_MS, RESET_RESEND_COOLDOWN_MS, sendRegisterInvitation } from './passwords.service';

let h: Harness;
let portal: FastifyInstance;
let backoffice: FastifyInstance;
// Only ever moves forward: links and cool-downs are stamped with it.
let clock = new Date();
const now = () => clock;
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

beforeAll(async () => {
  h = await createHarness();
  portal = await h.app('portal', { now });
  backoffice = await h.app('backoffice', { now });
});
afterAll(() => h.close());

const ADMIN = { email: 'admin@empresa.example', cpf: '11144477735' };
const CNPJ = '11444777000161';
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

function recover(app: FastifyInstance, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/users/password', payload: body, headers });
}

function setPassword(
  app: FastifyInstance,
  purpose: 'reset' | 'register',
  input: { password: string; passwordCheck?: string; hash: string },
) {
  return app.inject({
    method: 'PUT',
    url: purpose === 'reset' ? '/api/users/password' : '/api/users/password/cadastro',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: setPasswordAuthorization({
        password: input.password,
        passwordCheck: input.passwordCheck ?? input.password,
        hash: input.hash,
      }),
    },
    payload: '',
  });
}

function mailsTo(email: string) {
  return h.db.selectFrom('outbox').selectAll().where('recipient', '=', email).orderBy('id').execute();
}

/** Waits for the n-th e-mail to `email` (sent after the response) and returns the token of its link. */
async function linkFor(email: string, n = 1, path = '/alteracao-de-senha', origin = 'http://localhost:3000') {
  const mail = await vi.waitFor(
    async () => {
      const rows = await mailsTo(email);
      expect(rows.length).toBeGreaterThanOrEqual(n);
      return rows[n - 1];
    },
    { timeout: 30_000, interval: 10 },
  );
  const match = new RegExp(`${origin}${path}\\?hash=([A-Za-z0-9_-]{43})`).exec(mail?.body ?? '');
  if (!match?.[1]) throw new Error(`no link in ${mail?.body}`);
  return { token: match[1], mail };
}

/** A separate app whose close() waits for the e-mails still being sent: then absence can be asserted. */
async function withApp<T>(
  config: Partial<Config>,
  environment: Environment,
  run: (app: FastifyInstance) => Promise<T>,
): Promise<T> {
  const app = await buildApp({
    config: { ...h.config, ...config },
    db: h.db,
    environment,
    logger: false,
    now,
  });
  try {
    return await run(app);
  } finally {
    await app.close();
  }
}

async function sessionStatus(cookie: string, app = portal) {
  return (await app.inject({ url: '/api/oauth2/session', headers: { cookie } })).statusCode;
}

async function audits(email: string, action: string) {
  const rows = await h.db
    .selectFrom('auditEvents')
    .select(['outcome', 'detail', 'device'])
    .where('email', '=', email)
    .where('action', '=', action)
    .orderBy('id')
    .execute();
  return rows;
}

describe('POST /api/users/password (Solicitação de troca de senha)', () => {
  it('answers the same whether the account exists, the document matches or not, and e-mails only a match', async () => {
    const cases = await withApp({}, 'portal', async (app) => [
      await recover(
        app,
        { document: CNPJ, email: ADMIN.email, recaptcha: 'x' },
        { 'x-device-info': '{"browser":"Chromium"}' },
      ),
      await recover(app, { document: '39053344705', email: 'gerente@empresa.example' }),
      await recover(app, { document: '39053344705', email: 'operador@empresa.example' }),
      await recover(app, { document: CNPJ, email: 'ninguem@empresa.example' }),
      await recover(app, { document: '52998224725', email: 'suporte@painel.example' }),
    ]);
    for (const res of cases) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: passwordMailMessages.recoveryRequested });
      expect(res.headers['content-type']).toBe(cases[0]?.headers['content-type']);
    }
    // The app is closed, so every e-mail it was going to send is in the outbox by now.
    expect(await mailsTo(ADMIN.email)).toHaveLength(1);
    expect(await mailsTo('gerente@empresa.example')).toHaveLength(1);
    expect(await mailsTo('operador@empresa.example')).toHaveLength(0);
    expect(await mailsTo('ninguem@empresa.example')).toHaveLength(0);
    // Staff recover in the back office, not in the portal.
    expect(await mailsTo('suporte@painel.example')).toHaveLength(0);

    const [adminAudit] = await audits(ADMIN.email, 'PASSWORD_RESET_REQUEST');
    expect(adminAudit).toMatchObject({ outcome: 'LINK_REQUESTED', device: { browser: 'Chromium' } });
    expect((await audits('operador@empresa.example', 'PASSWORD_RESET_REQUEST'))[0]).toMatchObject({
      outcome: 'NO_MATCH',
      detail: { reason: 'DOCUMENT_MISMATCH' },
    });
    expect((await audits('ninguem@empresa.example', 'PASSWORD_RESET_REQUEST'))[0]).toMatchObject({
      outcome: 'NO_MATCH',
      detail: { reason: 'UNKNOWN_EMAIL' },
    });
  });

  it('e-mails a single-use link, valid one hour, stored only as a digest', async () => {
    const { token, mail } = await linkFor(ADMIN.email);
    expect(mail).toMatchObject({ channel: 'email', subject: passwordMailMessages.resetSubject });
    expect(mail?.body).toContain('Olá, Ana!');
    const rows = await h.db.selectFrom('passwordTokens').selectAll().execute();
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    const row = rows.find((r) => r.tokenHash === sha256(token));
    expect(row).toMatchObject({ purpose: 'reset', usedAt: null, revokedAt: null });
    expect(new Date(row?.expiresAt ?? 0).getTime() - new Date(row?.createdAt ?? 0).getTime()).toBe(
      RESET_LINK_TTL_MS,
    );
  });

  it('validates the fields with the messages of PF 5', async () => {
    const res = await recover(portal, { document: '123', email: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: expect.arrayContaining([
        { path: 'body.document', message: passwordMessages.recoveryDocumentInvalid },
        { path: 'body.email', message: 'E-mail inválido.' },
      ]),
    });
    expect((await recover(portal, { document: CNPJ, email: ADMIN.email, admin: true })).statusCode).toBe(400);
    const device = await recover(
      portal,
      { document: CNPJ, email: ADMIN.email },
      { 'x-device-info': '{quebrado' },
    );
    expect(device.statusCode).toBe(400);
  });

  it('recovers staff in the back office by CPF only, with a back office link', async () => {
    const cnpj = await recover(backoffice, { document: '11222333000181', email: 'suporte@painel.example' });
    expect(cnpj.statusCode).toBe(400);
    const res = await recover(backoffice, { document: '529.982.247-25', email: 'suporte@painel.example' });
    expect(res.statusCode).toBe(200);
    const { token } = await linkFor(
      'suporte@painel.example',
      1,
      '/alteracao-de-senha',
      'http://localhost:3001',
    );
    const done = await setPassword(backoffice, 'reset', { password: 'Lua#Cheia2026', hash: token });
    expect(done.statusCode).toBe(200);
  });

  it('sends no second e-mail within a minute, and a new link replaces the old one after it', async () => {
    const email = 'financeiro@empresa.example';
    const body = { document: '98765432100', email };
    await withApp({}, 'portal', async (app) => {
      await recover(app, body);
      await recover(app, body);
    });
    expect(await mailsTo(email)).toHaveLength(1);
    const first = await linkFor(email, 1);
    advance(RESET_RESEND_COOLDOWN_MS + 1000);
    await recover(portal, body);
    const second = await linkFor(email, 2);
    expect(second.token).not.toBe(first.token);
    const old = await setPassword(portal, 'reset', { password: 'Nuvem#Clara2026', hash: first.token });
    expect(old.json()).toEqual({ code: 'PASSWORD_LINK_INVALID', message: apiMessages.passwordLinkInvalid });
    expect(
      (await setPassword(portal, 'reset', { password: 'Nuvem#Clara2026', hash: second.token })).statusCode,
    ).toBe(200);
  });

  it('is rate limited per address', async () => {
    await withApp({ loginRateLimitPerMinute: 2 }, 'portal', async (app) => {
      const body = { document: CNPJ, email: 'ninguem@empresa.example' };
      // An address of its own: the limits count in the database, shared with this file's other calls.
      const send = () =>
        app.inject({
          method: 'POST',
          url: '/api/users/password',
          payload: body,
          remoteAddress: '203.0.113.9',
        });
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(200);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.json().code).toBe('RATE_LIMITED');
    });
  });

  it('requires a solved captcha when captcha is on', async () => {
    const config = {
      captcha: 'altcha' as const,
      altchaMaxNumber: 1000,
      secretKey: Buffer.alloc(32, 5).toString('base64'),
    };
    await withApp(config, 'portal', async (app) => {
      const body = { document: CNPJ, email: 'ninguem@empresa.example' };
      const missing = await recover(app, body);
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ code: 'CAPTCHA_INVALID', message: apiMessages.captchaInvalid });
      const challenge = (await app.inject({ url: '/api/captcha/desafio' })).json<Challenge>();
      const solution = await solveChallenge({ challenge, deriveKey });
      const recaptcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
      expect((await recover(app, { ...body, recaptcha })).statusCode).toBe(200);
      expect((await recover(app, { ...body, recaptcha })).json().code).toBe('CAPTCHA_INVALID');
    });
  });

  it('delivers the link over SMTP when SMTP_URL is set', async () => {
    const smtp = await startTestSmtp();
    try {
      advance(RESET_RESEND_COOLDOWN_MS + 1000);
      await withApp({ smtpUrl: smtp.url }, 'portal', async (app) => {
        expect(
          (await recover(app, { document: '39053344705', email: 'gerente@empresa.example' })).statusCode,
        ).toBe(200);
      });
      const mail = await smtp.next((m) => m.to.includes('gerente@empresa.example'));
      expect(mail.subject).toBe(passwordMailMessages.resetSubject);
      expect(mail.text).toMatch(/http:\/\/localhost:3000\/alteracao-de-senha\?hash=[A-Za-z0-9_-]{43}/);
      expect(mail.html).toContain('href="http://localhost:3000/alteracao-de-senha?hash=');
    } finally {
      await smtp.close();
    }
  });
});

describe('PUT /api/users/password (Alteração de senha)', () => {
  it('refuses what breaks the rules, each with its code, and keeps the link for a good password', async () => {
    advance(RESET_RESEND_COOLDOWN_MS + 1000);
    await recover(portal, { document: ADMIN.cpf, email: ADMIN.email });
    const { token } = await linkFor(ADMIN.email, 2);
    const expectCode = async (
      input: { password: string; passwordCheck?: string },
      code: string,
      message?: string,
    ) => {
      const res = await setPassword(portal, 'reset', { ...input, hash: token });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(code);
      if (message) expect(res.json().message).toBe(message);
      return res;
    };
    await expectCode({ password: 'Curta#1' }, 'PASSWORD_POLICY', passwordMessages.policyFailed);
    await expectCode({ password: 'Abc#12345' }, 'PASSWORD_POLICY');
    await expectCode({ password: 'Empresa#Forte99' }, 'PASSWORD_POLICY'); // the company's name
    await expectCode(
      { password: 'Lua#Nova2026', passwordCheck: 'Lua#Nova2027' },
      'PASSWORD_MISMATCH',
      passwordMessages.doNotMatch,
    );
    await expectCode({ password: 'P@ssw0rd' }, 'PASSWORD_TOO_COMMON', apiMessages.passwordTooCommon);
    await expectCode({ password: 'pA$$W0RD' }, 'PASSWORD_TOO_COMMON');
    await expectCode({ password: DEMO_PASSWORD }, 'PASSWORD_REUSED', apiMessages.passwordReused);
    const empty = await expectCode({ password: '' }, 'VALIDATION_FAILED');
    expect(empty.json().fields).toEqual([{ path: 'password', message: passwordMessages.required }]);
    const noHeader = await portal.inject({
      method: 'PUT',
      url: '/api/users/password',
      headers: { authorization: 'Basic YTpi' },
    });
    expect(noHeader.json().code).toBe('VALIDATION_FAILED');

    const cookie = await signIn(portal, h.config, ADMIN.email, DEMO_PASSWORD);
    expect(await sessionStatus(cookie)).toBe(200);
    const res = await setPassword(portal, 'reset', { password: 'Lua#Nova2026', hash: token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: passwordMessages.changeSuccess });

    // Every session ended; the old password is gone and the new one works.
    expect(await sessionStatus(cookie)).toBe(401);
    const revoked = await h.db
      .selectFrom('sessions')
      .select('revokedReason')
      .where('revokedAt', 'is not', null)
      .execute();
    expect(revoked.map((r) => r.revokedReason)).toContain('PASSWORD_CHANGED');
    expect(
      (await authorizeRequest(portal, h.config, { email: ADMIN.email, password: DEMO_PASSWORD })).statusCode,
    ).toBe(401);
    expect(await sessionStatus(await signIn(portal, h.config, ADMIN.email, 'Lua#Nova2026'))).toBe(200);
    expect((await audits(ADMIN.email, 'PASSWORD_CHANGE')).map((a) => a.outcome)).toEqual([
      'POLICY',
      'POLICY',
      'POLICY',
      'TOO_COMMON',
      'TOO_COMMON',
      'REUSED',
      'SUCCESS',
    ]);

    // Single use.
    const again = await setPassword(portal, 'reset', { password: 'Sol#Forte2026', hash: token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 'PASSWORD_LINK_INVALID', message: apiMessages.passwordLinkInvalid });
  });

  it('refuses a link after one hour', async () => {
    advance(RESET_RESEND_COOLDOWN_MS + 1000);
    await recover(portal, { document: '39053344705', email: 'gerente@empresa.example' });
    const { token } = await linkFor('gerente@empresa.example', 2);
    advance(RESET_LINK_TTL_MS + 1000);
    const res = await setPassword(portal, 'reset', { password: 'Lua#Nova2026', hash: token });
    expect(res.json().code).toBe('PASSWORD_LINK_INVALID');
    expect(
      (await setPassword(portal, 'reset', { password: 'Lua#Nova2026', hash: 'x'.repeat(43) })).json().code,
    ).toBe('PASSWORD_LINK_INVALID');
  });

  it("unblocks a user 'Bloqueado por segurança'", async () => {
    const email = 'operador@empresa.example';
    await h.db
      .updateTable('users')
      .set({ statusId: USER_STATUS_IDS.securityBlocked })
      .where('email', '=', email)
      .execute();
    expect((await authorizeRequest(portal, h.config, { email, password: DEMO_PASSWORD })).json().code).toBe(
      'USER_BLOCKED',
    );
    await recover(portal, { document: '12345678909', email });
    const { token } = await linkFor(email);
    expect(
      (await setPassword(portal, 'reset', { password: 'Trovao#Alto2026', hash: token })).statusCode,
    ).toBe(200);
    const user = await h.db
      .selectFrom('users')
      .select('statusId')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user.statusId).toBe(USER_STATUS_IDS.active);
    expect(await sessionStatus(await signIn(portal, h.config, email, 'Trovao#Alto2026'))).toBe(200);
  });
});

describe('PUT /api/users/password/cadastro (Cadastrar Senha)', () => {
  it('lets an invited user register a password through the e-mailed link and become Ativo', async () => {
    const company = await h.db
      .selectFrom('companies')
      .select('id')
      .where('document', '=', CNPJ)
      .executeTakeFirstOrThrow();
    // In a demo group open all day: a user without a group has the terms' default hours (07:00 to
    // 21:00), and this file's clock runs hours ahead of the wall clock.
    const group = await h.db
      .selectFrom('groups')
      .select('id')
      .where('companyId', '=', company.id)
      .where('name', '=', 'Comercial')
      .executeTakeFirstOrThrow();
    const invited = await h.db
      .insertInto('users')
      .values({
        companyId: company.id,
        groupId: group.id,
        profileId: BASE_PROFILE_IDS.operator,
        email: 'convidado@empresa.example',
        name: 'Carla Convidada',
        statusId: USER_STATUS_IDS.pending,
        passwordHash: null,
        updatedAt: clock,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ctx = createAppContext({ db: h.db, config: h.config, environment: 'portal', now });
    await sendRegisterInvitation(ctx, invited.id);
    const { token, mail } = await linkFor('convidado@empresa.example', 1, '/cadastro-de-senha');
    expect(mail?.subject).toBe(passwordMailMessages.inviteSubject);

    // The page asks on arrival whether its link can be used; asking spends nothing.
    const check = (purpose: 'reset' | 'register', hash = token) =>
      portal.inject({ method: 'POST', url: '/api/users/password/link', payload: { purpose, hash } });
    expect((await check('register')).json()).toEqual({ usable: true });
    expect((await check('register')).json()).toEqual({ usable: true });
    expect((await check('reset')).json()).toMatchObject({ code: 'PASSWORD_LINK_INVALID' });
    expect((await check('register', 'inventado')).json()).toMatchObject({ code: 'REGISTER_LINK_INVALID' });
    // A register link is not a reset link.
    expect(
      (await setPassword(portal, 'reset', { password: 'Mar#Aberto2026', hash: token })).json().code,
    ).toBe('PASSWORD_LINK_INVALID');
    const res = await setPassword(portal, 'register', { password: 'Mar#Aberto2026', hash: token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: passwordMessages.registerSuccess });
    const user = await h.db
      .selectFrom('users')
      .select('statusId')
      .where('id', '=', invited.id)
      .executeTakeFirstOrThrow();
    expect(user.statusId).toBe(USER_STATUS_IDS.active);
    expect(
      await sessionStatus(await signIn(portal, h.config, 'convidado@empresa.example', 'Mar#Aberto2026')),
    ).toBe(200);
    const again = await setPassword(portal, 'register', { password: 'Mar#Aberto2027', hash: token });
    expect(again.json()).toEqual({ code: 'REGISTER_LINK_INVALID', message: apiMessages.registerLinkInvalid });
    // Opened again after use, the page is told at once.
    const used = await check('register');
    expect(used.statusCode).toBe(400);
    expect(used.json()).toEqual({ code: 'REGISTER_LINK_INVALID', message: apiMessages.registerLinkInvalid });
  });
});

describe('POST /api/customers/trial/users/password', () => {
  const TRIAL = 'trial@teste.example';
  const post = (cookie: string | undefined, password: string) =>
    portal.inject({
      method: 'POST',
      url: '/api/customers/trial/users/password',
      headers: cookie ? { cookie } : {},
      payload: { password },
    });

  it('needs a session of a trial user', async () => {
    expect((await post(undefined, encodeBase64Text('Trilha#Longa2026'))).statusCode).toBe(401);
    const cookie = await signIn(portal, h.config, 'financeiro@empresa.example', 'Nuvem#Clara2026');
    const res = await post(cookie, encodeBase64Text('Trilha#Longa2026'));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });

  it('sets the new password and keeps the user signed in', async () => {
    const cookie = await signIn(portal, h.config, TRIAL, DEMO_PASSWORD);
    expect((await post(cookie, 'não é base64')).json().code).toBe('VALIDATION_FAILED');
    expect((await post(cookie, encodeBase64Text('fraca'))).json().code).toBe('PASSWORD_POLICY');
    expect((await post(cookie, encodeBase64Text('P@ssw0rd'))).json().code).toBe('PASSWORD_TOO_COMMON');
    expect((await post(cookie, encodeBase64Text(DEMO_PASSWORD))).json().code).toBe('PASSWORD_REUSED');
    const res = await post(cookie, encodeBase64Text('Trilha#Longa2026'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: passwordMessages.changeSuccess });
    expect(await sessionStatus(cookie)).toBe(200);
    expect(await sessionStatus(await signIn(portal, h.config, TRIAL, 'Trilha#Longa2026'))).toBe(200);
  });
});

describe('PUT /api/customers/users/profile/password (own password)', () => {
  const EMAIL = 'bloqueado@inadimplente.example';
  const put = (
    cookie: string | undefined,
    body: unknown,
    app = portal,
    url = '/api/customers/users/profile/password',
  ) =>
    app.inject({
      method: 'PUT',
      url,
      headers: cookie ? { cookie } : {},
      payload: body as Record<string, string>,
    });
  const change = (current: string, next: string, email = EMAIL) =>
    encodeOwnPasswordChange({ current, email, next });

  it('needs a session', async () => {
    expect((await put(undefined, change(DEMO_PASSWORD, 'Pedra#Dura2026'))).statusCode).toBe(401);
  });

  it('counts wrong current passwords with the login lockout, so a stolen session cannot guess it', async () => {
    const demo = await h.db
      .selectFrom('users')
      .select(['companyId', 'groupId'])
      .where('email', '=', 'operador@empresa.example')
      .executeTakeFirstOrThrow();
    const email = 'cofre@empresa.example';
    await h.db
      .insertInto('users')
      .values({
        ...demo,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        profileId: BASE_PROFILE_IDS.operator,
        email,
        name: 'Caio Cofre',
        statusId: USER_STATUS_IDS.active,
        updatedAt: clock,
      })
      .execute();
    const cookie = await signIn(portal, h.config, email, DEMO_PASSWORD);
    for (let i = 0; i < 5; i += 1) {
      expect((await put(cookie, change(`Errada#Senha9${i}`, 'Pedra#Dura2026', email))).json().code).toBe(
        'CURRENT_PASSWORD_INVALID',
      );
    }
    const locked = await put(cookie, change(DEMO_PASSWORD, 'Pedra#Dura2026', email));
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'ACCOUNT_LOCKED', message: apiMessages.accountLocked });
    expect((await authorizeRequest(portal, h.config, { email, password: DEMO_PASSWORD })).json().code).toBe(
      'ACCOUNT_LOCKED',
    );
  });

  it('needs the right current password and the rules of AA 5, then logs the user out', async () => {
    const cookie = await signIn(portal, h.config, EMAIL, DEMO_PASSWORD);
    const wrong = await put(cookie, change('Errada#Senha99', 'Pedra#Dura2026'));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: 'CURRENT_PASSWORD_INVALID',
      message: apiMessages.currentPasswordInvalid,
    });

    const same = await put(cookie, change(DEMO_PASSWORD, DEMO_PASSWORD));
    expect(same.json().fields).toEqual([{ path: 'next', message: ownPasswordMessages.mustDiffer }]);
    const weak = await put(cookie, change(DEMO_PASSWORD, 'fraca'));
    expect(weak.json().fields).toEqual(
      expect.arrayContaining([{ path: 'next', message: ownPasswordMessages.requirementsNotMet }]),
    );
    const mismatch = await put(cookie, {
      ...change(DEMO_PASSWORD, 'x'),
      newPassword: encodeBase64Text('Pedra#Dura2026:Pedra#Dura2027'),
    });
    expect(mismatch.json().fields).toEqual([{ path: 'confirm', message: ownPasswordMessages.doNotMatch }]);
    const otherEmail = await put(cookie, change(DEMO_PASSWORD, 'Pedra#Dura2026', 'admin@empresa.example'));
    expect(otherEmail.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ path: 'oldPassword' }] });
    expect((await put(cookie, change(DEMO_PASSWORD, 'P@ssw0rd'))).json().code).toBe('PASSWORD_TOO_COMMON');
    expect((await put(cookie, { oldPassword: 'x', newPassword: 'y', extra: 'z' })).statusCode).toBe(400);
    expect(await sessionStatus(cookie)).toBe(200);

    const res = await put(cookie, change(DEMO_PASSWORD, 'Pedra#Dura2026'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ownPasswordMessages.changedLoggedOut });
    expect(res.cookies.find((c) => c.name === 'painel_sessao')).toMatchObject({ value: '' });
    expect(await sessionStatus(cookie)).toBe(401);
    expect(
      (await authorizeRequest(portal, h.config, { email: EMAIL, password: DEMO_PASSWORD })).statusCode,
    ).toBe(401);
    expect(await sessionStatus(await signIn(portal, h.config, EMAIL, 'Pedra#Dura2026'))).toBe(200);
  });

  it('refuses any of the last 5 passwords, and allows the 6th back', async () => {
    const sequence = [
      'Pedra#Dura2026',
      'Rio#Largo2026',
      'Vento#Sul2026',
      'Campo#Verde26',
      'Serra#Azul2026',
      'Mata#Densa2026',
    ];
    for (let i = 1; i < sequence.length; i += 1) {
      const [current = '', next = ''] = [sequence[i - 1], sequence[i]];
      const cookie = await signIn(portal, h.config, EMAIL, current);
      expect((await put(cookie, change(current, next))).statusCode).toBe(200);
    }
    // History now: Mata, Serra, Campo, Vento, Rio (Pedra and the demo password fell out).
    const current = 'Mata#Densa2026';
    const cookie = await signIn(portal, h.config, EMAIL, current);
    for (const old of ['Rio#Largo2026', 'Serra#Azul2026']) {
      const res = await put(cookie, change(current, old));
      expect(res.json()).toEqual({ code: 'PASSWORD_REUSED', message: apiMessages.passwordReused });
    }
    expect((await put(cookie, change(current, 'Pedra#Dura2026'))).statusCode).toBe(200);
    const kept = await h.db
      .selectFrom('passwordHistory')
      .innerJoin('users', 'users.id', 'passwordHistory.userId')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('users.email', '=', EMAIL)
      .executeTakeFirstOrThrow();
    expect(Number(kept.n)).toBe(5);
  });

  it('lives at /api/users/profile/password in the back office', async () => {
    const cookie = await signIn(
      backoffice,
      h.config,
      'suporte@painel.example',
      'Lua#Cheia2026',
      'backoffice',
    );
    expect(
      (await put(cookie, change('Lua#Cheia2026', 'Onda#Grande2026', 'suporte@painel.example'), backoffice))
        .statusCode,
    ).toBe(404);
    const res = await put(
      cookie,
      change('Lua#Cheia2026', 'Onda#Grande2026', 'suporte@painel.example'),
      backoffice,
      '/api/users/profile/password',
    );
    expect(res.statusCode).toBe(200);
  });
});

describe('a browser PUT with no body at all', () => {
  it.each(['/api/users/password', '/api/users/password/cadastro'])(
    '%s is judged by its Authorization header, not by the missing body',
    async (url) => {
      const res = await portal.inject({ method: 'PUT', url, headers: { authorization: 'Password a.b.c' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual([{ path: 'authorization', message: expect.any(String) }]);
    },
  );
});
