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

export async function insertCode(
  db: Db,
  code: {
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
  },
) {
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

export async function linkCodeToSession(db: Db, codeHash: string, sessionId: string) {
  await db.updateTable('oauthCodes').set({ sessionId }).where('codeHash', '=', codeHash).execute();
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

/** Marks the code used and returns it, in one statement: a replay finds nothing to update. */
export function consumeCode(db: Db, codeHash: string, now: Date) {
  return db
    .updateTable('oauthCodes')
    .set({ usedAt: now })
    .where('codeHash', '=', codeHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returningAll()
    .executeTakeFirst();
}

export async function insertSession(
  db: Db,
  session: {
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
  },
) {
  const row = await db
    .insertInto('sessions')
    .values({ ...session, device: session.device === undefined ? null : JSON.stringify(session.device) })
    .returning(['id'])
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A new login of a person ends the first-party sessions it had (one session per person). */
export async function revokeUserSessions(
  db: Db,
  userId: number,
  reason: string,
  now: Date,
  options: { firstPartyOnly?: boolean } = {},
) {
  let query = db
    .updateTable('sessions')
    .set({ revokedAt: now, revokedReason: reason })
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null);
  if (options.firstPartyOnly) {
    // The products those sessions started end with them.
    query = query.where((eb) =>
      eb.or([
        eb(
          'clientId',
          'in',
          db.selectFrom('oauthClients').select('id').where('environment', '!=', 'product'),
        ),
        eb('parentSessionId', 'is not', null),
      ]),
    );
  }
  // Their refresh tokens die with them: a refresh checks that its session is still live.
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
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

/** A session's first refresh token and the audit row of the session's start, in one statement. */
export async function insertRefreshTokenAndAudit(
  db: Db,
  row: { tokenHash: string; sessionId: string; familyId: string; expiresAt: Date },
  event: AuditEvent,
) {
  await db
    .with('token', (qb) => qb.insertInto('refreshTokens').values(row).returning('tokenHash'))
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
