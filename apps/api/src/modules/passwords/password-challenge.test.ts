/**
 * A password change that waits for the second factor (AA 2.2, AA 7; PF 2 'after password change'):
 * the own-profile change and the e-mailed link's reset answer an MFA challenge when the user's
 * company requires MFA and the factor is active; POST /mfa/code completes the change. Wrong codes
 * count toward the same three-strikes block as a login's; a right one ends every session.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { generate, generateSecret } from 'otplib';
import { encodeOwnPasswordChange } from '@painel/contracts';
import {
  BASE_PROFILE_IDS,
  REVERSE_PERMISSIONS,
  USER_STATUS_IDS,
  mfaMessages,
  ownPasswordMessages,
  passwordMessages,
  screenMessages,
} from '@painel/domain';
import { PRODUCT_REDIRECT_PATH, productClientId } from '../../db/reference-data';
import { createAppContext, type AppContext } from '../../core/context';
import { mfaSecretContext, secretBox } from '../../lib/secret-box';
import { loadSecretKey } from '../../lib/secret-key';
import { digest, newToken } from '../../lib/tokens';
import {
  DEMO_PASSWORD,
  authorizeRequest,
  createHarness,
  pkcePair,
  redirectUri,
  signIn,
  type Harness,
} from '../../test/harness';
import { startLoginChallenge } from '../mfa/mfa.service';
import { insertToken } from './passwords.repository';

let h: Harness;
let portal: FastifyInstance;
let ctx: AppContext;
// São Paulo is UTC-3: Monday 2026-11-23 10:00 local, inside every demo group's hours.
let clock = new Date('2026-11-23T13:00:00Z');

beforeAll(async () => {
  h = await createHarness();
  portal = await h.app('portal', { now: () => clock });
  ctx = createAppContext({ db: h.db, config: h.config, environment: 'portal', now: () => clock });
});
afterAll(() => h.close());
beforeEach(() => {
  // Each test starts two minutes after the last: no TOTP step is reused across tests.
  clock = new Date(clock.getTime() + 120_000);
});

const TOTP_USER = 'mfa@seguro.example';
const SMS_USER = 'sms@seguro.example';
const NEW_PASSWORD = 'Pedra#Dura2026';

const epoch = () => Math.floor(clock.getTime() / 1000);
const totp = (secret: string, offset = 0) => generate({ secret, epoch: epoch() + offset });
async function wrongTotp(secret: string) {
  const valid = new Set([await totp(secret, -30), await totp(secret), await totp(secret, 30)]);
  for (const candidate of ['000000', '111111', '222222', '333333'])
    if (!valid.has(candidate)) return candidate;
  throw new Error('unreachable');
}

async function user(email: string) {
  return h.db
    .selectFrom('users')
    .select(['id', 'statusId', 'passwordHash', 'mfaFailures', 'profileId'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
}

/** Signs the user in with the factor off (no challenge at login), then turns TOTP on: a signed-in user with a second factor. */
async function signedInWithTotp(email: string) {
  const { id } = await user(email);
  await h.db
    .updateTable('users')
    .set({ mfaStatus: 'INATIVO', statusId: USER_STATUS_IDS.active, mfaFailures: 0 })
    .where('id', '=', id)
    .execute();
  const cookie = await signIn(portal, h.config, email, DEMO_PASSWORD);
  const secret = generateSecret();
  const box = secretBox(loadSecretKey(h.config));
  await h.db
    .updateTable('users')
    .set({
      mfaStatus: 'ATIVO',
      mfaType: 'TOTP',
      mfaSecret: box.seal(secret, mfaSecretContext(id)),
      mfaTotpLastStep: null,
    })
    .where('id', '=', id)
    .execute();
  return { cookie, secret, id };
}

const change = (current: string, next: string, email = TOTP_USER) =>
  encodeOwnPasswordChange({ current, email, next });
const putOwn = (cookie: string, payload: unknown) =>
  portal.inject({
    method: 'PUT',
    url: '/api/customers/users/profile/password',
    headers: { cookie },
    payload: payload as Record<string, string>,
  });
const postCode = (token: string, code: string) =>
  portal.inject({
    method: 'POST',
    url: '/api/mfa/code',
    headers: { authorization: `Bearer ${token}` },
    payload: { code },
  });
const sessionStatus = async (cookie: string) =>
  (await portal.inject({ url: '/api/oauth2/session', headers: { cookie } })).statusCode;
const auditOutcomes = async (email: string, action: string) =>
  (
    await h.db
      .selectFrom('auditEvents')
      .select('outcome')
      .where('email', '=', email)
      .where('action', '=', action)
      .orderBy('id')
      .execute()
  ).map((r) => r.outcome);

/** Opens a sibling product from the portal session: a product session whose parent is that session. */
async function openProduct(cookie: string) {
  const slug = 'localize';
  const productRedirect = `${h.config.productUrl(slug)}${PRODUCT_REDIRECT_PATH}`;
  const { verifier, challenge } = pkcePair();
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: productClientId(slug),
    redirect_uri: productRedirect,
    state: 'estado-do-produto-1234567890',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  const launch = await portal.inject({
    url: `/api/oauth2/oauth/authorize?${query.toString()}`,
    headers: { cookie },
  });
  const code = new URL(String(launch.headers.location)).searchParams.get('code') ?? '';
  const token = await portal.inject({
    method: 'POST',
    url: '/api/oauth2/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: productClientId(slug),
      code,
      redirect_uri: productRedirect,
      code_verifier: verifier,
    }).toString(),
  });
  const accessToken = token.json<{ access_token: string }>().access_token;
  return async () =>
    (await portal.inject({ url: '/api/oauth2/session', headers: { authorization: `Bearer ${accessToken}` } }))
      .statusCode;
}

describe('PUT /api/customers/users/profile/password with a second factor', () => {
  it('answers a TOTP challenge and changes nothing until a right code; then ends every session, product ones too', async () => {
    const { cookie, secret, id } = await signedInWithTotp(TOTP_USER);
    const productSession = await openProduct(cookie);
    expect(await productSession()).toBe(200);
    const before = await user(TOTP_USER);

    const asked = await putOwn(cookie, change(DEMO_PASSWORD, NEW_PASSWORD));
    expect(asked.statusCode).toBe(200);
    const { mfa, token } = asked.json<{ mfa: { type: string; subject: string }; token: string }>();
    expect(mfa).toMatchObject({ type: 'TOTP', subject: mfaMessages.authenticatorSubject });
    expect(asked.cookies.find((c) => c.name === 'painel_sessao')).toBeUndefined();
    expect(await sessionStatus(cookie)).toBe(200);
    expect((await user(TOTP_USER)).passwordHash).toBe(before.passwordHash);

    const wrong = await postCode(token, await wrongTotp(secret));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual([{ key: 'attempts', errorMsg: mfaMessages.attemptsLeft(2) }]);
    expect((await user(TOTP_USER)).mfaFailures).toBe(1);
    expect(await sessionStatus(cookie)).toBe(200);

    const done = await postCode(token, await totp(secret));
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: ownPasswordMessages.changedLoggedOut });
    expect(done.cookies.find((c) => c.name === 'painel_sessao')).toMatchObject({ value: '' });
    expect(await sessionStatus(cookie)).toBe(401);
    expect(await productSession()).toBe(401);
    const live = await h.db
      .selectFrom('sessions')
      .select('id')
      .where('userId', '=', id)
      .where('revokedAt', 'is', null)
      .execute();
    expect(live).toEqual([]);
    expect((await user(TOTP_USER)).mfaFailures).toBe(0);
    expect(
      (await authorizeRequest(portal, h.config, { email: TOTP_USER, password: DEMO_PASSWORD })).statusCode,
    ).toBe(401);
    // The new password signs in (to the login's own challenge).
    const login = await authorizeRequest(portal, h.config, { email: TOTP_USER, password: NEW_PASSWORD });
    expect(login.json()).toMatchObject({ mfa: { type: 'TOTP' } });
    expect(await auditOutcomes(TOTP_USER, 'PASSWORD_CHANGE')).toEqual(['MFA_REQUIRED', 'SUCCESS']);
    const success = await h.db
      .selectFrom('auditEvents')
      .select('detail')
      .where('email', '=', TOTP_USER)
      .where('action', '=', 'PASSWORD_CHANGE')
      .where('outcome', '=', 'SUCCESS')
      .executeTakeFirstOrThrow();
    expect(success.detail).toMatchObject({ via: 'profile', mfa: true });
    // The code is spent.
    expect((await postCode(token, await totp(secret))).statusCode).toBe(401);
    await h.db.updateTable('users').set({ passwordHash: before.passwordHash }).where('id', '=', id).execute();
  });

  it('refuses a wrong current password before any challenge', async () => {
    const { cookie } = await signedInWithTotp(TOTP_USER);
    const challengesBefore = await h.db
      .selectFrom('mfaChallenges')
      .select('id')
      .where('purpose', '<>', 'LOGIN')
      .execute();
    const res = await putOwn(cookie, change('Errada#Senha2026', NEW_PASSWORD));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('CURRENT_PASSWORD_INVALID');
    const challengesAfter = await h.db
      .selectFrom('mfaChallenges')
      .select('id')
      .where('purpose', '<>', 'LOGIN')
      .execute();
    expect(challengesAfter.length).toBe(challengesBefore.length);
    expect(await sessionStatus(cookie)).toBe(200);
  });

  it('counts wrong codes with the login ones: the third blocks the user and ends the session', async () => {
    const { cookie, secret, id } = await signedInWithTotp(TOTP_USER);
    // One wrong code at a login challenge first: the count is the user's, whatever the purpose.
    const login = await startLoginChallenge(ctx, {
      userId: id,
      clientId: 'painel-portal',
      redirectUri: redirectUri(h.config),
      codeChallenge: pkcePair().challenge,
      state: 'estado-do-login-1234567890',
    });
    expect((await postCode(login.token, await wrongTotp(secret))).statusCode).toBe(422);

    // Not NEW_PASSWORD: the first test made it one of the last five.
    const { token } = (await putOwn(cookie, change(DEMO_PASSWORD, 'Serra#Azul2026'))).json<{
      token: string;
    }>();
    const second = await postCode(token, await wrongTotp(secret));
    expect(second.json().errors).toEqual([{ key: 'attempts', errorMsg: mfaMessages.attemptsLeft(1) }]);
    const third = await postCode(token, await wrongTotp(secret));
    expect(third.statusCode).toBe(422);
    expect(third.json().errors).toEqual([{ key: 'failure', errorMsg: screenMessages.blockedBody }]);
    expect((await user(TOTP_USER)).statusId).toBe(USER_STATUS_IDS.securityBlocked);
    expect(await sessionStatus(cookie)).toBe(401);
    // Blocked: even the right code no longer completes the change.
    expect((await postCode(token, await totp(secret))).json().errors).toEqual([
      { key: 'failure', errorMsg: screenMessages.blockedBody },
    ]);
    expect(await auditOutcomes(TOTP_USER, 'MFA_VERIFY')).toEqual(
      expect.arrayContaining(['INVALID_CODE', 'BLOCKED']),
    );
    await h.db
      .updateTable('users')
      .set({ statusId: USER_STATUS_IDS.active, mfaFailures: 0 })
      .where('id', '=', id)
      .execute();
  });

  it('asks for the SMS code when that is the factor', async () => {
    const { id } = await user(SMS_USER);
    await h.db.updateTable('users').set({ mfaStatus: 'INATIVO' }).where('id', '=', id).execute();
    const cookie = await signIn(portal, h.config, SMS_USER, DEMO_PASSWORD);
    await h.db
      .updateTable('users')
      .set({ mfaStatus: 'ATIVO', mfaType: 'SMS', mobile: '11987654321' })
      .where('id', '=', id)
      .execute();
    const asked = await putOwn(cookie, change(DEMO_PASSWORD, NEW_PASSWORD, SMS_USER));
    expect(asked.json()).toMatchObject({ mfa: { type: 'SMS', maxRemainingTime: 60 } });
    const sms = await h.db
      .selectFrom('outbox')
      .select('body')
      .where('channel', '=', 'sms')
      .where('recipient', '=', '11987654321')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const code = /\b(\d{6})\b/.exec(sms.body)?.[1] ?? '';
    const done = await postCode(asked.json<{ token: string }>().token, code);
    expect(done.json()).toEqual({ message: ownPasswordMessages.changedLoggedOut });
    expect(await sessionStatus(cookie)).toBe(401);
  });

  it('is refused, and audited, for a profile holding the reverse permission', async () => {
    const operator = await user('operador@empresa.example');
    expect(operator.profileId).toBe(BASE_PROFILE_IDS.operator);
    await h.db
      .insertInto('profilePermissions')
      .values({ profileId: operator.profileId, permission: REVERSE_PERMISSIONS.ownPasswordChangeDenied })
      .execute();
    try {
      const cookie = await signIn(portal, h.config, 'operador@empresa.example', DEMO_PASSWORD);
      const res = await putOwn(cookie, change(DEMO_PASSWORD, NEW_PASSWORD, 'operador@empresa.example'));
      expect(res.statusCode).toBe(403);
      expect(await auditOutcomes('operador@empresa.example', 'PASSWORD_CHANGE')).toEqual(['FORBIDDEN']);
      expect(await sessionStatus(cookie)).toBe(200);
    } finally {
      await h.db
        .deleteFrom('profilePermissions')
        .where('profileId', '=', operator.profileId)
        .where('permission', '=', REVERSE_PERMISSIONS.ownPasswordChangeDenied)
        .execute();
    }
  });
});

describe("PUT /api/users/password (the e-mailed link) with a second factor: PF 2 'after password change'", () => {
  async function link(userId: number) {
    const token = newToken();
    await insertToken(h.db, {
      tokenHash: digest(token),
      userId,
      purpose: 'reset',
      createdAt: clock,
      expiresAt: new Date(clock.getTime() + 3_600_000),
    });
    return token;
  }
  const reset = (hash: string, password = NEW_PASSWORD) =>
    portal.inject({
      method: 'PUT',
      url: '/api/users/password',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Password ${Buffer.from(password).toString('base64url')}.${Buffer.from(password).toString('base64url')}.${hash}`,
      },
      payload: '',
    });

  it('keeps the link until the code; the newest request wins; a right code unblocks the user', async () => {
    const { secret, id } = await signedInWithTotp(TOTP_USER);
    await h.db
      .updateTable('users')
      .set({ statusId: USER_STATUS_IDS.securityBlocked })
      .where('id', '=', id)
      .execute();
    const hash = await link(id);

    const first = await reset(hash, 'Vento#Sul2026');
    expect(first.json()).toMatchObject({ mfa: { type: 'TOTP' } });
    const second = await reset(hash, 'Rio#Largo2026');
    expect(second.statusCode).toBe(200);
    // The earlier request ended with the later one.
    expect((await postCode(first.json<{ token: string }>().token, await totp(secret))).statusCode).toBe(401);

    const done = await postCode(second.json<{ token: string }>().token, await totp(secret));
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: passwordMessages.changeSuccess });
    expect(done.cookies.find((c) => c.name === 'painel_sessao')).toBeUndefined();
    expect((await user(TOTP_USER)).statusId).toBe(USER_STATUS_IDS.active);
    expect((await reset(hash)).json().code).toBe('PASSWORD_LINK_INVALID');
    expect(
      (await authorizeRequest(portal, h.config, { email: TOTP_USER, password: 'Rio#Largo2026' })).json(),
    ).toMatchObject({ mfa: { type: 'TOTP' } });
  });
});
