/**
 * A person's session: it starts when an authorization code is redeemed (one
 * session per person: the first-party sessions they had elsewhere end), it is renewed with
 * refresh-token rotation (a spent token presented again ends the whole family, except a racing
 * tab's within the grace), and it ends on logout or revocation. Each request's check of a live
 * session is core/auth/session.ts.
 */
import { randomUUID } from 'node:crypto';
import type { TokenBody } from '@painel/contracts';
import { USER_STATUS_IDS, validationMessages } from '@painel/domain';
import { AppError } from '../../lib/app-error';
import { digest, newToken, pkceMatches } from '../../lib/tokens';
import { secretBox } from '../../lib/secret-box';
import { loadSecretKey } from '../../lib/secret-key';
import * as repo from './auth.repository';
import * as sessionRepo from '../../core/auth/session.repository';
import { PARENT_ENDED, REVOKE_REASONS, checkAccess, type LiveSession } from '../../core/auth/session';
import type { Resource } from '../oidc/resource-indicators';
import type { AppContext } from '../../core/context';
import type { Db } from '../../db/database';
import { writeAudit, type Caller } from './auth-audit';
import type { ClientRow as Client } from '../../core/auth/session.repository';
import { productRefusal } from './login.service';
import { issueTokens, mintAccessToken, type IssuedTokens } from './token-minting';

const clock = (ctx: AppContext) => (ctx.now ? ctx.now() : new Date());

/**
 * Several tabs of one browser renew at nearly the same moment: a refresh token spent this recently
 * is taken as such a race, not as theft, while its session is live; and the access token a
 * renewal replaces keeps working briefly for requests already in flight.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;
export const PREVIOUS_ACCESS_TOKEN_GRACE_MS = 30_000;

function sessionEnd(ctx: AppContext, now: Date, absoluteExpiresAt: Date, finalAccessAt: Date | null): Date {
  const idle = now.getTime() + ctx.config.sessionIdleSeconds * 1000;
  return new Date(Math.min(idle, absoluteExpiresAt.getTime(), finalAccessAt?.getTime() ?? Infinity));
}

/** RFC 6749 5.2: a required parameter missing is invalid_request (VALIDATION_FAILED, naming it), not invalid_grant. */
function required(name: string, value: string | undefined): string {
  if (!value)
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: `body.${name}`, message: validationMessages.required }],
    });
  return value;
}

export async function redeemCode(
  ctx: AppContext,
  client: Client,
  input: { body: TokenBody; resource: Resource | null } & Caller,
): Promise<IssuedTokens> {
  const { db, config } = ctx;
  const { body } = input;
  const presented = required('code', body.code);
  const redirectUri = required('redirect_uri', body.redirect_uri);
  const now = clock(ctx);
  const consumed = await repo.consumeCodeWithUser(db, digest(presented), now);
  if (!consumed) {
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
  const { code, user } = consumed;
  if (code.clientId !== client.id || code.redirectUri !== redirectUri) {
    throw new AppError('INVALID_GRANT');
  }
  if (code.codeChallenge && !(body.code_verifier && pkceMatches(body.code_verifier, code.codeChallenge))) {
    throw new AppError('INVALID_GRANT');
  }
  if (!user || user.statusId !== USER_STATUS_IDS.active) throw new AppError('INVALID_GRANT');
  const access = await checkAccess(ctx, user, input.ip, now, sessionRepo.accessRulesOf(user));
  if (!access.ok) throw new AppError(access.code);
  // The profile may have changed between the code and its redemption.
  const productDenied =
    client.productId === null ? null : await productRefusal(ctx, user.id, client.productId);
  if (productDenied) throw new AppError(productDenied);

  const firstParty = client.environment !== 'product';
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
  // One statement (fewer round trips: the embedded database runs them one at a time).
  await repo.startSession(db, {
    session: {
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
    },
    // One session per person: this login ends the first-party sessions the person had elsewhere.
    replacing: firstParty ? { reason: 'REPLACED', now } : null,
    codeHash: code.codeHash,
    refreshToken: { tokenHash: digest(refreshToken), familyId, expiresAt: absoluteExpiresAt },
    event: {
      userId: user.id,
      companyId: user.companyId,
      action: 'SESSION_START',
      outcome: 'SUCCESS',
      ip: input.ip,
      userAgent: input.userAgent,
      detail: { clientId: client.id },
    },
  });
  if (firstParty) ctx.principals?.forgetUser(user.id);
  return issueTokens(ctx, client, {
    sessionId,
    userId: user.id,
    accessToken,
    refreshToken,
    expiresAt,
    now,
    requestedScope: code.scope,
    nonce: code.nonce,
    authTime: code.authTime ?? now,
    amr: code.amr,
  });
}

/** The refresh token a presented one names, live or not (introspection and revocation read it). */
export function findRefreshToken(ctx: AppContext, token: string, now: Date) {
  return repo.findRefreshToken(ctx.db, digest(token), now);
}

/** Ends every session of a person with its reason (a new password, a changed e-mail), in the caller's transaction. */
export function revokeUserSessions(db: Db, userId: number, reason: string, now: Date) {
  return repo.revokeUserSessions(db, userId, reason, now);
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
export async function refresh(
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
  // OIDC Core 12.2: a renewal may carry a new ID token, same sub and auth_time, no nonce.
  return issueTokens(ctx, client, {
    sessionId: token.sessionId,
    userId: user.id,
    accessToken,
    refreshToken,
    expiresAt,
    now,
    requestedScope: token.scope,
    nonce: null,
    authTime: token.authTime ?? token.sessionCreatedAt,
    amr: token.amr,
  });
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
