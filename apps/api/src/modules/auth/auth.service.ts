/**
 * The rules of signing in and staying signed in (PF 4, PF 7, issue 3): authorization code with
 * PKCE, code exchange, refresh with rotation, one session per person, the group's access hours and
 * IP list at login, at refresh and on every request, per-account lockout, logout. Routes stay thin;
 * SQL stays in the repository.
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  OIDC_SCOPES,
  deviceInfoSchema,
  loginFormSchema,
  type AuthorizeBody,
  type DeviceInfo,
  type ErrorCode,
  type ProductAuthorizeQuery,
  type TokenBody,
} from '@painel/contracts';
import {
  USER_STATUS_IDS,
  apiMessages,
  blockedStateOf,
  validationMessages,
  canLaunchProduct,
  isIpAllowed,
  isSafeRedirect,
  productAccessRefusal,
  restrictViewer,
  type ProductAccessRefusal,
  type Viewer,
} from '@painel/domain';
import { verify } from '@node-rs/argon2';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { parseBasic } from '../../lib/http';
import { verifyOrDummy } from '../../lib/passwords';
import { digest, newToken, pkceMatches } from '../../lib/tokens';
import { secretBox } from '../../lib/secret-box';
import { loadSecretKey } from '../../lib/secret-key';
import * as repo from './auth.repository';
import * as sessionRepo from '../../core/auth/session.repository';
import { PARENT_ENDED, REVOKE_REASONS, admits, checkAccess, type LiveSession } from '../../core/auth/session';
import { recordAudit } from '../../core/audit/record-audit';
import { verifyCaptcha } from '../captcha/captcha.service';
import { idTokenAlgorithm, issuerOf, signToken, type SigningAlgorithm } from '../../core/auth/signing-keys';
import { accessTokenAudience, requestedResource, type Resource } from '../oidc/resource-indicators';
import { isProductServerClient } from '../../core/auth/product-client-token';
import type { AppContext } from '../../core/context';
import { trialExpiredOfRows } from '../../core/actor';
import { productLabel, signInOutcomeOf } from '../../lib/metrics';
import { logSecurityEvent } from '../../lib/security-log';

/**
 * A login journey's audit row through the one writer (core/audit): the row's company is the
 * event's own (null when unknown), its detail the event's, as before.
 */
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

function writeAudit(db: Db, { action, outcome, device, detail, companyId, ...actor }: repo.AuditEvent) {
  const details = typeof detail === 'object' && detail !== null && !Array.isArray(detail) ? detail : {};
  return recordAudit(db, actor, action, {
    ...details,
    outcome,
    companyId: companyId ?? null,
    ...(device === undefined ? {} : { device }),
  });
}

export const CODE_TTL_MS = 60_000;
/** Wrong passwords in a row before a lockout, and how long each lockout lasts (grows, then stays). */
export const LOCKOUT_AFTER_FAILURES = 5;
export const LOCKOUT_MINUTES = [1, 2, 4, 8, 15] as const;
/**
 * Several tabs of one browser renew at nearly the same moment: a refresh token spent this recently
 * is taken as such a race, not as theft, while its session is live; and the access token a
 * renewal replaces keeps working briefly for requests already in flight.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;
export const PREVIOUS_ACCESS_TOKEN_GRACE_MS = 30_000;

type Caller = { ip: string; userAgent: string | null };

const clock = (ctx: AppContext) => (ctx.now ? ctx.now() : new Date());

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
 * Issue 19: a product's sign-in, code, token, refresh and session are for people whose company owns
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

function sessionEnd(ctx: AppContext, now: Date, absoluteExpiresAt: Date, finalAccessAt: Date | null): Date {
  const idle = now.getTime() + ctx.config.sessionIdleSeconds * 1000;
  return new Date(Math.min(idle, absoluteExpiresAt.getTime(), finalAccessAt?.getTime() ?? Infinity));
}

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
  await repo.clearThrottleAndAudit(db, throttleKey(email), {
    ...who,
    outcome: 'CODE_ISSUED',
    detail: { clientId: client.id },
  });
  signInDecided(ctx, 'CODE_ISSUED', { userId: candidate.id, ip: input.ip });
  return { kind: 'code', ...(await issueAuthorizationCode(ctx, { ...grant, ...oidc })) };
}

/**
 * The last step of a successful login: a single-use code (60 s) bound to the client, its redirect
 * URI and PKCE challenge. Called by authorize, and by the MFA module once a second factor passes.
 */
export async function issueAuthorizationCode(
  ctx: AppContext,
  input: {
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
  },
): Promise<{ code: string; state: string }> {
  const code = newToken();
  await repo.insertCode(ctx.db, {
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
  });
  return { code, state: input.state };
}

// --- Single sign-on of sibling products (GET authorize) ---

/**
 * The product client a GET authorize names, checked before anything else: a bad request is
 * answered here with an error and never redirected, so nobody can use the portal to send a
 * browser to an address a product did not register.
 */
export async function findProductClient(
  ctx: AppContext,
  query: Pick<ProductAuthorizeQuery, 'client_id' | 'redirect_uri'>,
): Promise<Client & { productId: number }> {
  const client = await sessionRepo.findClient(ctx.db, query.client_id);
  if (!client) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'querystring.client_id', message: apiMessages.invalidClient }],
    });
  }
  // First-party apps sign in with credentials (POST); a company's API client has no product to open.
  if (client.environment !== 'product' || client.productId === null)
    throw new AppError('UNAUTHORIZED_CLIENT');
  if (!client.redirectUris.includes(query.redirect_uri)) throw new AppError('INVALID_REDIRECT_URI');
  // Registered is not enough: in production only the provider's own domains (PF 5, the web's rule too).
  const policy = {
    currentOrigin: ctx.config.publicUrls[ctx.environment],
    allowedHosts: ctx.config.redirectHosts,
    developmentHosts: ctx.config.nodeEnv !== 'production',
  };
  if (!isSafeRedirect(query.redirect_uri, policy)) throw new AppError('INVALID_REDIRECT_URI');
  return { ...client, productId: client.productId };
}

/** The signed-in user as the domain's launch rule sees them, with a blocked state's grants applied (PF 4). */
function launchViewer(rows: sessionRepo.SessionUserRows, now: Date): Viewer {
  const { user } = rows;
  const viewer: Viewer = {
    permissions: rows.permissions,
    productIds: rows.products.map((product) => product.id),
    planType: user.planType,
    profile: { id: user.profileId, isCustomProfile: !user.profileIsBase, baseProfileId: user.baseProfileId },
    company: {
      id: user.companyId,
      api: user.flagApi,
      blockedForNonPayment: user.blockedForNonPayment,
      trialExpired: trialExpiredOfRows(rows, now),
    },
    environment: 'portal',
  };
  const blocked = blockedStateOf({
    companyRequiresMfa: user.flagMfa,
    mfaStatus: user.mfaStatus,
    blockedForNonPayment: user.blockedForNonPayment,
  });
  return blocked ? restrictViewer(viewer, blocked) : viewer;
}

/** Why a launch was refused: the person may not use the product at all (not owned, not granted), or not now (blocked). */
export type ProductLaunch =
  | { kind: 'code'; code: string; state: string }
  | { kind: 'denied'; reason: ProductAccessRefusal | 'PRODUCT_BLOCKED' };

/**
 * A signed-in portal user opens a product: a code for the product when the web's launcher would
 * let them (canLaunchProduct on the session's products — owned and granted by the profile —, not
 * blocked, API flag for API), else 'denied'. Audited either way.
 */
export async function launchProduct(
  ctx: AppContext,
  input: {
    client: Client & { productId: number };
    user: sessionRepo.SessionUserRows;
    /** The portal session the product is launched from. */
    sessionId: string;
    query: Omit<ProductAuthorizeQuery, 'scope'> & { code_challenge: string; scope: string | null };
  } & Caller,
): Promise<ProductLaunch> {
  const { client, user, query } = input;
  const audit = {
    userId: user.user.id,
    companyId: user.user.companyId,
    email: user.user.email,
    ip: input.ip,
    userAgent: input.userAgent,
    action: 'PRODUCT_SSO' as const,
    detail: { clientId: client.id },
  };
  if (!canLaunchProduct(launchViewer(user, ctx.now()), client.productId)) {
    const reason =
      productAccessRefusal(
        { ownedProductIds: user.ownedProducts.map((p) => p.id), permissions: user.permissions },
        client.productId,
      ) ?? 'PRODUCT_BLOCKED';
    await writeAudit(ctx.db, { ...audit, outcome: reason });
    ctx.metrics.productSignOns.inc({ product: productLabel(client.productId), outcome: 'denied' });
    return { kind: 'denied', reason };
  }
  await writeAudit(ctx.db, { ...audit, outcome: 'CODE_ISSUED' });
  ctx.metrics.productSignOns.inc({ product: productLabel(client.productId), outcome: 'issued' });
  const issued = await issueAuthorizationCode(ctx, {
    clientId: client.id,
    userId: user.user.id,
    redirectUri: query.redirect_uri,
    codeChallenge: query.code_challenge,
    state: query.state ?? '',
    parentSessionId: input.sessionId,
    scope: query.scope,
    nonce: query.nonce ?? null,
    // The product's sign-in is the portal's: when and how the person proved who they are there.
    ...(await repo.authenticationOf(ctx.db, input.sessionId)),
  });
  return { kind: 'code', ...issued };
}

// --- Token endpoint ---

/**
 * Client authentication of the token, introspection and revocation endpoints (RFC 6749 2.3.1):
 * client_secret_basic (id and secret form-url-encoded inside the Basic header), client_secret_post
 * (in the body), or client_id alone for public clients. A confidential client must authenticate.
 */
export async function authenticateClient(
  ctx: AppContext,
  authorization: string | undefined,
  body: { client_id?: string | undefined; client_secret?: string | undefined },
) {
  const basic = parseClientBasic(authorization);
  if (basic === 'invalid') throw new AppError('INVALID_CLIENT');
  if (basic && body.client_secret !== undefined) throw new AppError('INVALID_CLIENT'); // one method per request (RFC 6749 2.3)
  if (basic && body.client_id && basic.user !== body.client_id) throw new AppError('INVALID_CLIENT');
  const clientId = basic?.user ?? body.client_id;
  if (!clientId) throw new AppError('INVALID_CLIENT');
  const client = await sessionRepo.findClient(ctx.db, clientId);
  const secret = basic?.secret ?? body.client_secret;
  // A company credential revoked in the developer area (issue 12) authenticates no more.
  if (!client || client.revokedAt) throw new AppError('INVALID_CLIENT');
  if (client.secretHash) {
    const matches = (hash: string) =>
      secret !== undefined ? verify(hash, secret).catch(() => false) : Promise.resolve(false);
    // After a rotation the previous secret still works until its overlap ends (product-clients.service.ts).
    const previousLive =
      client.previousSecretHash !== null &&
      client.previousSecretUntil !== null &&
      new Date(client.previousSecretUntil) > clock(ctx);
    const ok =
      (await matches(client.secretHash)) ||
      (previousLive && client.previousSecretHash !== null && (await matches(client.previousSecretHash)));
    if (!ok) throw new AppError('INVALID_CLIENT');
  } else if (secret !== undefined && secret !== '') {
    throw new AppError('INVALID_CLIENT'); // a public client has no secret to present
  }
  // A first-party client only obtains tokens through its own environment's origin; products and
  // companies' API clients through the portal's, the one issuer (signing-keys.ts issuerOf).
  const home = client.environment === 'product' ? 'portal' : client.environment;
  if (home !== ctx.environment) throw new AppError('INVALID_CLIENT');
  return client;
}

/** RFC 6749 2.3.1: the client id and secret are form-url-encoded before Basic encoding; 'invalid' when undecodable. */
export function parseClientBasic(
  header: string | undefined,
): { user: string; secret: string } | null | 'invalid' {
  const raw = parseBasic(header);
  if (!raw) return header && /^Basic\s/i.test(header) ? 'invalid' : null;
  const decode = (value: string) => decodeURIComponent(value.replaceAll('+', ' '));
  try {
    return { user: decode(raw.user), secret: decode(raw.secret) };
  } catch {
    return 'invalid';
  }
}

export type IssuedTokens = {
  sessionId: string;
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  firstParty: boolean;
  /** OpenID Connect: the granted scope, and an ID token when it includes `openid`. */
  scope?: string;
  idToken?: string;
};

export async function exchangeToken(
  ctx: AppContext,
  input: { body: TokenBody; authorization: string | undefined; refreshCookie: string | undefined } & Caller,
): Promise<IssuedTokens> {
  const client = await authenticateClient(ctx, input.authorization, input.body);
  // RFC 8707: judged before any grant is spent, so a wrong `resource` costs no code or refresh token.
  const resource = await requestedResource(ctx, input.body.resource);
  if (input.body.grant_type === 'authorization_code') return redeemCode(ctx, client, { ...input, resource });
  if (input.body.grant_type === 'refresh_token') return refresh(ctx, client, { ...input, resource });
  if (input.body.grant_type === 'client_credentials')
    return clientCredentials(ctx, client, input.ip, resource);
  throw new AppError('UNSUPPORTED_GRANT_TYPE');
}

type Client = NonNullable<Awaited<ReturnType<typeof sessionRepo.findClient>>>;

/** RFC 6749 5.2: a required parameter missing is invalid_request (VALIDATION_FAILED, naming it), not invalid_grant. */
function required(name: string, value: string | undefined): string {
  if (!value)
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: `body.${name}`, message: validationMessages.required }],
    });
  return value;
}

/**
 * First-party browsers get an opaque token (in a cookie); sibling products get a signed JWT they
 * can verify with the JWKS — bound to the same session row, so ending the session ends it here too.
 */
async function mintAccessToken(
  ctx: AppContext,
  client: Client,
  input: {
    userId: number;
    companyId: number;
    sessionId: string;
    expiresAt: Date;
    now: Date;
    scope: string | null;
    resource: Resource | null;
  },
): Promise<string> {
  if (client.environment !== 'product') return newToken();
  return signToken(ctx, {
    issuer: issuerOf(ctx.config),
    subject: String(input.userId),
    // RFC 9068: `aud` is the resource asked for (RFC 8707), else the product itself.
    ...accessTokenAudience(client.id, input.resource),
    expiresInSeconds: Math.max(1, Math.round((input.expiresAt.getTime() - input.now.getTime()) / 1000)),
    claims: {
      sid: input.sessionId,
      client_id: client.id,
      company_id: input.companyId,
      ...(input.scope ? { scope: input.scope } : {}),
    },
  });
}

/** A company's own API client (companies with the API flag): a token for the company, no user session. */
export const CLIENT_CREDENTIALS_TTL_S = 3600;

async function clientCredentials(
  ctx: AppContext,
  client: Client,
  ip: string,
  resource: Resource | null,
): Promise<IssuedTokens> {
  if (isProductServerClient(client)) {
    // Products speak to the portal's issuer; the back office has nothing for them.
    if (ctx.environment !== 'portal') throw new AppError('UNAUTHORIZED_CLIENT');
    return clientToken(ctx, client, { companyId: null, claims: { product_id: client.productId }, resource });
  }
  if (!client.secretHash || client.companyId === null) throw new AppError('UNAUTHORIZED_CLIENT');
  const company = await repo.findCompanyFlags(ctx.db, client.companyId);
  if (!company?.flagApi || company.blockedForNonPayment) throw new AppError('UNAUTHORIZED_CLIENT');
  // The credential's IP allowlist (developer area): empty admits any address.
  if (!isIpAllowed(ip, client.ipAllowlist)) throw new AppError('UNAUTHORIZED_CLIENT');
  const issued = await clientToken(ctx, client, {
    companyId: client.companyId,
    claims: { company_id: client.companyId },
    resource,
  });
  await ctx.db
    .updateTable('oauthClients')
    .set({ lastUsedAt: clock(ctx) })
    .where('id', '=', client.id)
    .execute();
  return issued;
}

/**
 * A client's own token, no user session: a company's API client (claims its company) or a sibling
 * product's confidential client (issue 11; claims its product, for server-to-server calls on
 * behalf of any company that owns it — `access.productClient()` admits it).
 */
async function clientToken(
  ctx: AppContext,
  client: Client,
  input: { companyId: number | null; claims: Record<string, number>; resource: Resource | null },
): Promise<IssuedTokens> {
  const accessToken = await signToken(ctx, {
    issuer: issuerOf(ctx.config),
    // Never a user's (those are digits): `client:` + the client id, and no `sid` (product-integration.md).
    subject: `client:${client.id}`,
    ...accessTokenAudience(client.id, input.resource),
    expiresInSeconds: CLIENT_CREDENTIALS_TTL_S,
    claims: { client_id: client.id, ...input.claims },
  });
  await writeAudit(ctx.db, {
    companyId: input.companyId,
    action: 'CLIENT_TOKEN',
    outcome: 'SUCCESS',
    detail: { clientId: client.id },
  });
  return {
    sessionId: '',
    accessToken,
    refreshToken: '',
    expiresIn: CLIENT_CREDENTIALS_TTL_S,
    firstParty: false,
  };
}

async function redeemCode(
  ctx: AppContext,
  client: Client,
  input: { body: TokenBody; resource: Resource | null } & Caller,
): Promise<IssuedTokens> {
  const { db, config } = ctx;
  const { body } = input;
  const presented = required('code', body.code);
  const redirectUri = required('redirect_uri', body.redirect_uri);
  const now = clock(ctx);
  const code = await repo.consumeCode(db, digest(presented), now);
  if (!code) {
    // RFC 6749 4.1.2: a code presented twice was stolen or replayed; what it issued is revoked.
    const spent = await repo.findSpentCode(db, digest(presented));
    if (spent?.sessionId) {
      await revokeSessionFamily(ctx, spent.sessionId, now);
      await writeAudit(db, {
        userId: spent.userId,
        action: 'SESSION_END',
        outcome: 'CODE_REUSE',
        ip: input.ip,
        userAgent: input.userAgent,
        detail: { clientId: spent.clientId },
      });
    }
    throw new AppError('INVALID_GRANT');
  }
  if (code.clientId !== client.id || code.redirectUri !== redirectUri) {
    throw new AppError('INVALID_GRANT');
  }
  if (code.codeChallenge && !(body.code_verifier && pkceMatches(body.code_verifier, code.codeChallenge))) {
    throw new AppError('INVALID_GRANT');
  }
  const user = await repo.findUserStatus(db, code.userId);
  if (!user || user.statusId !== USER_STATUS_IDS.active) throw new AppError('INVALID_GRANT');
  const access = await checkAccess(ctx, user, input.ip, now, sessionRepo.accessRulesOf(user));
  if (!access.ok) throw new AppError(access.code);
  // The profile may have changed between the code and its redemption.
  const productDenied =
    client.productId === null ? null : await productRefusal(ctx, user.id, client.productId);
  if (productDenied) throw new AppError(productDenied);

  const firstParty = client.environment !== 'product';
  // One session per person: this login ends the first-party sessions the person had elsewhere.
  if (firstParty) {
    await repo.revokeUserSessions(db, user.id, 'REPLACED', now, { firstPartyOnly: true });
    ctx.principals?.forgetUser(user.id);
  }

  const sessionId = randomUUID();
  const refreshToken = newToken();
  const familyId = randomUUID();
  const absoluteExpiresAt = new Date(now.getTime() + config.sessionAbsoluteSeconds * 1000);
  const expiresAt = sessionEnd(ctx, now, absoluteExpiresAt, access.finalAccessAt);
  const accessToken = await mintAccessToken(ctx, client, {
    userId: user.id,
    companyId: user.companyId,
    sessionId,
    expiresAt,
    now,
    scope: code.scope,
    resource: input.resource,
  });
  await repo.insertSession(db, {
    id: sessionId,
    userId: user.id,
    clientId: client.id,
    accessTokenHash: digest(accessToken),
    lastRenewedAt: now,
    expiresAt,
    absoluteExpiresAt,
    finalAccessAt: access.finalAccessAt,
    familyId,
    ip: input.ip,
    userAgent: input.userAgent,
    device: undefined,
    parentSessionId: code.parentSessionId,
    scope: code.scope,
    authTime: code.authTime ?? now,
    amr: code.amr,
  });
  await repo.linkCodeToSession(db, code.codeHash, sessionId);
  await repo.insertRefreshTokenAndAudit(
    db,
    { tokenHash: digest(refreshToken), sessionId, familyId, expiresAt: absoluteExpiresAt },
    {
      userId: user.id,
      companyId: user.companyId,
      action: 'SESSION_START',
      outcome: 'SUCCESS',
      ip: input.ip,
      userAgent: input.userAgent,
      detail: { clientId: client.id },
    },
  );
  const expiresIn = Math.round((expiresAt.getTime() - now.getTime()) / 1000);
  const scope = grantedScope(code.scope);
  const idToken =
    !firstParty && hasOpenid(scope)
      ? await mintIdToken(ctx, {
          clientId: client.id,
          algorithm: idTokenAlgorithm(client),
          userId: user.id,
          sessionId,
          nonce: code.nonce,
          authTime: code.authTime ?? now,
          amr: code.amr,
          expiresIn,
          accessToken,
        })
      : undefined;
  return {
    sessionId,
    accessToken,
    refreshToken,
    expiresIn,
    firstParty,
    ...(scope ? { scope } : {}),
    ...(idToken ? { idToken } : {}),
  };
}

export function grantedScope(requested: string | null | undefined): string | undefined {
  if (!requested) return undefined;
  const asked = new Set(requested.split(' ').filter(Boolean));
  // The scopes this provider knows (OIDC_SCOPES); others asked for are ignored (RFC 6749 3.3 lets the server narrow).
  const granted = OIDC_SCOPES.filter((s) => asked.has(s));
  return granted.length ? granted.join(' ') : undefined;
}

const hasOpenid = (scope: string | undefined | null) => !!scope && scope.split(' ').includes('openid');

/** Authentication Context Class: whether a second factor was used (amr names it, RFC 8176). */
export const ACR_PASSWORD = 'urn:painel:acr:senha';
export const ACR_SECOND_FACTOR = 'urn:painel:acr:segundo-fator';

/** An OpenID Connect ID token (Core 2, 3.1.3.6): the client's algorithm (RS256 by default), with at_hash for the access token it came with. */
async function mintIdToken(
  ctx: AppContext,
  input: {
    clientId: string;
    /** The client's registered `id_token_signed_response_alg`, RS256 by default. */
    algorithm: SigningAlgorithm;
    userId: number;
    sessionId: string;
    nonce: string | null;
    authTime: Date | string;
    amr: string[] | null;
    expiresIn: number;
    accessToken: string;
  },
): Promise<string> {
  const amr = input.amr?.length ? input.amr : ['pwd'];
  const half = createHash('sha256').update(input.accessToken).digest().subarray(0, 16);
  return signToken(ctx, {
    issuer: issuerOf(ctx.config),
    subject: String(input.userId),
    audience: input.clientId,
    expiresInSeconds: Math.max(1, input.expiresIn),
    type: 'JWT',
    algorithm: input.algorithm,
    claims: {
      azp: input.clientId,
      sid: input.sessionId,
      auth_time: Math.floor(new Date(input.authTime).getTime() / 1000),
      ...(input.nonce ? { nonce: input.nonce } : {}),
      amr,
      acr: amr.includes('mfa') ? ACR_SECOND_FACTOR : ACR_PASSWORD,
      at_hash: half.toString('base64url'),
    },
  });
}

/** Ends a session, its refresh-token family and the product sessions it started (code reuse, revocation). */
export async function revokeSessionFamily(ctx: AppContext, sessionId: string, now: Date) {
  const row = await ctx.db
    .selectFrom('sessions')
    .select(['familyId'])
    .where('id', '=', sessionId)
    .executeTakeFirst();
  if (row?.familyId) await repo.revokeFamily(ctx.db, row.familyId, now);
  await sessionRepo.revokeSession(ctx.db, sessionId, 'REVOKED', now);
  ctx.principals?.forgetSession(sessionId);
}

/** What a renewal issued, sealed on the spent refresh token for a tab racing it (REFRESH_REUSE_GRACE_MS). */
type Successor = { accessToken: string; refreshToken: string; expiresAt: string };

const successorContext = (tokenHash: string) => `refresh_tokens.successor:${tokenHash}`;

function sealSuccessor(ctx: AppContext, tokenHash: string, successor: Successor): string {
  return secretBox(loadSecretKey(ctx.config)).seal(JSON.stringify(successor), successorContext(tokenHash));
}

function openSuccessor(ctx: AppContext, tokenHash: string, sealed: string | null): Successor | null {
  if (!sealed) return null;
  try {
    // We sealed this JSON ourselves (sealSuccessor), and the box authenticates it.
    return JSON.parse(
      secretBox(loadSecretKey(ctx.config)).open(sealed, successorContext(tokenHash)),
    ) as Successor;
  } catch {
    return null;
  }
}

/**
 * Refresh with rotation: each refresh token works once and yields the next; presenting a spent
 * one means it was stolen or replayed, and the whole family (and its session) ends. Except inside
 * the multi-tab grace window: a token spent moments ago by another tab of a live session answers
 * with the very tokens that renewal issued, so the family stays one chain.
 */
async function refresh(
  ctx: AppContext,
  client: Client,
  input: { body: TokenBody; refreshCookie: string | undefined; resource: Resource | null } & Caller,
): Promise<IssuedTokens> {
  const { db } = ctx;
  const presented = required('refresh_token', input.body.refresh_token ?? input.refreshCookie);
  const now = clock(ctx);
  const tokenHash = digest(presented);
  const token = await repo.findRefreshToken(db, tokenHash, now);
  if (!token || token.clientId !== client.id) throw new AppError('INVALID_GRANT');
  if (token.usedAt || token.revokedAt) return renewedByAnotherTab(ctx, client, token, input, now);
  if (
    token.sessionRevokedAt ||
    new Date(token.sessionExpiresAt) <= now ||
    new Date(token.absoluteExpiresAt) <= now
  ) {
    throw new AppError('INVALID_GRANT');
  }
  if (token.parentEnded) {
    await sessionRepo.revokeSession(db, token.sessionId, PARENT_ENDED, now);
    throw new AppError('INVALID_GRANT');
  }
  const user = await repo.findUserStatus(db, token.userId);
  if (!user || user.statusId !== USER_STATUS_IDS.active) {
    await sessionRepo.revokeSession(db, token.sessionId, 'INVALID_USER', now);
    throw new AppError('INVALID_GRANT');
  }
  const access = await checkAccess(ctx, user, input.ip, now, sessionRepo.accessRulesOf(user));
  if (!access.ok) {
    await sessionRepo.revokeSession(db, token.sessionId, REVOKE_REASONS[access.code], now);
    throw new AppError(access.code);
  }
  // A product the profile no longer grants (or the company no longer owns): its session ends here.
  const productDenied =
    client.productId === null ? null : await productRefusal(ctx, user.id, client.productId);
  if (productDenied) {
    await sessionRepo.revokeSession(db, token.sessionId, productDenied, now);
    ctx.principals?.forgetSession(token.sessionId);
    throw new AppError(productDenied);
  }
  const refreshToken = newToken();
  const expiresAt = sessionEnd(ctx, now, new Date(token.absoluteExpiresAt), access.finalAccessAt);
  const accessToken = await mintAccessToken(ctx, client, {
    userId: user.id,
    companyId: user.companyId,
    sessionId: token.sessionId,
    expiresAt,
    now,
    scope: token.scope,
    resource: input.resource,
  });
  const successor = sealSuccessor(ctx, tokenHash, {
    accessToken,
    refreshToken,
    expiresAt: expiresAt.toISOString(),
  });
  // Spend, renew and chain in one transaction: a tab racing this one waits on the spent row and
  // then finds the successor, never a half-renewed session.
  const spent = await db.transaction().execute(async (trx) => {
    if (!(await repo.spendRefreshToken(trx, tokenHash, now, successor))) return false;
    await repo.renewSession(trx, token.sessionId, {
      accessTokenHash: digest(accessToken),
      lastRenewedAt: now,
      expiresAt,
      finalAccessAt: access.finalAccessAt,
      previousValidUntil: new Date(now.getTime() + PREVIOUS_ACCESS_TOKEN_GRACE_MS),
    });
    await repo.insertRefreshToken(trx, {
      tokenHash: digest(refreshToken),
      sessionId: token.sessionId,
      familyId: token.familyId,
      expiresAt: new Date(token.absoluteExpiresAt),
    });
    return true;
  });
  if (!spent) {
    // Another tab spent it between our read and our write: answer with what it got.
    const spentByOther = await repo.findRefreshToken(db, tokenHash, now);
    if (!spentByOther) throw new AppError('INVALID_GRANT');
    return renewedByAnotherTab(ctx, client, spentByOther, input, now);
  }
  ctx.principals?.forgetSession(token.sessionId);
  const expiresIn = Math.round((expiresAt.getTime() - now.getTime()) / 1000);
  const firstParty = client.environment !== 'product';
  const scope = grantedScope(token.scope);
  // OIDC Core 12.2: a renewal may carry a new ID token, same sub and auth_time, no nonce.
  const idToken =
    !firstParty && hasOpenid(scope)
      ? await mintIdToken(ctx, {
          clientId: client.id,
          algorithm: idTokenAlgorithm(client),
          userId: user.id,
          sessionId: token.sessionId,
          nonce: null,
          authTime: token.authTime ?? token.sessionCreatedAt,
          amr: token.amr,
          expiresIn,
          accessToken,
        })
      : undefined;
  return {
    sessionId: token.sessionId,
    accessToken,
    refreshToken,
    expiresIn,
    firstParty,
    ...(scope ? { scope } : {}),
    ...(idToken ? { idToken } : {}),
  };
}

/**
 * A spent (or revoked) refresh token presented again: inside the grace window of a live session,
 * the successor its renewal issued; otherwise a replay, and the whole family ends.
 */
async function renewedByAnotherTab(
  ctx: AppContext,
  client: Client,
  token: NonNullable<Awaited<ReturnType<typeof repo.findRefreshToken>>>,
  caller: Caller,
  now: Date,
): Promise<IssuedTokens> {
  const successor = openSuccessor(ctx, token.tokenHash, token.successor);
  const inGrace =
    token.usedAt !== null &&
    token.revokedAt === null &&
    token.sessionRevokedAt === null &&
    !token.parentEnded &&
    now.getTime() - new Date(token.usedAt).getTime() < REFRESH_REUSE_GRACE_MS;
  if (inGrace && successor) {
    return {
      sessionId: token.sessionId,
      accessToken: successor.accessToken,
      refreshToken: successor.refreshToken,
      expiresIn: Math.max(0, Math.round((new Date(successor.expiresAt).getTime() - now.getTime()) / 1000)),
      firstParty: client.environment !== 'product',
    };
  }
  await repo.revokeFamily(ctx.db, token.familyId, now);
  ctx.principals?.forgetSession(token.sessionId);
  await writeAudit(ctx.db, {
    userId: token.userId,
    action: 'SESSION_END',
    outcome: 'REFRESH_REUSE',
    ip: caller.ip,
    userAgent: caller.userAgent,
  });
  throw new AppError('INVALID_GRANT');
}

export async function logout(ctx: AppContext, session: LiveSession, caller: Caller) {
  await sessionRepo.revokeSession(ctx.db, session.id, 'LOGOUT', clock(ctx));
  // The person's product sessions that this one started are cached under their own ids.
  ctx.principals?.forgetUser(session.userId);
  await writeAudit(ctx.db, {
    userId: session.userId,
    action: 'SESSION_END',
    outcome: 'LOGOUT',
    ip: caller.ip,
    userAgent: caller.userAgent,
  });
}
