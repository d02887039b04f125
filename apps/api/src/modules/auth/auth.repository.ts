/** SQL of the login journey. Plain functions over `db | trx`, so the caller owns the transaction. */
import { sql } from 'kysely';
import type { AuditAction } from '@painel/domain';
import type { Db } from '../../db/database';
import { accessRuleColumns, parentEnded } from '../../core/auth/session.repository';

export function findLoginCandidate(db: Db, email: string) {
  return db
    .selectFrom('users')
    .innerJoin('companies', 'companies.id', 'users.companyId')
    .select([
      'users.id',
      'users.companyId',
      'users.groupId',
      'users.statusId',
      'users.passwordHash',
      'users.email',
      'users.mfaStatus',
      'companies.flagMfa',
      ...accessRuleColumns(),
    ])
    .where(sql<string>`lower(users.email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

/**
 * Reserves one password check for an account, in one statement, before any hashing: the failure
 * count goes up first, so 50 simultaneous attempts get the numbers 1 to 50 and only the first
 * few reach the hash. Nothing comes back while the account is locked. A count untouched since
 * `staleBefore` starts again at 1 (a reservation whose request died cannot lock anyone for good).
 */
export function reserveLoginAttempt(db: Db, key: string, now: Date, staleBefore: Date) {
  return db
    .insertInto('loginThrottles')
    .values({ key, failures: 1, lockouts: 0, lockedUntil: null, updatedAt: now })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({
          failures: sql<number>`case when login_throttles.updated_at < ${staleBefore} then 1 else login_throttles.failures + 1 end`,
          updatedAt: now,
        })
        .where((eb) =>
          eb.or([eb('loginThrottles.lockedUntil', 'is', null), eb('loginThrottles.lockedUntil', '<=', now)]),
        ),
    )
    .returning(['failures', 'lockouts'])
    .executeTakeFirst();
}

/** The attempt that reached the limit locks the account; the count starts again after the lock. */
export async function lockAccount(db: Db, key: string, lockedUntil: Date, now: Date) {
  await db
    .updateTable('loginThrottles')
    .set((eb) => ({ failures: 0, lockouts: eb('lockouts', '+', 1), lockedUntil, updatedAt: now }))
    .where('key', '=', key)
    .execute();
}

export async function clearThrottle(db: Db, key: string) {
  await db.deleteFrom('loginThrottles').where('key', '=', key).execute();
}

export type CodeRow = {
  codeHash: string;
  clientId: string;
  userId: number;
  redirectUri: string;
  codeChallenge: string | null;
  expiresAt: Date;
  parentSessionId?: string | null;
  scope?: string | null;
  nonce?: string | null;
  authTime?: Date | null;
  amr?: string[] | null;
};

export async function insertCode(db: Db, code: CodeRow) {
  await db.insertInto('oauthCodes').values(code).execute();
}

/** A code already redeemed (or expired), to revoke what it issued when it comes back. */
export function findSpentCode(db: Db, codeHash: string) {
  return db
    .selectFrom('oauthCodes')
    .select(['sessionId', 'userId', 'clientId'])
    .where('codeHash', '=', codeHash)
    .where('usedAt', 'is not', null)
    .executeTakeFirst();
}

/** When and how the person behind a session authenticated (a product launched from it inherits both). */
export async function authenticationOf(
  db: Db,
  sessionId: string,
): Promise<{ authTime: Date; amr: string[] }> {
  const row = await db
    .selectFrom('sessions')
    .select(['authTime', 'createdAt', 'amr'])
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return { authTime: new Date(row?.authTime ?? row?.createdAt ?? Date.now()), amr: row?.amr ?? ['pwd'] };
}

/**
 * Marks the code used (a replay finds nothing to update) and reads the person it was issued to
 * (findUserStatus's columns), in one round trip: the code is spent whatever the person's state.
 */
export async function consumeCodeWithUser(db: Db, codeHash: string, now: Date) {
  const row = await db
    .with('code', () =>
      db
        .updateTable('oauthCodes')
        .set({ usedAt: now })
        .where('codeHash', '=', codeHash)
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', now)
        .returningAll(),
    )
    .selectFrom('code')
    .leftJoin('users', 'users.id', 'code.userId')
    .selectAll('code')
    .select([
      'users.id as personId',
      'users.statusId',
      'users.companyId',
      'users.groupId',
      ...accessRuleColumns(),
    ])
    .executeTakeFirst();
  if (!row) return undefined;
  const {
    personId,
    statusId,
    companyId,
    groupId,
    groupIps,
    groupStatusId,
    groupHours,
    customerHours,
    ...code
  } = row;
  const user =
    personId === null || statusId === null || companyId === null
      ? undefined
      : { id: personId, statusId, companyId, groupId, groupIps, groupStatusId, groupHours, customerHours };
  return { code, user };
}

/** The statement that ends a person's live sessions (all, or the first-party ones and what they started). */
function revokeUserSessionsQuery(
  db: Db,
  userId: number,
  reason: string,
  now: Date,
  options: { firstPartyOnly?: boolean },
) {
  const query = db
    .updateTable('sessions')
    .set({ revokedAt: now, revokedReason: reason })
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null);
  if (!options.firstPartyOnly) return query;
  // The products those sessions started end with them.
  return query.where((eb) =>
    eb.or([
      eb('clientId', 'in', db.selectFrom('oauthClients').select('id').where('environment', '!=', 'product')),
      eb('parentSessionId', 'is not', null),
    ]),
  );
}

/** A new login of a person ends the first-party sessions it had (one session per person). */
export async function revokeUserSessions(
  db: Db,
  userId: number,
  reason: string,
  now: Date,
  options: { firstPartyOnly?: boolean } = {},
) {
  // Their refresh tokens die with them: a refresh checks that its session is still live.
  const result = await revokeUserSessionsQuery(db, userId, reason, now, options).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

type NewSession = {
  id: string;
  userId: number;
  clientId: string;
  accessTokenHash: string;
  lastRenewedAt: Date;
  expiresAt: Date;
  absoluteExpiresAt: Date;
  ip: string | null;
  userAgent: string | null;
  device: unknown;
  finalAccessAt: Date | null;
  familyId: string | null;
  parentSessionId?: string | null;
  scope?: string | null;
  authTime?: Date | null;
  amr?: string[] | null;
};

/**
 * A redeemed code's session starts, in one statement: the person's other first-party sessions
 * end when `replacing` says so (one session per person; the statement's snapshot cannot see the
 * new session, so it never ends it), the session and its first refresh token are stored, the
 * code is linked to the session (a replayed code revokes it) and the start is audited.
 */
export async function startSession(
  db: Db,
  input: {
    session: NewSession;
    replacing: { reason: string; now: Date } | null;
    codeHash: string;
    refreshToken: { tokenHash: string; familyId: string; expiresAt: Date };
    event: AuditEvent;
  },
) {
  const { session, replacing } = input;
  const started = db
    .with('started', () =>
      db
        .insertInto('sessions')
        .values({ ...session, device: session.device === undefined ? null : JSON.stringify(session.device) })
        .returning('id'),
    )
    .with('linked', () =>
      db.updateTable('oauthCodes').set({ sessionId: session.id }).where('codeHash', '=', input.codeHash),
    )
    .with('token', () =>
      db
        .insertInto('refreshTokens')
        .values({ ...input.refreshToken, sessionId: session.id })
        .returning('tokenHash'),
    );
  const query = replacing
    ? started.with('replaced', () =>
        revokeUserSessionsQuery(db, session.userId, replacing.reason, replacing.now, {
          firstPartyOnly: true,
        }).returning('id'),
      )
    : started;
  await query.insertInto('auditEvents').values(auditRow(input.event)).execute();
}

export async function insertRefreshToken(
  db: Db,
  row: { tokenHash: string; sessionId: string; familyId: string; expiresAt: Date },
) {
  await db.insertInto('refreshTokens').values(row).execute();
}

export function findRefreshToken(db: Db, tokenHash: string, now: Date) {
  return db
    .selectFrom('refreshTokens')
    .innerJoin('sessions', 'sessions.id', 'refreshTokens.sessionId')
    .leftJoin('sessions as parent', 'parent.id', 'sessions.parentSessionId')
    .select([
      'refreshTokens.tokenHash',
      'refreshTokens.familyId',
      'refreshTokens.usedAt',
      'refreshTokens.revokedAt',
      'refreshTokens.expiresAt',
      'refreshTokens.successor',
      'sessions.id as sessionId',
      'sessions.userId',
      'sessions.clientId',
      'sessions.revokedAt as sessionRevokedAt',
      'sessions.expiresAt as sessionExpiresAt',
      'sessions.absoluteExpiresAt',
      'sessions.scope',
      'sessions.authTime',
      'sessions.amr',
      'sessions.createdAt as sessionCreatedAt',
      parentEnded(now).as('parentEnded'),
    ])
    .where('refreshTokens.tokenHash', '=', tokenHash)
    .executeTakeFirst();
}

/** Spends a refresh token, keeping the sealed successor; false when it was already spent (a replay or a racing tab). */
export async function spendRefreshToken(
  db: Db,
  tokenHash: string,
  now: Date,
  successor: string,
): Promise<boolean> {
  const result = await db
    .updateTable('refreshTokens')
    .set({ usedAt: now, successor })
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Reuse of a spent refresh token: the whole family and its sessions end. */
export async function revokeFamily(db: Db, familyId: string, now: Date) {
  await db
    .updateTable('refreshTokens')
    .set({ revokedAt: now })
    .where('familyId', '=', familyId)
    .where('revokedAt', 'is', null)
    .execute();
  await db
    .updateTable('sessions')
    .set({ revokedAt: now, revokedReason: 'REFRESH_REUSE' })
    .where('familyId', '=', familyId)
    .where('revokedAt', 'is', null)
    .execute();
}

/** Swaps the access token; the one it replaces stays accepted until `previousValidUntil`. */
export async function renewSession(
  db: Db,
  sessionId: string,
  values: {
    accessTokenHash: string;
    lastRenewedAt: Date;
    expiresAt: Date;
    finalAccessAt: Date | null;
    previousValidUntil: Date;
  },
) {
  await db
    .updateTable('sessions')
    .set((eb) => ({ ...values, previousAccessTokenHash: eb.ref('accessTokenHash') }))
    .where('id', '=', sessionId)
    .where('revokedAt', 'is', null)
    .execute();
}

export type AuditEvent = {
  companyId?: number | null;
  userId?: number | null;
  email?: string | null;
  action: AuditAction;
  outcome: string;
  ip?: string | null;
  userAgent?: string | null;
  device?: unknown;
  detail?: unknown;
};

function auditRow(event: AuditEvent) {
  return {
    companyId: event.companyId ?? null,
    userId: event.userId ?? null,
    email: event.email?.slice(0, 255) ?? null,
    action: event.action,
    outcome: event.outcome,
    ip: event.ip ?? null,
    userAgent: event.userAgent ?? null,
    device: event.device === undefined ? null : JSON.stringify(event.device),
    detail: event.detail === undefined ? null : JSON.stringify(event.detail),
  };
}

export function findUserStatus(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'statusId', 'companyId', 'groupId', ...accessRuleColumns()])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** A successful login lifts the account's throttle and is audited, in one statement. */
export async function clearThrottleAndAudit(db: Db, key: string, event: AuditEvent) {
  await db
    .with('cleared', (qb) => qb.deleteFrom('loginThrottles').where('key', '=', key).returning('key'))
    .insertInto('auditEvents')
    .values(auditRow(event))
    .execute();
}

/**
 * A successful login's end, in one statement: the account's throttle is lifted, the login audited
 * and its authorization code stored.
 */
export async function clearThrottleAuditAndInsertCode(db: Db, key: string, event: AuditEvent, code: CodeRow) {
  await db
    .with('cleared', (qb) => qb.deleteFrom('loginThrottles').where('key', '=', key).returning('key'))
    .with('issued', (qb) => qb.insertInto('oauthCodes').values(code).returning('codeHash'))
    .insertInto('auditEvents')
    .values(auditRow(event))
    .execute();
}

export function findCompanyFlags(db: Db, companyId: number) {
  return db
    .selectFrom('companies')
    .select(['flagApi', 'blockedForNonPayment'])
    .where('id', '=', companyId)
    .executeTakeFirst();
}

/**
 * What decides whether a user may use a product (domain productAccessRefusal): the products their
 * company owns and the keys their profile holds, in one statement. Undefined: no such user.
 */
export async function findProductAccessFacts(
  db: Db,
  userId: number,
): Promise<{ ownedProductIds: number[]; permissions: string[] } | undefined> {
  const row = await db
    .selectFrom('users')
    .select([
      sql<
        number[] | string | null
      >`(select json_agg(cp.product_id) from company_products cp where cp.company_id = users.company_id)`.as(
        'ownedProductIds',
      ),
      sql<
        string[] | string | null
      >`(select json_agg(pp.permission) from profile_permissions pp where pp.profile_id = users.profile_id)`.as(
        'permissions',
      ),
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  // json arrives parsed (pg) or as text (PGlite).
  const list = <T>(value: T[] | string | null): T[] =>
    typeof value === 'string' ? (JSON.parse(value) as T[]) : (value ?? []);
  return { ownedProductIds: list(row.ownedProductIds), permissions: list(row.permissions) };
}
