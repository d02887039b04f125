/**
 * Signing in with a password: the POST authorize of the first-party apps and
 * of products, with per-account lockout before any hashing, the group's access hours and address
 * list, the product a client opens and the captcha; it answers with an authorization code (PKCE)
 * or the second factor to ask. Also the current password a signed-in person confirms a change with.
 */
import {
  deviceInfoSchema,
  loginFormSchema,
  type AuthorizeBody,
  type DeviceInfo,
  type ErrorCode,
} from '@painel/contracts';
import { USER_STATUS_IDS, productAccessRefusal, type ProductAccessRefusal } from '@painel/domain';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { parseBasic } from '../../lib/http';
import { verifyOrDummy } from '../../lib/passwords';
import { digest, newToken } from '../../lib/tokens';
import * as repo from './auth.repository';
import * as sessionRepo from '../../core/auth/session.repository';
import { admits, checkAccess } from '../../core/auth/session';
import { verifyCaptcha } from '../captcha/captcha.service';
import type { AppContext } from '../../core/context';
import { signInOutcomeOf } from '../../lib/metrics';
import { logSecurityEvent } from '../../lib/security-log';
import { writeAudit, type Caller } from './auth-audit';

const clock = (ctx: AppContext) => (ctx.now ? ctx.now() : new Date());

/**
 * A password sign-in's end, as the audit row names it: counted by its bounded outcome
 * (lib/metrics.ts), and a lockout or a refusal logged as a security event (lib/security-log.ts).
 */
function signInDecided(ctx: AppContext, auditOutcome: string, who: { userId?: number | null; ip: string }) {
  const outcome = signInOutcomeOf(auditOutcome);
  ctx.metrics.signIns.inc({ environment: ctx.environment, outcome });
  const fields = {
    environment: ctx.environment,
    userId: who.userId ?? null,
    ip: who.ip,
    reason: auditOutcome,
  };
  if (outcome === 'lockout') logSecurityEvent(ctx.log, 'auth.lockout', fields);
  else if (outcome === 'locked') logSecurityEvent(ctx.log, 'auth.locked_attempt', fields);
  else if (outcome.startsWith('refused_')) logSecurityEvent(ctx.log, 'auth.sign_in_refused', fields);
}

export const CODE_TTL_MS = 60_000;
/** Wrong passwords in a row before a lockout, and how long each lockout lasts (grows, then stays). */
export const LOCKOUT_AFTER_FAILURES = 5;
export const LOCKOUT_MINUTES = [1, 2, 4, 8, 15] as const;

function zodFields(issues: { path: PropertyKey[]; message: string }[]) {
  return issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
}

export function parseDeviceInfo(header: string | undefined): DeviceInfo | undefined {
  if (header === undefined) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(header);
  } catch {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'x-device-info', message: 'JSON inválido.' }],
    });
  }
  const parsed = deviceInfoSchema.safeParse(json);
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', { fields: zodFields(parsed.error.issues) });
  return parsed.data;
}

/**
 * A product's sign-in, code, token, refresh and session are for people whose company owns
 * the product AND whose access profile grants it (domain productAccessRefusal); null when they may.
 * Read fresh every time, so a change of profile reaches the next call.
 */
export async function productRefusal(
  ctx: AppContext,
  userId: number,
  productId: number,
): Promise<ProductAccessRefusal | null> {
  const facts = await repo.findProductAccessFacts(ctx.db, userId);
  return facts ? productAccessRefusal(facts, productId) : 'PRODUCT_NOT_OWNED';
}

const statusErrors: Partial<Record<number, 'USER_INACTIVE' | 'USER_PENDING' | 'USER_BLOCKED'>> = {
  [USER_STATUS_IDS.inactive]: 'USER_INACTIVE',
  [USER_STATUS_IDS.pending]: 'USER_PENDING',
  [USER_STATUS_IDS.securityBlocked]: 'USER_BLOCKED',
};

// --- Brute force: per account, before any hashing ---

const throttleKey = (email: string) => digest(`login:${email.toLowerCase()}`);

/** How long an unfinished count of wrong passwords is remembered: the longest lockout. */
const FAILURE_MEMORY_MS = 15 * 60_000;

/**
 * Reserves this attempt's password check, atomically and before any hashing (ACCOUNT_LOCKED when
 * the account is locked, or when the attempts already in flight use up the five): however many
 * arrive at once, at most five reach the hash. Returns the attempt's number and the lockouts so far.
 */
async function reserveAttempt(ctx: AppContext, email: string, now: Date) {
  const reserved = await repo.reserveLoginAttempt(
    ctx.db,
    throttleKey(email),
    now,
    new Date(now.getTime() - FAILURE_MEMORY_MS),
  );
  if (!reserved || reserved.failures > LOCKOUT_AFTER_FAILURES) throw new AppError('ACCOUNT_LOCKED');
  return { attempt: reserved.failures, lockouts: reserved.lockouts };
}

/**
 * A wrong password (for known and unknown e-mails alike) was already counted by its reservation;
 * the fifth in a row locks the account. True when this one locked it.
 */
async function recordFailure(
  ctx: AppContext,
  email: string,
  reservation: { attempt: number; lockouts: number },
  now: Date,
): Promise<boolean> {
  if (reservation.attempt < LOCKOUT_AFTER_FAILURES) return false;
  const minutes = LOCKOUT_MINUTES[Math.min(reservation.lockouts, LOCKOUT_MINUTES.length - 1)] ?? 15;
  await repo.lockAccount(ctx.db, throttleKey(email), new Date(now.getTime() + minutes * 60_000), now);
  return true;
}

/**
 * The current password a signed-in person confirms a change with (own password, security
 * question) counts like a login: ACCOUNT_LOCKED while the account is locked, each wrong one a
 * failure of the same count, the fifth in a row locking the account for login too. So a stolen
 * session cannot guess the password at the per-address rate. True when it is right.
 */
export async function verifyCurrentPassword(
  ctx: AppContext,
  email: string,
  passwordHash: string | null,
  candidate: string,
): Promise<boolean> {
  const now = clock(ctx);
  const reservation = await reserveAttempt(ctx, email, now);
  if (await verifyOrDummy(passwordHash, candidate)) {
    await repo.clearThrottle(ctx.db, throttleKey(email));
    return true;
  }
  await recordFailure(ctx, email, reservation, now);
  return false;
}

/** A new password is a fresh start: the login lockout of the account is lifted. */
export async function clearLoginThrottle(db: Db, email: string) {
  await repo.clearThrottle(db, throttleKey(email));
}

// --- Authorize ---

/**
 * A login either ends with a code, or — when the company requires MFA and the user has an active
 * second factor — needs one: the caller hands that to the MFA module (startLoginChallenge).
 */
export type AuthorizeResult =
  | { kind: 'code'; code: string; state: string }
  | {
      kind: 'secondFactor';
      userId: number;
      clientId: string;
      redirectUri: string;
      codeChallenge: string | null;
      state: string;
    };

export async function authorize(
  ctx: AppContext,
  input: {
    body: AuthorizeBody;
    authorization: string | undefined;
    deviceInfo: string | undefined;
    captchaToken: string | undefined;
  } & Caller,
): Promise<AuthorizeResult> {
  const { db } = ctx;
  const { body } = input;
  if (body.response_type !== 'code') throw new AppError('UNSUPPORTED_RESPONSE_TYPE');
  const client = await sessionRepo.findClient(db, body.client_id);
  if (!client) throw new AppError('INVALID_CLIENT');
  if (!client.redirectUris.includes(body.redirect_uri)) throw new AppError('INVALID_REDIRECT_URI');
  if (!client.secretHash && !(body.code_challenge && body.code_challenge_method === 'S256')) {
    // Public clients (browsers) cannot keep a secret: PKCE is what binds the code to them.
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'code_challenge', message: 'Campo obrigatório.' }],
    });
  }
  const device = parseDeviceInfo(input.deviceInfo);
  await verifyCaptcha(ctx, input.captchaToken);

  const basic = parseBasic(input.authorization);
  const credentials = loginFormSchema.safeParse({ email: basic?.user ?? '', password: basic?.secret ?? '' });
  if (!credentials.success) {
    throw new AppError('VALIDATION_FAILED', { fields: zodFields(credentials.error.issues) });
  }
  const { email, password } = credentials.data;
  const now = clock(ctx);
  const audit = { email, ip: input.ip, userAgent: input.userAgent, device, action: 'LOGIN' as const };
  const candidate = await repo.findLoginCandidate(db, email);
  // Where and when are decided before the password is looked at: from outside the group's network
  // or hours every password gets the same answer (no oracle), and no failure is counted (a stranger
  // there cannot keep the owner locked out). docs/decisions.md, "Login refused by network or hours".
  if (candidate) {
    const access = await checkAccess(ctx, candidate, input.ip, now, sessionRepo.accessRulesOf(candidate));
    if (!access.ok) {
      await writeAudit(db, {
        ...audit,
        userId: candidate.id,
        companyId: candidate.companyId,
        outcome: access.code,
      });
      signInDecided(ctx, access.code, { userId: candidate.id, ip: input.ip });
      throw new AppError(access.code);
    }
  }
  let reservation: Awaited<ReturnType<typeof reserveAttempt>>;
  try {
    reservation = await reserveAttempt(ctx, email, now);
  } catch (error) {
    await writeAudit(db, { ...audit, outcome: 'ACCOUNT_LOCKED' });
    signInDecided(ctx, 'ACCOUNT_LOCKED', { userId: candidate?.id, ip: input.ip });
    throw error;
  }

  const passwordOk = await verifyOrDummy(candidate?.passwordHash, password);
  if (!candidate || !passwordOk) {
    const locked = await recordFailure(ctx, email, reservation, now);
    await writeAudit(db, {
      ...audit,
      userId: candidate?.id ?? null,
      companyId: candidate?.companyId ?? null,
      outcome: locked ? 'LOCKOUT' : 'INVALID_CREDENTIALS',
    });
    signInDecided(ctx, locked ? 'LOCKOUT' : 'INVALID_CREDENTIALS', { userId: candidate?.id, ip: input.ip });
    throw new AppError('INVALID_CREDENTIALS');
  }
  const who = { ...audit, userId: candidate.id, companyId: candidate.companyId };
  const refuse = async (code: ErrorCode) => {
    await writeAudit(db, { ...who, outcome: code });
    signInDecided(ctx, code, { userId: candidate.id, ip: input.ip });
    return new AppError(code);
  };
  const statusError = statusErrors[candidate.statusId];
  if (statusError) throw await refuse(statusError);
  if (!admits(client.environment, candidate.companyId)) throw await refuse('ENVIRONMENT_DENIED');
  const productDenied =
    client.productId === null ? null : await productRefusal(ctx, candidate.id, client.productId);
  if (productDenied) throw await refuse(productDenied);

  const grant = {
    clientId: client.id,
    userId: candidate.id,
    redirectUri: body.redirect_uri,
    codeChallenge: body.code_challenge ?? null,
    state: body.state,
  };
  const oidc = { scope: body.scope ?? null, nonce: body.nonce ?? null, authTime: now, amr: ['pwd'] };
  // The password was right: the lockout count starts again, in the statement that audits the login.
  if (candidate.flagMfa && candidate.mfaStatus === 'ATIVO') {
    await repo.clearThrottleAndAudit(db, throttleKey(email), {
      ...who,
      outcome: 'SECOND_FACTOR_REQUIRED',
      detail: { clientId: client.id },
    });
    signInDecided(ctx, 'SECOND_FACTOR_REQUIRED', { userId: candidate.id, ip: input.ip });
    return { kind: 'secondFactor', ...grant };
  }
  const issued = authorizationCode(ctx, { ...grant, ...oidc });
  // Throttle lifted, login audited and code stored in one statement: one round trip, not two.
  await repo.clearThrottleAuditAndInsertCode(
    db,
    throttleKey(email),
    { ...who, outcome: 'CODE_ISSUED', detail: { clientId: client.id } },
    issued.row,
  );
  signInDecided(ctx, 'CODE_ISSUED', { userId: candidate.id, ip: input.ip });
  return { kind: 'code', code: issued.code, state: grant.state };
}

type CodeGrant = {
  clientId: string;
  userId: number;
  redirectUri: string;
  codeChallenge: string | null;
  state: string;
  /** The portal session a product is launched from: the product's session will end with it. */
  parentSessionId?: string;
  /** OpenID Connect: the scope asked for, the client's nonce, when and how the person authenticated. */
  scope?: string | null;
  nonce?: string | null;
  authTime?: Date | null;
  amr?: string[] | null;
};

/** A fresh single-use code (60 s) and the row that stores its digest, bound to the client, redirect URI and PKCE challenge. */
function authorizationCode(ctx: AppContext, input: CodeGrant): { code: string; row: repo.CodeRow } {
  const code = newToken();
  return {
    code,
    row: {
      codeHash: digest(code),
      clientId: input.clientId,
      userId: input.userId,
      redirectUri: input.redirectUri,
      codeChallenge: input.codeChallenge,
      expiresAt: new Date(clock(ctx).getTime() + CODE_TTL_MS),
      parentSessionId: input.parentSessionId ?? null,
      scope: input.scope ?? null,
      nonce: input.nonce ?? null,
      authTime: input.authTime ?? clock(ctx),
      amr: input.amr ?? ['pwd'],
    },
  };
}

/**
 * The last step of a successful login: a single-use code (60 s) bound to the client, its redirect
 * URI and PKCE challenge. Called by the MFA module once a second factor passes, and by products'
 * single sign-on (authorize stores its code in the statement that audits the login).
 */
export async function issueAuthorizationCode(
  ctx: AppContext,
  input: CodeGrant,
): Promise<{ code: string; state: string }> {
  const { code, row } = authorizationCode(ctx, input);
  await repo.insertCode(ctx.db, row);
  return { code, state: input.state };
}
