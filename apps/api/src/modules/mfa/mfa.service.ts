/**
 * The second factor: the login challenge that authorize answers
 * when the company requires MFA, its verification by TOTP (RFC 6238, 30 s, ±1 step, each code
 * once) or SMS (6 digits, single use, 10 minutes, resend after 60 s), the block after three wrong
 * codes in a row, enrolment in Privacidade e segurança, and the MFA reset of AA 6.
 *
 * Replacing or resetting one's own factor needs a fresh proof in the session that asks:
 * the current password (counted with the login lockout), then a code of the current factor, through
 * a STEP_UP challenge answered at /mfa/code like a login's. The proof lasts
 * MFA_REAUTHENTICATION_TTL_S; the change ends the person's other sessions and is mailed to them.
 *
 * Secrets: TOTP secrets are sealed with AES-256-GCM (lib/secret-box.ts); challenge tokens are
 * stored as SHA-256 digests and SMS codes as HMACs under a key derived from the server key (a bare
 * hash of six digits would fall to a million guesses). Verifications of one person are serialised
 * by a row lock on the user, so parallel guesses cannot get past the three-attempt limit.
 */
import { createHmac, hkdfSync, randomInt, timingSafeEqual } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import type { ErrorCode, VerificationErrorItem } from '@painel/contracts';
import {
  CODE_LENGTH,
  MFA_CODE_TTL_S,
  MFA_MAX_ATTEMPTS,
  MFA_REAUTHENTICATION_TTL_S,
  accountNoticeMessages,
  RESEND_WAIT_S,
  TOTP_PERIOD_S,
  USER_STATUS_IDS,
  accountMessages,
  hasPermission,
  maskMfaPhone,
  mfaAttemptsLeft,
  mfaMessages,
  mfaResetDecision,
  onlyDigits,
  policies,
  screenMessages,
  type MfaType,
  type ProfileRef,
  type AuditAction,
} from '@painel/domain';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { logSecurityEvent } from '../../lib/security-log';
import { mfaSecretContext, secretBox, type SecretBox } from '../../lib/secret-box';
import { loadSecretKey } from '../../lib/secret-key';
import { digest, newToken } from '../../lib/tokens';
import { recordAudit } from '../../core/audit/record-audit';
import { issueAuthorizationCode, verifyCurrentPassword } from '../auth/login.service';
import { noticeMail } from '../../lib/delivery/notice-mail';
import { applyMfaReset } from './mfa-reset';
import * as repo from './mfa.repository';
import type { AppContext } from '../../core/context';

/** An MFA challenge as read back (a password change waits on one). */
export type Challenge = repo.Challenge;

/** The auth context: database, configuration, clock, and `delivery` for the SMS codes. */

type Caller = { ip: string; userAgent: string | null };

/** Who acts through a session: enrolment and reset. */
export type MfaActor = {
  userId: number;
  /** The session (or product session) that asks: a fresh proof belongs to it. */
  sessionId: string;
  companyId: number;
  email: string;
  profile: ProfileRef;
  permissions: readonly string[];
  companyRequiresMfa: boolean;
};

const ISSUER = screenMessages.brandName;
const CODE_TTL_MS = MFA_CODE_TTL_S * 1000;

const clock = (ctx: AppContext) => (ctx.now ? ctx.now() : new Date());

/** A failure of the verification calls: the catalogue's code plus the PF 3 error items. */
export class VerificationError extends AppError {
  readonly items: VerificationErrorItem[];
  readonly maxRemainingTime: number | undefined;

  constructor(code: ErrorCode, item: VerificationErrorItem, maxRemainingTime?: number) {
    super(code, { message: item.errorMsg });
    this.items = [item];
    this.maxRemainingTime = maxRemainingTime;
  }
}

const blocked = () =>
  new VerificationError('MFA_BLOCKED', { key: 'failure', errorMsg: screenMessages.blockedBody });
const wrongCode = (failures: number) =>
  new VerificationError('MFA_CODE_INVALID', {
    key: 'attempts',
    errorMsg: mfaMessages.attemptsLeft(mfaAttemptsLeft(failures)),
  });
const reusedCode = () =>
  new VerificationError('MFA_CODE_REUSED', { key: 'reused', errorMsg: mfaMessages.codeReused });
const tooEarly = (seconds: number) =>
  new VerificationError(
    'MFA_RESEND_TOO_EARLY',
    { key: 'resend', errorMsg: mfaMessages.resendTooEarly(seconds) },
    seconds,
  );
const enrolmentNotFound = () =>
  new VerificationError('MFA_ENROLMENT_NOT_FOUND', {
    key: 'restart',
    errorMsg: mfaMessages.enrolmentNotFound,
  });
const resendUnavailable = () =>
  new VerificationError('MFA_RESEND_UNAVAILABLE', { key: 'resend', errorMsg: mfaMessages.resendUnavailable });

// --- Keys, codes and TOTP ---

const keys = new WeakMap<Buffer, { box: SecretBox; codeKey: Buffer }>();

function secrets(ctx: AppContext) {
  const key = loadSecretKey(ctx.config);
  let derived = keys.get(key);
  if (!derived) {
    derived = {
      box: secretBox(key),
      // A plain SHA-256 of a six-digit code falls to a million guesses; a keyed one needs the key.
      codeKey: Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'painel/mfa/sms-code', 32)),
    };
    keys.set(key, derived);
  }
  return derived;
}

/** Fails at boot, not at the first login, when production has no SECRET_KEY. */
export function assertMfaConfigured(ctx: AppContext) {
  secrets(ctx);
}

function newSmsCode(): string {
  return randomInt(0, 10 ** CODE_LENGTH)
    .toString()
    .padStart(CODE_LENGTH, '0');
}

function codeDigest(ctx: AppContext, scope: string, code: string): string {
  return createHmac('sha256', secrets(ctx).codeKey).update(`${scope}:${code}`).digest('hex');
}

function sameDigest(a: string | null, b: string): boolean {
  if (a === null || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** The TOTP step a code matches (current, previous or next), or null. `afterStep` refuses reuse. */
async function totpStep(
  secret: string,
  code: string,
  now: Date,
  afterStep: number | null,
): Promise<number | null> {
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: TOTP_PERIOD_S,
      ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
    });
    // The functional API types HOTP results too; a TOTP match always carries its step.
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}

/** Seconds until the authenticator shows its next code. */
function totpSecondsLeft(now: Date): number {
  return TOTP_PERIOD_S - (Math.floor(now.getTime() / 1000) % TOTP_PERIOD_S);
}

/** Seconds before another SMS may go out; 0 when it may. */
function resendWait(sentAt: Date | null, now: Date): number {
  if (sentAt === null) return 0;
  const left = new Date(sentAt).getTime() + RESEND_WAIT_S * 1000 - now.getTime();
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

async function sendCode(ctx: AppContext, mobile: string, code: string) {
  await ctx.delivery.sendSms({ to: mobile, text: mfaMessages.smsText(code) });
}

function audit(
  db: Db,
  user: { id: number; companyId: number; email: string },
  caller: Caller | undefined,
  action: AuditAction,
  outcome: string,
  detail: Record<string, unknown> = {},
) {
  const actor = {
    userId: user.id,
    companyId: user.companyId,
    email: user.email,
    ip: caller?.ip ?? null,
    userAgent: caller?.userAgent ?? null,
  };
  return recordAudit(db, actor, action, { ...detail, outcome });
}

// --- Login challenge ---

export type LoginChallengeInput = {
  userId: number;
  clientId: string;
  redirectUri: string;
  codeChallenge: string | null;
  state: string;
};

type ChallengeFields = Pick<
  Parameters<typeof repo.insertChallenge>[1],
  | 'purpose'
  | 'clientId'
  | 'redirectUri'
  | 'codeChallenge'
  | 'state'
  | 'passwordHash'
  | 'linkTokenHash'
  | 'sessionId'
>;
type IssuedChallenge = { mfa: { type: MfaType; subject: string; maxRemainingTime: number }; token: string };

/** Stores a challenge for the user's active factor (token hashed, 10 minutes); for SMS, sends the code. */
async function issueChallenge(
  ctx: AppContext,
  userId: number,
  fields: ChallengeFields,
  caller: Caller | undefined,
  detail: Record<string, unknown>,
): Promise<IssuedChallenge> {
  const now = clock(ctx);
  const user = await repo.findMfaUser(ctx.db, userId);
  if (!user || user.mfaStatus !== 'ATIVO' || !user.mfaType)
    throw new Error('issueChallenge: the user has no active second factor');
  const token = newToken();
  const tokenHash = digest(token);
  const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
  const base = { ...fields, tokenHash, userId: user.id, expiresAt };

  if (user.mfaType === 'TOTP') {
    if (!user.mfaSecret) throw new Error('issueChallenge: TOTP without a secret');
    await repo.insertChallenge(ctx.db, { ...base, type: 'TOTP', codeHash: null, codeSentAt: null });
    await audit(ctx.db, user, caller, 'MFA_CHALLENGE', 'ISSUED', { type: 'TOTP', ...detail });
    return {
      mfa: {
        type: 'TOTP',
        subject: mfaMessages.authenticatorSubject,
        maxRemainingTime: totpSecondsLeft(now),
      },
      token,
    };
  }

  const subject = user.mobile ? maskMfaPhone(user.mobile) : null;
  if (!user.mobile || subject === null) throw new Error('issueChallenge: SMS without a valid mobile');
  const code = newSmsCode();
  await repo.insertChallenge(ctx.db, {
    ...base,
    type: 'SMS',
    codeHash: codeDigest(ctx, `login:${tokenHash}`, code),
    codeSentAt: now,
  });
  await sendCode(ctx, user.mobile, code);
  await audit(ctx.db, user, caller, 'MFA_CHALLENGE', 'ISSUED', { type: 'SMS', ...detail });
  return { mfa: { type: 'SMS', subject, maxRemainingTime: RESEND_WAIT_S }, token };
}

/**
 * Called by authorize once the password passed, when the company requires MFA and the user's MFA
 * is ATIVO: stores the pending login (token hashed, 10 minutes) and, for SMS, sends the code.
 * The caller answers `{ mfa, token }` instead of `{ code, state }`.
 */
export async function startLoginChallenge(
  ctx: AppContext,
  input: LoginChallengeInput,
  /** The address and browser of the login, for the audit row. */
  caller?: Caller,
): Promise<IssuedChallenge> {
  const { userId, ...login } = input;
  return issueChallenge(ctx, userId, { purpose: 'LOGIN', ...login }, caller, { clientId: input.clientId });
}

export type PasswordChallengePurpose = 'PASSWORD_CHANGE' | 'PASSWORD_RESET';

/**
 * A password change that needs the second factor (AA 2.2; PF 2 'after password change'): the new
 * password's hash waits in the challenge until a right code completes it (verifyCode). Earlier
 * password changes of the user still waiting end here.
 */
export async function startPasswordChallenge(
  ctx: AppContext,
  input: {
    userId: number;
    purpose: PasswordChallengePurpose;
    passwordHash: string;
    linkTokenHash: string | null;
  },
  caller: Caller,
): Promise<IssuedChallenge> {
  await repo.expireOpenPasswordChallenges(ctx.db, input.userId, clock(ctx));
  return issueChallenge(
    ctx,
    input.userId,
    {
      purpose: input.purpose,
      clientId: null,
      redirectUri: null,
      codeChallenge: null,
      state: null,
      passwordHash: input.passwordHash,
      linkTokenHash: input.linkTokenHash,
    },
    caller,
    { purpose: input.purpose },
  );
}

/**
 * Completes a password change once its code was right, inside the verification's transaction (the
 * user row is locked): the passwords module stores it and ends the sessions.
 */
export type CompletePasswordChange = (
  trx: Db,
  challenge: repo.Challenge,
  now: Date,
  caller: Caller,
) => Promise<{ message: string }>;

export type VerifiedCode =
  | { kind: 'login'; answer: { code: string; state: string } }
  | { kind: 'password'; answer: { message: string }; userId: number; purpose: PasswordChallengePurpose }
  | { kind: 'reauthenticated'; answer: { message: string } };

type VerifyOutcome =
  | { kind: 'expired' }
  | { kind: 'failed'; blockedUserId?: number }
  | { kind: 'wrong'; failures: number }
  | { kind: 'reused' }
  | { kind: 'ok'; challenge: repo.Challenge; password?: { message: string } }
  | { kind: 'reauthenticated' };

/** A blocked user may still finish the e-mailed reset that unblocks them; everything else needs an active user. */
function statusAllows(challenge: repo.Challenge, statusId: number): boolean {
  if (statusId === USER_STATUS_IDS.active) return true;
  return challenge.purpose === 'PASSWORD_RESET' && statusId === USER_STATUS_IDS.securityBlocked;
}

/**
 * POST /mfa/code: the code of a challenge. Right: the challenge is spent and either an
 * authorization code is issued as authorize would have (login), or the waiting password change
 * takes effect (`completePassword`). Wrong: 422 with the attempts left; the third wrong code in a
 * row, whatever the purpose, blocks the user ('Bloqueado por segurança' until a password reset),
 * ends their sessions and every open challenge. Unknown, expired or used token: 401.
 */
export async function verifyCode(
  ctx: AppContext,
  input: { token: string | undefined; code: string } & Caller,
  completePassword: CompletePasswordChange,
): Promise<VerifiedCode> {
  if (!input.token) throw new AppError('MFA_CHALLENGE_EXPIRED');
  const tokenHash = digest(input.token);
  const now = clock(ctx);
  const caller = { ip: input.ip, userAgent: input.userAgent };
  const outcome = await ctx.db.transaction().execute(async (trx): Promise<VerifyOutcome> => {
    const challenge = await repo.findChallenge(trx, tokenHash, { forUpdate: true });
    if (!challenge) return { kind: 'expired' };
    if (challenge.failedAt) return { kind: 'failed' };
    if (challenge.consumedAt || new Date(challenge.expiresAt) <= now) return { kind: 'expired' };
    const user = await repo.findMfaUser(trx, challenge.userId, { forUpdate: true });
    if (
      !user ||
      !statusAllows(challenge, user.statusId) ||
      user.mfaStatus !== 'ATIVO' ||
      user.mfaType !== challenge.type
    ) {
      return { kind: 'expired' };
    }

    let step: number | null = null;
    let right: boolean;
    if (challenge.type === 'TOTP') {
      if (!user.mfaSecret) return { kind: 'expired' };
      const secret = secrets(ctx).box.open(user.mfaSecret, mfaSecretContext(user.id));
      step = await totpStep(secret, input.code, now, user.mfaTotpLastStep);
      right = step !== null;
      // The right code of a step already used (the one typed at sign-in, say): refused, as a replay
      // must be, but the person did nothing wrong: no try is counted, they wait for the next code.
      if (
        !right &&
        user.mfaTotpLastStep !== null &&
        (await totpStep(secret, input.code, now, null)) !== null
      ) {
        await audit(trx, user, caller, 'MFA_VERIFY', 'CODE_REUSED', { type: challenge.type });
        return { kind: 'reused' };
      }
    } else {
      right = sameDigest(challenge.codeHash, codeDigest(ctx, `login:${tokenHash}`, input.code));
    }
    const detail = {
      type: challenge.type,
      ...(challenge.purpose === 'LOGIN' ? { clientId: challenge.clientId } : { purpose: challenge.purpose }),
    };

    if (right) {
      await repo.consumeChallenge(trx, challenge.id, now);
      await repo.updateMfaUser(trx, user.id, {
        mfaFailures: 0,
        ...(step === null ? {} : { mfaTotpLastStep: step }),
      });
      await audit(trx, user, caller, 'MFA_VERIFY', 'SUCCESS', detail);
      if (challenge.purpose === 'LOGIN') return { kind: 'ok', challenge };
      if (challenge.purpose === 'STEP_UP') {
        if (challenge.sessionId !== null) await repo.markReauthenticated(trx, challenge.sessionId, now);
        await audit(trx, user, caller, 'MFA_REAUTHENTICATION', 'SUCCESS', { type: challenge.type });
        return { kind: 'reauthenticated' };
      }
      return { kind: 'ok', challenge, password: await completePassword(trx, challenge, now, caller) };
    }
    const failures = user.mfaFailures + 1;
    if (failures >= MFA_MAX_ATTEMPTS) {
      await repo.updateMfaUser(trx, user.id, {
        statusId: USER_STATUS_IDS.securityBlocked,
        mfaFailures: 0,
        updatedAt: now,
      });
      await repo.failOpenChallenges(trx, user.id, now);
      await repo.revokeUserSessions(trx, user.id, 'MFA_BLOCKED', now);
      await audit(trx, user, caller, 'MFA_VERIFY', 'BLOCKED', { ...detail, attempts: failures });
      return { kind: 'failed', blockedUserId: user.id };
    }
    await repo.updateMfaUser(trx, user.id, { mfaFailures: failures });
    await audit(trx, user, caller, 'MFA_VERIFY', 'INVALID_CODE', { ...detail, attempts: failures });
    return { kind: 'wrong', failures };
  });

  switch (outcome.kind) {
    case 'expired':
      throw new AppError('MFA_CHALLENGE_EXPIRED');
    case 'failed':
      // The block ended the user's sessions: this process forgets them at once (a password change is asked from one).
      if (outcome.blockedUserId !== undefined) ctx.principals?.forgetUser(outcome.blockedUserId);
      logSecurityEvent(ctx.log, 'mfa.user_blocked', { userId: outcome.blockedUserId ?? null, ip: caller.ip });
      throw blocked();
    case 'wrong':
      throw wrongCode(outcome.failures);
    case 'reused':
      throw reusedCode();
    case 'reauthenticated':
      return { kind: 'reauthenticated', answer: { message: mfaMessages.reauthenticated } };
    case 'ok': {
      const { challenge, password } = outcome;
      if (password) {
        ctx.principals?.forgetUser(challenge.userId);
        const purpose = challenge.purpose === 'PASSWORD_RESET' ? 'PASSWORD_RESET' : 'PASSWORD_CHANGE';
        return { kind: 'password', answer: password, userId: challenge.userId, purpose };
      }
      if (challenge.clientId === null || challenge.redirectUri === null || challenge.state === null) {
        throw new Error('verifyCode: a login challenge without its OAuth fields');
      }
      const answer = await issueAuthorizationCode(ctx, {
        clientId: challenge.clientId,
        userId: challenge.userId,
        redirectUri: challenge.redirectUri,
        codeChallenge: challenge.codeChallenge,
        state: challenge.state,
        // RFC 8176: a password and a second factor (the ID token's amr and acr say so).
        amr: ['pwd', 'mfa'],
      });
      return { kind: 'login', answer };
    }
  }
}

/** POST /mfa/sms with a challenge token: a new SMS code, no sooner than 60 s after the last one. */
export async function resendLoginSms(
  ctx: AppContext,
  input: { token: string | undefined } & Caller,
): Promise<{ maxRemainingTime: number }> {
  if (!input.token) throw new AppError('MFA_CHALLENGE_EXPIRED');
  const tokenHash = digest(input.token);
  const now = clock(ctx);
  const challenge = await repo.findChallenge(ctx.db, tokenHash);
  if (!challenge) throw new AppError('MFA_CHALLENGE_EXPIRED');
  if (challenge.failedAt) throw blocked();
  if (challenge.consumedAt || new Date(challenge.expiresAt) <= now)
    throw new AppError('MFA_CHALLENGE_EXPIRED');
  const user = await repo.findMfaUser(ctx.db, challenge.userId);
  if (!user || !statusAllows(challenge, user.statusId)) throw new AppError('MFA_CHALLENGE_EXPIRED');
  if (challenge.type !== 'SMS' || challenge.codeSentAt === null || !user.mobile) throw resendUnavailable();
  const wait = resendWait(challenge.codeSentAt, now);
  if (wait > 0) throw tooEarly(wait);
  const code = newSmsCode();
  const won = await repo.replaceChallengeCode(
    ctx.db,
    challenge.id,
    new Date(challenge.codeSentAt),
    codeDigest(ctx, `login:${tokenHash}`, code),
    now,
  );
  // Another resend got there first: its SMS is on the way, and the wait starts again.
  if (!won) throw tooEarly(RESEND_WAIT_S);
  await sendCode(ctx, user.mobile, code);
  await audit(ctx.db, user, { ip: input.ip, userAgent: input.userAgent }, 'MFA_SMS', 'RESENT', {
    purpose: challenge.purpose,
  });
  return { maxRemainingTime: RESEND_WAIT_S };
}

// --- Fresh proof before one's own factor changes ---

const REAUTHENTICATION_TTL_MS = MFA_REAUTHENTICATION_TTL_S * 1000;

/**
 * POST /mfa/reautenticacao: the current password (a wrong one counts with the login lockout and is
 * CURRENT_PASSWORD_INVALID; a locked account is ACCOUNT_LOCKED). With an active factor the answer is
 * its challenge, bound to this session, to be answered at /mfa/code; without one the password is the
 * whole proof. Either way the session may then replace or reset its factor for a while.
 */
export async function reauthenticate(
  ctx: AppContext,
  actor: MfaActor,
  password: string,
  caller: Caller,
): Promise<{ verified: true; message: string } | IssuedChallenge> {
  const user = await repo.findProofUser(ctx.db, actor.userId);
  if (!user) throw new AppError('UNAUTHENTICATED');
  if (!(await verifyCurrentPassword(ctx, user.email, user.passwordHash, password))) {
    await audit(ctx.db, user, caller, 'MFA_REAUTHENTICATION', 'WRONG_CURRENT_PASSWORD');
    throw new AppError('CURRENT_PASSWORD_INVALID');
  }
  if (user.mfaStatus === 'ATIVO' && user.mfaType !== null) {
    const fields = {
      purpose: 'STEP_UP' as const,
      clientId: null,
      redirectUri: null,
      codeChallenge: null,
      state: null,
      sessionId: actor.sessionId,
    };
    return issueChallenge(ctx, user.id, fields, caller, { purpose: 'STEP_UP' });
  }
  await repo.markReauthenticated(ctx.db, actor.sessionId, clock(ctx));
  await audit(ctx.db, user, caller, 'MFA_REAUTHENTICATION', 'SUCCESS', { factor: null });
  return { verified: true, message: mfaMessages.reauthenticated };
}

/** Whether this session proved its person within MFA_REAUTHENTICATION_TTL_S. */
async function freshlyProven(db: Db, sessionId: string, now: Date): Promise<boolean> {
  const at = await repo.reauthenticatedAt(db, sessionId);
  return at !== null && now.getTime() - at.getTime() <= REAUTHENTICATION_TTL_MS;
}

const ownFactorChangeReason = 'MFA_CHANGED';

/** Tells the person their factor changed, so a change they did not make does not go unnoticed. */
async function mailFactorChange(
  ctx: AppContext,
  userId: number,
  change: { kind: 'reset' } | { kind: 'enrolled'; type: MfaType; sessionsEnded: boolean },
) {
  const user = await repo.findProofUser(ctx.db, userId);
  if (!user) return;
  const m = accountNoticeMessages;
  const mail =
    change.kind === 'reset'
      ? noticeMail(user, m.mfaResetSubject, [m.mfaResetBody, m.notYou])
      : noticeMail(user, m.mfaChangedSubject, [
          m.mfaChangedBody(change.type === 'TOTP' ? mfaMessages.authenticatorSubject : 'SMS'),
          ...(change.sessionsEnded ? [m.mfaChangedSessionsEnded] : []),
          m.notYou,
        ]);
  await ctx.delivery.sendMail(mail);
}

// --- Enrolment (Privacidade e segurança) ---

type EnrolResult =
  | {
      type: 'TOTP';
      subject: string;
      secret: string;
      otpauthUrl: string;
      qrCode: string;
      maxRemainingTime: number;
    }
  | { type: 'SMS'; subject: string; maxRemainingTime: number };

function assertMayEnrol(actor: MfaActor) {
  // Enrolling is the one thing a pending user must be able to do, whatever their profile grants.
  if (!actor.companyRequiresMfa && !hasPermission(actor.permissions, policies.mfa.enrol.portal))
    throw new AppError('FORBIDDEN');
}

const enrolmentContext = (userId: number) => `mfa_enrolments.secret:${userId}`;
const enrolmentScope = (userId: number) => `enrol:${userId}`;

/**
 * POST /mfa: starts enrolling a factor, kept pending until a code confirms it (the active factor,
 * if any, stays in force until then). TOTP answers the manual key, the otpauth URL and its QR
 * code; SMS sends a code to the given mobile (no sooner than 60 s after the previous one).
 */
export async function startEnrolment(
  ctx: AppContext,
  actor: MfaActor,
  body: { type: MfaType; origin: string; phone?: string | undefined },
  caller: Caller,
): Promise<EnrolResult> {
  assertMayEnrol(actor);
  const now = clock(ctx);
  const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
  const who = { id: actor.userId, companyId: actor.companyId, email: actor.email };
  // Replacing an active factor: only a session that proved its person again.
  const current = await repo.findMfaUser(ctx.db, actor.userId);
  if (current?.mfaStatus === 'ATIVO' && !(await freshlyProven(ctx.db, actor.sessionId, now))) {
    await audit(ctx.db, who, caller, 'MFA_ENROLMENT', 'REAUTHENTICATION_REQUIRED', { type: body.type });
    throw new AppError('MFA_REAUTHENTICATION_REQUIRED');
  }

  if (body.type === 'TOTP') {
    const secret = generateSecret();
    const otpauthUrl = generateURI({ issuer: ISSUER, label: actor.email, secret });
    const { default: QRCode } = await import('qrcode');
    const qrCode = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
    await repo.upsertEnrolment(ctx.db, {
      userId: actor.userId,
      type: 'TOTP',
      secret: secrets(ctx).box.seal(secret, enrolmentContext(actor.userId)),
      phone: null,
      codeHash: null,
      codeSentAt: null,
      origin: body.origin,
      expiresAt,
    });
    await audit(ctx.db, who, caller, 'MFA_ENROLMENT', 'STARTED', { type: 'TOTP', origin: body.origin });
    return {
      type: 'TOTP',
      subject: mfaMessages.authenticatorSubject,
      secret,
      otpauthUrl,
      qrCode,
      maxRemainingTime: totpSecondsLeft(now),
    };
  }

  // The contract already required a valid mobile for SMS; this keeps the service safe on its own.
  const phone = onlyDigits(body.phone ?? '');
  const subject = maskMfaPhone(phone);
  if (subject === null) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'body.phone', message: accountMessages.mobileInvalid }],
    });
  }
  const code = newSmsCode();
  const wait = await ctx.db.transaction().execute(async (trx) => {
    await repo.findMfaUser(trx, actor.userId, { forUpdate: true });
    const existing = await repo.findEnrolment(trx, actor.userId);
    const live = existing && new Date(existing.expiresAt) > now ? existing : undefined;
    const left = live?.type === 'SMS' ? resendWait(live.codeSentAt, now) : 0;
    if (left > 0) return left;
    await repo.upsertEnrolment(trx, {
      userId: actor.userId,
      type: 'SMS',
      secret: null,
      phone,
      codeHash: codeDigest(ctx, enrolmentScope(actor.userId), code),
      codeSentAt: now,
      origin: body.origin,
      expiresAt,
    });
    return 0;
  });
  if (wait > 0) throw tooEarly(wait);
  await sendCode(ctx, phone, code);
  await audit(ctx.db, who, caller, 'MFA_ENROLMENT', 'STARTED', { type: 'SMS', origin: body.origin });
  return { type: 'SMS', subject, maxRemainingTime: RESEND_WAIT_S };
}

/** POST /mfa/sms from a session (or /mfa/external/sms): the enrolment's SMS again, after 60 s. */
export async function resendEnrolmentSms(
  ctx: AppContext,
  actor: MfaActor,
  caller: Caller,
): Promise<{ maxRemainingTime: number }> {
  assertMayEnrol(actor);
  const now = clock(ctx);
  const enrolment = await repo.findEnrolment(ctx.db, actor.userId);
  if (!enrolment || new Date(enrolment.expiresAt) <= now) throw enrolmentNotFound();
  if (enrolment.type !== 'SMS' || enrolment.codeSentAt === null || enrolment.phone === null)
    throw resendUnavailable();
  const wait = resendWait(enrolment.codeSentAt, now);
  if (wait > 0) throw tooEarly(wait);
  const code = newSmsCode();
  const won = await repo.replaceEnrolmentCode(
    ctx.db,
    actor.userId,
    new Date(enrolment.codeSentAt),
    codeDigest(ctx, enrolmentScope(actor.userId), code),
    now,
  );
  if (!won) throw tooEarly(RESEND_WAIT_S);
  await sendCode(ctx, enrolment.phone, code);
  await audit(
    ctx.db,
    { id: actor.userId, companyId: actor.companyId, email: actor.email },
    caller,
    'MFA_SMS',
    'RESENT',
    { purpose: 'ENROLMENT' },
  );
  return { maxRemainingTime: RESEND_WAIT_S };
}

type ConfirmOutcome =
  | { kind: 'missing' }
  | { kind: 'wrong'; attempts: number }
  | { kind: 'restart' }
  | { kind: 'reauthenticate' }
  | { kind: 'ok'; type: MfaType; replaced: boolean };

/**
 * POST /mfa/confirmacao (or /mfa/external/code): the code that proves the new factor. Right: MFA
 * becomes ATIVO with this type (TOTP secret sealed; SMS mobile saved). Three wrong codes discard
 * the enrolment (item 'restart'); the account is not blocked, since the session already proved who
 * this is.
 */
export async function confirmEnrolment(
  ctx: AppContext,
  actor: MfaActor,
  code: string,
  caller: Caller,
): Promise<{ message: string; mfa: { status: 'ATIVO'; type: MfaType } }> {
  assertMayEnrol(actor);
  const now = clock(ctx);
  const who = { id: actor.userId, companyId: actor.companyId, email: actor.email };
  const outcome = await ctx.db.transaction().execute(async (trx): Promise<ConfirmOutcome> => {
    const user = await repo.findMfaUser(trx, actor.userId, { forUpdate: true });
    const enrolment = await repo.findEnrolment(trx, actor.userId, { forUpdate: true });
    if (!enrolment) return { kind: 'missing' };
    if (new Date(enrolment.expiresAt) <= now) {
      await repo.deleteEnrolment(trx, actor.userId);
      return { kind: 'missing' };
    }
    // The factor in force is replaced only by a session that proved its person again.
    const replaced = user?.mfaStatus === 'ATIVO';
    if (replaced && !(await freshlyProven(trx, actor.sessionId, now))) {
      await audit(trx, who, caller, 'MFA_ENROLMENT', 'REAUTHENTICATION_REQUIRED');
      return { kind: 'reauthenticate' };
    }
    let secret: string | null = null;
    let step: number | null = null;
    let right: boolean;
    if (enrolment.type === 'TOTP') {
      if (enrolment.secret === null) return { kind: 'missing' };
      secret = secrets(ctx).box.open(enrolment.secret, enrolmentContext(actor.userId));
      step = await totpStep(secret, code, now, null);
      right = step !== null;
    } else {
      right =
        enrolment.phone !== null &&
        sameDigest(enrolment.codeHash, codeDigest(ctx, enrolmentScope(actor.userId), code));
    }
    if (!right) {
      const attempts = enrolment.attempts + 1;
      if (attempts >= MFA_MAX_ATTEMPTS) {
        await repo.deleteEnrolment(trx, actor.userId);
        await audit(trx, who, caller, 'MFA_ENROLMENT', 'FAILED', { type: enrolment.type, attempts });
        return { kind: 'restart' };
      }
      await repo.countEnrolmentFailure(trx, actor.userId);
      await audit(trx, who, caller, 'MFA_ENROLMENT', 'INVALID_CODE', { type: enrolment.type, attempts });
      return { kind: 'wrong', attempts };
    }
    await repo.updateMfaUser(trx, actor.userId, {
      mfaStatus: 'ATIVO',
      mfaType: enrolment.type,
      mfaSecret: secret === null ? null : secrets(ctx).box.seal(secret, mfaSecretContext(actor.userId)),
      mfaTotpLastStep: step,
      mfaFailures: 0,
      ...(enrolment.type === 'SMS' && enrolment.phone !== null ? { mobile: enrolment.phone } : {}),
      updatedAt: now,
    });
    await repo.deleteEnrolment(trx, actor.userId);
    // Logins waiting on the previous factor cannot be finished with it any more.
    await repo.expireOpenChallenges(trx, actor.userId, now);
    // Whoever else holds a session of this person does not keep it past a change of factor.
    if (replaced)
      await repo.revokeOtherSessions(trx, actor.userId, actor.sessionId, ownFactorChangeReason, now);
    await audit(trx, who, caller, 'MFA_ENROLMENT', 'CONFIRMED', {
      type: enrolment.type,
      origin: enrolment.origin,
      replaced,
    });
    return { kind: 'ok', type: enrolment.type, replaced };
  });
  switch (outcome.kind) {
    case 'missing':
      throw enrolmentNotFound();
    case 'restart':
      throw new VerificationError('MFA_ENROLMENT_FAILED', {
        key: 'restart',
        errorMsg: mfaMessages.enrolmentRestart,
      });
    case 'wrong':
      throw wrongCode(outcome.attempts);
    case 'reauthenticate':
      throw new AppError('MFA_REAUTHENTICATION_REQUIRED');
    case 'ok':
      if (outcome.replaced) ctx.principals?.forgetUser(actor.userId);
      await mailFactorChange(ctx, actor.userId, {
        kind: 'enrolled',
        type: outcome.type,
        sessionsEnded: outcome.replaced,
      });
      return { message: mfaMessages.enrolled, mfa: { status: 'ATIVO', type: outcome.type } };
  }
}

// --- Reset ---

/**
 * PUT /mfa/users/{id}/reset (AA 7; id left out: one's own): this route decides who may reset whom
 * (own factor, provider staff, the company's administrator; another company's user answers 404,
 * exactly like an unknown id), then the users module's one reset applies the state rules (Ativo or
 * Suspenso only; the user is left Suspenso until they enrol again) and the audit.
 */
export async function resetMfa(
  ctx: AppContext,
  actor: MfaActor,
  targetId: number | undefined,
  caller: Caller,
): Promise<{ message: string }> {
  const id = targetId ?? actor.userId;
  const target = await repo.findResetTarget(ctx.db, id);
  if (!target) throw new AppError('NOT_FOUND');
  const decision = mfaResetDecision(actor, { userId: target.id, companyId: target.companyId });
  if (decision === 'notFound') throw new AppError('NOT_FOUND');
  if (decision === 'forbidden') throw new AppError('FORBIDDEN');
  const auditActor = { userId: actor.userId, email: actor.email, ip: caller.ip, userAgent: caller.userAgent };
  if (target.id === actor.userId) {
    // One's own factor: a fresh proof in this session; the other sessions end; the person is told.
    if (!(await freshlyProven(ctx.db, actor.sessionId, clock(ctx)))) {
      await audit(
        ctx.db,
        { id: actor.userId, companyId: actor.companyId, email: actor.email },
        caller,
        'USER_MFA_RESET',
        'REAUTHENTICATION_REQUIRED',
        { targetUserId: target.id },
      );
      throw new AppError('MFA_REAUTHENTICATION_REQUIRED');
    }
    await applyMfaReset(ctx, auditActor, target, {
      within: (trx, now) =>
        repo.revokeOtherSessions(trx, actor.userId, actor.sessionId, ownFactorChangeReason, now),
    });
    await mailFactorChange(ctx, actor.userId, { kind: 'reset' });
    return { message: mfaMessages.ownResetDone };
  }
  // PF 4: while the actor's own second factor is pending, only their own account is in reach.
  const self = await repo.findMfaUser(ctx.db, actor.userId);
  if (actor.companyRequiresMfa && self?.mfaStatus !== 'ATIVO') throw new AppError('FORBIDDEN');
  return applyMfaReset(ctx, auditActor, target);
}
