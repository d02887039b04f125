/**
 * The session behind a request: whether the session a token names is live, and whether its user
 * may still be here (status, environment, product grants, the group's hours and addresses). A
 * refusal ends the session with its reason. authenticate.ts calls this on every authenticated
 * request; login and token renewal (modules/auth) apply the same access rules (checkAccess).
 */
import { decodeJwt } from 'jose';
import { firstPartyClients, type ErrorCode } from '@painel/contracts';
import {
  PROVIDER_COMPANY_ID,
  USER_STATUS_IDS,
  accessWindow,
  isIpAllowed,
  productAccessRefusal,
} from '@painel/domain';
import { AppError } from '../../lib/app-error';
import { digest } from '../../lib/tokens';
import type { AppContext } from '../context';
import * as repo from './session.repository';
import { issuerOf } from './signing-keys';

const clock = (ctx: AppContext) => (ctx.now ? ctx.now() : new Date());

/** Why a product's session ended: the portal session that started it did. */
export const PARENT_ENDED = 'PARENT_ENDED';

/** The product a session's client signs in to, or null (a first-party app, a company's API client). */
async function productOfClient(ctx: AppContext, clientId: string): Promise<number | null> {
  if (Object.values(firstPartyClients).some((id) => id === clientId)) return null;
  const client = await repo.findClient(ctx.db, clientId);
  return client?.environment === 'product' ? client.productId : null;
}

/** Which accounts a first-party environment admits: staff in the back office, customers in the portal. */
export function admits(environment: 'portal' | 'backoffice' | 'product', companyId: number): boolean {
  if (environment === 'backoffice') return companyId === PROVIDER_COMPANY_ID;
  if (environment === 'portal') return companyId !== PROVIDER_COMPANY_ID;
  return true;
}

// --- Access rules: hours and addresses ---

/**
 * The group's rules for this moment and address. At login and refresh a refusal names the rule;
 * `finalAccessAt` is when the allowed stretch ends (null: open all week).
 */
export async function checkAccess(
  ctx: AppContext,
  user: { companyId: number; groupId: number | null },
  ip: string,
  now: Date,
  /** The rules when already read with the user (repo.accessRulesOf); else they are loaded here. */
  known?: repo.AccessRules,
): Promise<
  | { ok: true; finalAccessAt: Date | null }
  | { ok: false; code: 'ACCESS_OUTSIDE_HOURS' | 'ACCESS_IP_DENIED' | 'GROUP_INACTIVE' }
> {
  const rules = known ?? (await repo.loadAccessRules(ctx.db, user.companyId, user.groupId));
  if (!rules.active) return { ok: false, code: 'GROUP_INACTIVE' };
  if (!isIpAllowed(ip, rules.ips)) return { ok: false, code: 'ACCESS_IP_DENIED' };
  const window = accessWindow(rules.hours, now);
  if (!window.allowed) return { ok: false, code: 'ACCESS_OUTSIDE_HOURS' };
  return { ok: true, finalAccessAt: window.endsAt };
}

/** Why a session ends when its group's rules refuse it. */
export const REVOKE_REASONS = {
  ACCESS_OUTSIDE_HOURS: 'TIME_LIMIT',
  ACCESS_IP_DENIED: 'IP_DENIED',
  GROUP_INACTIVE: 'INVALID_USER',
} as const;

/**
 * A sibling product's token is the JWT this portal signed for that very session: issuer, audience
 * (the product's client) and `sid` must say so. The token was found by its hash, so this guards
 * against a row and a token that do not belong together, never against forgery.
 */
export function assertProductToken(
  ctx: AppContext,
  token: string | undefined,
  session: { id: string; clientId: string },
) {
  let claims: ReturnType<typeof decodeJwt>;
  try {
    claims = decodeJwt(token ?? '');
  } catch {
    throw new AppError('UNAUTHENTICATED');
  }
  const ours =
    claims.iss === issuerOf(ctx.config) && claims.aud === session.clientId && claims.sid === session.id;
  if (!ours) throw new AppError('UNAUTHENTICATED');
}

// --- The session on every request ---

export type LiveSession = {
  id: string;
  userId: number;
  clientId: string;
  createdAt: Date;
  expiresAt: Date;
  finalAccessAt: Date | null;
};

const REVOKED_CODES: Partial<Record<string, ErrorCode>> = {
  REPLACED: 'SESSION_REPLACED',
  TIME_LIMIT: 'SESSION_TIME_LIMIT',
};

/** The live session a token names; a dead one answers with why (replaced, time limit, invalid). */
export async function findSession(ctx: AppContext, accessToken: string | undefined): Promise<LiveSession> {
  if (!accessToken) throw new AppError('UNAUTHENTICATED');
  const now = clock(ctx);
  return liveSession(ctx, await repo.findSessionByToken(ctx.db, digest(accessToken), now), now);
}

type SessionRow = NonNullable<Awaited<ReturnType<typeof repo.findSessionByToken>>>;

/** A session row read by token, if it is still live: else it is ended as its reason says, and refused. */
async function liveSession(ctx: AppContext, session: SessionRow | undefined, now: Date) {
  if (!session) throw new AppError('UNAUTHENTICATED');
  if (session.revokedAt) throw new AppError(REVOKED_CODES[session.revokedReason ?? ''] ?? 'UNAUTHENTICATED');
  // A product's session whose portal session ended however it ended (logout, replaced, reuse, 12 h).
  if (session.parentEnded) {
    await repo.revokeSession(ctx.db, session.id, PARENT_ENDED, now);
    throw new AppError('UNAUTHENTICATED');
  }
  if (session.finalAccessAt && new Date(session.finalAccessAt) <= now) {
    await repo.revokeSession(ctx.db, session.id, 'TIME_LIMIT', now);
    throw new AppError('SESSION_TIME_LIMIT');
  }
  if (new Date(session.expiresAt) <= now || new Date(session.absoluteExpiresAt) <= now)
    throw new AppError('UNAUTHENTICATED');
  return session;
}

/**
 * Loads the session user and re-checks what may have changed since login: status, environment,
 * the group's address list and hours. A failure ends the session.
 */
export async function loadSessionUser(ctx: AppContext, session: LiveSession, ip?: string) {
  return admitSessionUser(ctx, session, await repo.loadSessionUserRows(ctx.db, session.userId), ip);
}

/**
 * The session check of every authenticated request in one statement (repo.findPrincipalRows): the
 * session's liveness, then `admit` (the route's say on the kind of credential, before anything can
 * end the session), then the user's status, environment, products, group, addresses and hours,
 * all decided from the row read.
 */
export async function findPrincipal(
  ctx: AppContext,
  accessToken: string | undefined,
  ip: string,
  options: {
    admit?: (session: LiveSession) => void;
    /** Reads the row: by default straight from the database (the caller may share one read). */
    read?: (tokenHash: string, now: Date) => ReturnType<typeof repo.findPrincipalRows>;
  } = {},
) {
  if (!accessToken) throw new AppError('UNAUTHENTICATED');
  const now = clock(ctx);
  const hash = digest(accessToken);
  const found = await (options.read ?? ((h, n) => repo.findPrincipalRows(ctx.db, h, n)))(hash, now);
  const session = await liveSession(ctx, found?.session, now);
  options.admit?.(session);
  const rows = await admitSessionUser(ctx, session, found?.rows, ip, now);
  return { session, ...rows };
}

async function admitSessionUser(
  ctx: AppContext,
  session: LiveSession,
  rows: repo.SessionUserRows | undefined,
  ip: string | undefined,
  now = clock(ctx),
) {
  if (
    !rows ||
    rows.user.statusId !== USER_STATUS_IDS.active ||
    !admits(ctx.environment, rows.user.companyId)
  ) {
    await repo.revokeSession(ctx.db, session.id, 'INVALID_USER', now);
    throw new AppError('UNAUTHENTICATED');
  }
  // A product's session lives only while the product is among the person's (owned and granted).
  const productId = await productOfClient(ctx, session.clientId);
  if (productId !== null && !rows.products.some((p) => p.id === productId)) {
    const ownedProductIds = rows.ownedProducts.map((p) => p.id);
    await repo.revokeSession(
      ctx.db,
      session.id,
      productAccessRefusal({ ownedProductIds, permissions: rows.permissions }, productId) ??
        'PRODUCT_NOT_GRANTED',
      now,
    );
    throw new AppError('UNAUTHENTICATED');
  }
  // TODO(lead): every caller passes the address once all modules use authenticateRequest.
  const access =
    ip === undefined
      ? { ok: true as const }
      : await checkAccess(
          ctx,
          { companyId: rows.user.companyId, groupId: rows.user.groupId },
          ip,
          now,
          rows.rules,
        );
  if (!access.ok) {
    const timeLimit = access.code === 'ACCESS_OUTSIDE_HOURS';
    await repo.revokeSession(ctx.db, session.id, REVOKE_REASONS[access.code], now);
    throw new AppError(timeLimit ? 'SESSION_TIME_LIMIT' : 'UNAUTHENTICATED');
  }
  return rows;
}
