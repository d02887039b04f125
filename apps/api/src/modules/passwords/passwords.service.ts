/**
 * The password journeys (PF 2 'Password screens', PF 5, PF 7; AA 2.2, 5, 7):
 * the recovery request, which answers the same whatever the data; the single-use links that set a
 * password ('Alteração de senha', 'Cadastrar Senha'); the trial user's password; the own-password
 * change. Every new password passes the policy of PF 5, is not one of the user's last 5 and not on
 * the common-passwords list; setting it ends the user's sessions and spends every other link.
 */
import { clearLoginThrottle, parseDeviceInfo, verifyCurrentPassword } from '../auth/login.service';
import { verify } from '@node-rs/argon2';
import {
  type PasswordLinkCheckBody,
  decodeBase64Text,
  decodeNewPassword,
  decodeOldPassword,
  passwordLinkPaths,
  readSetPasswordAuthorization,
  type OwnPasswordBody,
  type PasswordChangeAnswer,
  type RecoveryRequest,
  type TrialPasswordBody,
} from '@painel/contracts';
import {
  PROVIDER_COMPANY_ID,
  USER_STATUS_IDS,
  canChangeOwnPassword,
  onlyDigits,
  ownPasswordMessages,
  passwordMailMessages,
  passwordMessages,
  validateConfirmPassword,
  validateNewPassword,
  validateOwnPasswordChange,
  validationMessages,
  type AuditAction,
} from '@painel/domain';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import { digest, newToken } from '../../lib/tokens';
import { revokeUserSessions } from '../auth/sessions.service';
import { recordAudit } from '../../core/audit/record-audit';
import type { LiveSession } from '../../core/auth/session';
import { verifyCaptcha } from '../captcha/captcha.service';
import { startPasswordChallenge, type Challenge } from '../mfa/mfa.service';
import { isCommonPassword } from './common-passwords';
import { inviteMail, resetMail } from './password-mail';
import * as repo from './passwords.repository';
import type { AppContext } from '../../core/context';

type Caller = { ip: string; userAgent: string | null };
/** Runs work after the response, so the answer never waits for SMTP (see passwords.routes.ts). */
export type Defer = (task: () => Promise<void>) => void;

export const RESET_LINK_TTL_MS = 60 * 60_000;
export const REGISTER_LINK_TTL_DAYS = 7;
/** A second recovery e-mail within this time is not sent: nobody floods a mailbox or kills a fresh link. */
export const RESET_RESEND_COOLDOWN_MS = 60_000;
export const PASSWORD_HISTORY_SIZE = 5;
export const PASSWORD_CHANGED = 'PASSWORD_CHANGED';

const clock = (ctx: AppContext) => (ctx.now ? ctx.now() : new Date());

/** Like a login (authorize), a password change of a user whose company requires MFA and whose factor is active waits for a code. */
function needsSecondFactor(user: { flagMfa: boolean; mfaStatus: string }): boolean {
  return user.flagMfa && user.mfaStatus === 'ATIVO';
}

/** Staff sign in to the back office, customers to the portal; a link opens where its user signs in. */
function environmentOf(companyId: number) {
  return companyId === PROVIDER_COMPANY_ID ? ('backoffice' as const) : ('portal' as const);
}

function linkFor(ctx: AppContext, companyId: number, purpose: repo.PasswordPurpose, token: string): string {
  const base = ctx.config.publicUrls[environmentOf(companyId)];
  return `${base}${passwordLinkPaths[purpose]}?hash=${encodeURIComponent(token)}`;
}

function invalidField(path: string, message: string = validationMessages.invalidValue): AppError {
  return new AppError('VALIDATION_FAILED', { fields: [{ path, message }] });
}

type Audit = { userId: number | null; companyId: number | null; email?: string | null } & Caller;

function audit(
  db: Db,
  who: Audit,
  action: AuditAction,
  outcome: string,
  detail: Record<string, unknown> = {},
  device?: unknown,
) {
  return recordAudit(db, who, action, { ...detail, outcome, ...(device === undefined ? {} : { device }) });
}

// --- Recovery request ---

const RECOVERABLE_STATUSES: readonly number[] = [USER_STATUS_IDS.active, USER_STATUS_IDS.securityBlocked];

/**
 * POST /users/password. The answer, its status and the work done before it are the same whether
 * or not the data names an account: the link is made and e-mailed after the response.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  input: { body: RecoveryRequest; deviceInfo: string | undefined } & Caller,
  defer: Defer,
): Promise<{ message: string }> {
  const device = parseDeviceInfo(input.deviceInfo);
  await verifyCaptcha(ctx, input.body.recaptcha);
  const email = input.body.email.trim();
  const document = onlyDigits(input.body.document);
  const candidate = await repo.findRecoveryCandidate(ctx.db, email);
  const reason = !candidate
    ? 'UNKNOWN_EMAIL'
    : environmentOf(candidate.companyId) !== ctx.environment
      ? 'ENVIRONMENT'
      : !(
            candidate.cpf === document ||
            (ctx.environment === 'portal' && candidate.companyDocument === document)
          )
        ? 'DOCUMENT_MISMATCH'
        : !RECOVERABLE_STATUSES.includes(candidate.statusId)
          ? 'STATUS'
          : null;
  // The token is drawn either way, so both paths do the same work before answering.
  const token = newToken();
  const tokenHash = digest(token);
  await audit(
    ctx.db,
    {
      userId: candidate?.id ?? null,
      companyId: candidate?.companyId ?? null,
      email,
      ip: input.ip,
      userAgent: input.userAgent,
    },
    'PASSWORD_RESET_REQUEST',
    reason ? 'NO_MATCH' : 'LINK_REQUESTED',
    reason ? { reason } : {},
    device,
  );
  if (candidate && !reason) defer(() => sendResetLink(ctx, candidate, token, tokenHash));
  return { message: passwordMailMessages.recoveryRequested };
}

async function sendResetLink(
  ctx: AppContext,
  user: { id: number; email: string; name: string; companyId: number },
  token: string,
  tokenHash: string,
) {
  const now = clock(ctx);
  const issued = await ctx.db.transaction().execute(async (trx) => {
    // Two requests at once for the same user: the row lock makes the second see the first's link.
    await repo.lockUser(trx, user.id);
    const newest = await repo.newestLiveTokenAt(trx, user.id, 'reset', now);
    if (newest && now.getTime() - newest.getTime() < RESET_RESEND_COOLDOWN_MS) return false;
    await repo.revokeUserTokens(trx, user.id, now);
    await repo.insertToken(trx, {
      tokenHash,
      userId: user.id,
      purpose: 'reset',
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MS),
    });
    return true;
  });
  if (!issued) return;
  await ctx.delivery.sendMail(resetMail(user, linkFor(ctx, user.companyId, 'reset', token)));
}

// --- Invitation ('Cadastrar Senha') ---

/**
 * For the user-invitation feature: a register link (valid 7 days, single use; earlier links of the
 * user stop working) e-mailed to the invited user, who is expected in status Pendente.
 */
export async function sendRegisterInvitation(ctx: AppContext, userId: number): Promise<void> {
  const user = await repo.findPasswordUser(ctx.db, userId);
  if (!user) throw new Error(`sendRegisterInvitation: no user ${userId}`);
  const now = clock(ctx);
  const token = newToken();
  await ctx.db.transaction().execute(async (trx) => {
    await repo.revokeUserTokens(trx, user.id, now);
    await repo.insertToken(trx, {
      tokenHash: digest(token),
      userId: user.id,
      purpose: 'register',
      createdAt: now,
      expiresAt: new Date(now.getTime() + REGISTER_LINK_TTL_DAYS * 86_400_000),
    });
  });
  await ctx.delivery.sendMail(
    inviteMail(user, linkFor(ctx, user.companyId, 'register', token), REGISTER_LINK_TTL_DAYS),
  );
}

/**
 * For 'Solicitar troca de senha': a reset link (single use, RESET_LINK_TTL_MS; earlier
 * links stop working) e-mailed to a user an administrator has just blocked for security. Without
 * the cool-down of the public recovery: the request is an administrator's, audited by its caller.
 */
export async function sendPasswordChangeLink(ctx: AppContext, userId: number): Promise<void> {
  const user = await repo.findPasswordUser(ctx.db, userId);
  if (!user) throw new Error(`sendPasswordChangeLink: no user ${userId}`);
  const now = clock(ctx);
  const token = newToken();
  await ctx.db.transaction().execute(async (trx) => {
    await repo.lockUser(trx, user.id);
    await repo.revokeUserTokens(trx, user.id, now);
    await repo.insertToken(trx, {
      tokenHash: digest(token),
      userId: user.id,
      purpose: 'reset',
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MS),
    });
  });
  await ctx.delivery.sendMail(resetMail(user, linkFor(ctx, user.companyId, 'reset', token)));
}

// --- Rules every new password passes ---

type PasswordUser = NonNullable<Awaited<ReturnType<typeof repo.findPasswordUser>>>;

/** Not on the common list and none of the last 5 (the current one included). Answers the history read. */
async function refuseCommonOrReused(
  ctx: AppContext,
  user: PasswordUser,
  password: string,
  who: Audit,
  via: string,
) {
  if (await isCommonPassword(password)) {
    await audit(ctx.db, who, 'PASSWORD_CHANGE', 'TOO_COMMON', { via });
    throw new AppError('PASSWORD_TOO_COMMON');
  }
  const history = await repo.recentPasswordHashes(ctx.db, user.id, PASSWORD_HISTORY_SIZE);
  const recent = [...new Set([user.passwordHash, ...history].filter((h): h is string => Boolean(h)))].slice(
    0,
    PASSWORD_HISTORY_SIZE,
  );
  const matches = await Promise.all(recent.map((h) => verify(h, password).catch(() => false)));
  if (matches.some(Boolean)) {
    await audit(ctx.db, who, 'PASSWORD_CHANGE', 'REUSED', { via });
    throw new AppError('PASSWORD_REUSED');
  }
  return history;
}

/**
 * Writes the new hash and what follows from it, inside the caller's transaction: the history
 * (the replaced password goes in too when it was never recorded), every other link spent, pending
 * authorization codes burnt.
 */
async function storeNewPassword(
  trx: Db,
  user: PasswordUser,
  newHash: string,
  history: string[],
  now: Date,
  statusChange?: { from: number; to: number },
) {
  await repo.setPasswordHash(trx, user.id, newHash, now, statusChange);
  if (user.passwordHash && history[0] !== user.passwordHash) {
    await repo.pushPasswordHistory(trx, user.id, user.passwordHash, PASSWORD_HISTORY_SIZE);
  }
  await repo.pushPasswordHistory(trx, user.id, newHash, PASSWORD_HISTORY_SIZE);
  await repo.revokeUserTokens(trx, user.id, now);
  await repo.burnPendingCodes(trx, user.id, now);
  // A fresh password lifts the login lockout and the count of wrong verification codes.
  await clearLoginThrottle(trx, user.email);
  await repo.resetMfaFailures(trx, user.id);
}

/** PF 5 on the public screens: required, policy (with the company name), confirmation. */
async function checkNewPassword(
  ctx: AppContext,
  user: PasswordUser,
  password: string,
  check: string,
  who: Audit,
  via: string,
) {
  const context = { companyName: user.companyName };
  const passwordError = validateNewPassword(password, context);
  const confirmError = validateConfirmPassword(password, check);
  if (passwordError === passwordMessages.required) throw invalidField('password', passwordError);
  if (passwordError) {
    await audit(ctx.db, who, 'PASSWORD_CHANGE', 'POLICY', { via });
    throw new AppError('PASSWORD_POLICY');
  }
  if (confirmError === passwordMessages.confirmRequired) throw invalidField('passwordCheck', confirmError);
  if (confirmError) throw new AppError('PASSWORD_MISMATCH');
}

// --- 'Alteração de senha' and 'Cadastrar Senha' through the e-mailed link ---

/** The reset lifts the block of three wrong codes (status 4). */
const RESET_STATUS_CHANGE = { from: USER_STATUS_IDS.securityBlocked, to: USER_STATUS_IDS.active };

/** PUT /users/password (purpose 'reset') and PUT /users/password/cadastro (purpose 'register'). */
/**
 * Whether an e-mailed link is still usable, asked by its page on arrival so a used or expired link
 * says so before anyone types a password; the same refusal the change itself would give. Spends nothing.
 */
export async function checkPasswordLink(
  ctx: AppContext,
  body: PasswordLinkCheckBody,
): Promise<{ usable: true }> {
  const token = await repo.findLiveToken(ctx.db, digest(body.hash), body.purpose, clock(ctx));
  const user = token ? await repo.findPasswordUser(ctx.db, token.userId) : undefined;
  if (!user) throw new AppError(body.purpose === 'reset' ? 'PASSWORD_LINK_INVALID' : 'REGISTER_LINK_INVALID');
  return { usable: true };
}

export async function setPasswordWithLink(
  ctx: AppContext,
  purpose: repo.PasswordPurpose,
  input: { authorization: string | undefined } & Caller,
): Promise<PasswordChangeAnswer> {
  const credentials = readSetPasswordAuthorization(input.authorization);
  if (!credentials) throw invalidField('authorization');
  const invalidLink = purpose === 'reset' ? 'PASSWORD_LINK_INVALID' : 'REGISTER_LINK_INVALID';
  const now = clock(ctx);
  const tokenHash = digest(credentials.hash);
  const token = await repo.findLiveToken(ctx.db, tokenHash, purpose, now);
  const user = token ? await repo.findPasswordUser(ctx.db, token.userId) : undefined;
  const caller = { ip: input.ip, userAgent: input.userAgent };
  if (!user) {
    await audit(ctx.db, { userId: null, companyId: null, ...caller }, 'PASSWORD_CHANGE', 'INVALID_LINK', {
      via: purpose,
    });
    throw new AppError(invalidLink);
  }
  const who: Audit = { userId: user.id, companyId: user.companyId, email: user.email, ...caller };
  await checkNewPassword(ctx, user, credentials.password, credentials.passwordCheck, who, purpose);
  const history = await refuseCommonOrReused(ctx, user, credentials.password, who, purpose);
  const newHash = await hashPassword(credentials.password);
  if (purpose === 'reset' && needsSecondFactor(user)) {
    // PF 2 'after password change': the link stays unspent until the code completes the change.
    await audit(ctx.db, who, 'PASSWORD_CHANGE', 'MFA_REQUIRED', { via: purpose });
    return startPasswordChallenge(
      ctx,
      { userId: user.id, purpose: 'PASSWORD_RESET', passwordHash: newHash, linkTokenHash: tokenHash },
      caller,
    );
  }
  const statusChange =
    purpose === 'reset' ? RESET_STATUS_CHANGE : { from: USER_STATUS_IDS.pending, to: USER_STATUS_IDS.active };
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.consumeToken(trx, tokenHash, purpose, now))) throw new AppError(invalidLink);
    await storeNewPassword(trx, user, newHash, history, now, statusChange);
    await revokeUserSessions(trx, user.id, PASSWORD_CHANGED, now);
    await audit(trx, who, 'PASSWORD_CHANGE', 'SUCCESS', { via: purpose, previousStatusId: user.statusId });
  });
  ctx.principals?.forgetUser(user.id);
  return { message: purpose === 'reset' ? passwordMessages.changeSuccess : passwordMessages.registerSuccess };
}

// --- Signed-in users ---

export type SignedIn = { session: LiveSession; userId: number; permissions: readonly string[] };

/** POST /customers/trial/users/password: a trial user sets a new password and stays signed in. */
export async function setTrialPassword(
  ctx: AppContext,
  signedIn: SignedIn,
  body: TrialPasswordBody,
  caller: Caller,
): Promise<{ message: string }> {
  const user = await repo.findPasswordUser(ctx.db, signedIn.userId);
  if (!user || user.planType !== 'TRIAL') throw new AppError('FORBIDDEN');
  const password = decodeBase64Text(body.password);
  if (password === null) throw invalidField('password');
  const who: Audit = { userId: user.id, companyId: user.companyId, email: user.email, ...caller };
  const error = validateNewPassword(password, { companyName: user.companyName });
  if (error === passwordMessages.required) throw invalidField('password', error);
  if (error) {
    await audit(ctx.db, who, 'PASSWORD_CHANGE', 'POLICY', { via: 'trial' });
    throw new AppError('PASSWORD_POLICY');
  }
  const history = await refuseCommonOrReused(ctx, user, password, who, 'trial');
  const newHash = await hashPassword(password);
  const now = clock(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    await storeNewPassword(trx, user, newHash, history, now);
    await repo.revokeOtherSessions(trx, user.id, signedIn.session.id, PASSWORD_CHANGED, now);
    await audit(trx, who, 'PASSWORD_CHANGE', 'SUCCESS', { via: 'trial' });
  });
  ctx.principals?.forgetUser(user.id);
  return { message: passwordMessages.changeSuccess };
}

/**
 * PUT {customers}/users/profile/password: the current password must be right; the AA 5
 * messages come back as fields (current, next, confirm) like the dialog's own validation. Every
 * session of the user ends, this one included: the user signs in again.
 */
export async function changeOwnPassword(
  ctx: AppContext,
  signedIn: SignedIn,
  body: OwnPasswordBody,
  caller: Caller,
): Promise<PasswordChangeAnswer> {
  const user = await repo.findPasswordUser(ctx.db, signedIn.userId);
  if (!user) throw new AppError('UNAUTHENTICATED');
  if (!canChangeOwnPassword(signedIn.permissions)) {
    await audit(
      ctx.db,
      { userId: user.id, companyId: user.companyId, email: user.email, ...caller },
      'PASSWORD_CHANGE',
      'FORBIDDEN',
      { via: 'profile' },
    );
    throw new AppError('FORBIDDEN');
  }
  const current = decodeOldPassword(body.oldPassword);
  const next = decodeNewPassword(body.newPassword);
  if (!current || current.email.toLowerCase() !== user.email.toLowerCase()) throw invalidField('oldPassword');
  if (!next) throw invalidField('newPassword');
  if (!next.matches) throw invalidField('confirm', ownPasswordMessages.doNotMatch);
  const errors = validateOwnPasswordChange(
    { current: current.password, next: next.password, confirm: next.password },
    { companyName: user.companyName },
  );
  const fields = Object.entries(errors).map(([path, message]) => ({ path, message }));
  if (fields.length > 0) throw new AppError('VALIDATION_FAILED', { fields });

  const who: Audit = { userId: user.id, companyId: user.companyId, email: user.email, ...caller };
  const currentOk = await verifyCurrentPassword(ctx, user.email, user.passwordHash, current.password);
  if (!currentOk) {
    await audit(ctx.db, who, 'PASSWORD_CHANGE', 'WRONG_CURRENT_PASSWORD', { via: 'profile' });
    throw new AppError('CURRENT_PASSWORD_INVALID');
  }
  const history = await refuseCommonOrReused(ctx, user, next.password, who, 'profile');
  const newHash = await hashPassword(next.password);
  if (needsSecondFactor(user)) {
    // AA 2.2: the server answers with an MFA challenge; the change waits for a right code (completePasswordChallenge).
    await audit(ctx.db, who, 'PASSWORD_CHANGE', 'MFA_REQUIRED', { via: 'profile' });
    return startPasswordChallenge(
      ctx,
      { userId: user.id, purpose: 'PASSWORD_CHANGE', passwordHash: newHash, linkTokenHash: null },
      caller,
    );
  }
  const now = clock(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    await storeNewPassword(trx, user, newHash, history, now);
    await revokeUserSessions(trx, user.id, PASSWORD_CHANGED, now);
    await audit(trx, who, 'PASSWORD_CHANGE', 'SUCCESS', { via: 'profile' });
  });
  // This instance forgets the ended sessions at once; other processes within PRINCIPAL_CACHE_MS.
  ctx.principals?.forgetUser(user.id);
  return { message: ownPasswordMessages.changedLoggedOut };
}

/**
 * The second half of a password change that waited for the second factor (mfa.service's
 * verifyCode calls it with the right code, in its transaction, the user row locked): the same
 * effects as without MFA. The e-mailed link is spent now; if it no longer is live (another
 * change used or replaced it), nothing changes and the answer is the link's error.
 */
export async function completePasswordChallenge(
  trx: Db,
  challenge: Challenge,
  now: Date,
  caller: Caller,
): Promise<{ message: string }> {
  const user = await repo.findPasswordUser(trx, challenge.userId);
  if (!user || challenge.passwordHash === null) throw new AppError('MFA_CHALLENGE_EXPIRED');
  const via = challenge.purpose === 'PASSWORD_RESET' ? 'reset' : 'profile';
  const who: Audit = { userId: user.id, companyId: user.companyId, email: user.email, ...caller };
  if (
    via === 'reset' &&
    !(challenge.linkTokenHash && (await repo.consumeToken(trx, challenge.linkTokenHash, 'reset', now)))
  ) {
    throw new AppError('PASSWORD_LINK_INVALID');
  }
  const history = await repo.recentPasswordHashes(trx, user.id, PASSWORD_HISTORY_SIZE);
  await storeNewPassword(
    trx,
    user,
    challenge.passwordHash,
    history,
    now,
    via === 'reset' ? RESET_STATUS_CHANGE : undefined,
  );
  await revokeUserSessions(trx, user.id, PASSWORD_CHANGED, now);
  await audit(trx, who, 'PASSWORD_CHANGE', 'SUCCESS', {
    via,
    mfa: true,
    ...(via === 'reset' ? { previousStatusId: user.statusId } : {}),
  });
  return { message: via === 'reset' ? passwordMessages.changeSuccess : ownPasswordMessages.changedLoggedOut };
}

/** Every live invitation or reset link of the person stops working (their e-mail changed), in the caller's transaction. */
export async function revokeUserTokens(db: Db, userId: number, now: Date) {
  await repo.revokeUserTokens(db, userId, now);
}
