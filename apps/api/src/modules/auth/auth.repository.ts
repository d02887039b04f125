/** SQL of the login journey. Plain functions over `db | trx`, so the caller owns the transaction. */
import { sql, type ExpressionBuilder } from 'kysely';
import {
  GROUP_STATUS_IDS,
  effectiveAccessHours,
  productsGrantedBy,
  type AccessHour,
  type AuditAction,
} from '@painel/domain';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { customerHours, hoursFromColumn } from '../customers/customer-hours.repository';

function selectClient(db: Db, clientId: string) {
  return db.selectFrom('oauthClients').selectAll().where('id', '=', clientId).executeTakeFirst();
}

type ClientRow = NonNullable<Awaited<ReturnType<typeof selectClient>>>;

/**
 * OAuth clients change only when the reference data is brought in line at start (and by hand),
 * so every login need not read them: found clients are kept CLIENT_CACHE_MS per database handle.
 * Unknown ids are never cached, so a client added by hand works at once.
 */
export const CLIENT_CACHE_MS = 60_000;
const clientCache = new WeakMap<Db, Map<string, { client: ClientRow; until: number }>>();

export async function findClient(db: Db, clientId: string): Promise<ClientRow | undefined> {
  const cache = clientCache.get(db) ?? new Map<string, { client: ClientRow; until: number }>();
  clientCache.set(db, cache);
  const hit = cache.get(clientId);
  if (hit && hit.until > Date.now()) return hit.client;
  const client = await selectClient(db, clientId);
  if (client) cache.set(clientId, { client, until: Date.now() + CLIENT_CACHE_MS });
  else cache.delete(clientId);
  return client;
}

/** After the clients were written (reference data): the next login reads them again. */
export function forgetClients(db: Db) {
  clientCache.delete(db);
}

/**
 * The group's access rules (IP list, and the hours as JSON) and the customer's default hours as
 * columns of a query that joins `users`: read with the user instead of in two more round trips.
 */
function accessRuleColumns() {
  return [
    sql<string[] | null>`(select g.ips from groups g where g.id = users.group_id)`.as('groupIps'),
    // Issue 10: an Inativo group's users may not sign in nor keep a session.
    sql<number | null>`(select g.status_id from groups g where g.id = users.group_id)`.as('groupStatusId'),
    sql<unknown>`(select coalesce(json_agg(json_build_object('day', h.day, 'active', h.active, 'startTime', to_char(h.start_time, 'HH24:MI'), 'endTime', to_char(h.end_time, 'HH24:MI'))), '[]'::json) from group_access_hours h where h.group_id = users.group_id)`.as(
      'groupHours',
    ),
    // Issue 21 point 7: the customer's defaults bound every group's hours (AA 4).
    sql<unknown>`(select c.default_access_hours from companies c where c.id = users.company_id)`.as(
      'customerHours',
    ),
  ] as const;
}

export type AccessRules = { hours: AccessHour[]; ips: string[]; active: boolean };

/**
 * The rules of accessRuleColumns as loadAccessRules gives them: the hours are the customer's
 * defaults met with the group's (domain effectiveAccessHours), so both bind every request.
 */
export function accessRulesOf(row: {
  groupId: number | null;
  groupIps: string[] | null;
  groupHours: unknown;
  groupStatusId: number | null;
  customerHours: unknown;
}): AccessRules {
  const customer = hoursFromColumn(row.customerHours);
  if (row.groupId === null) return { hours: effectiveAccessHours(customer, []), ips: [], active: true };
  const group = (
    typeof row.groupHours === 'string' ? JSON.parse(row.groupHours) : row.groupHours
  ) as AccessHour[]; // json arrives parsed (pg) or as text (PGlite); built by accessRuleColumns
  return {
    hours: effectiveAccessHours(customer, group),
    ips: row.groupIps ?? [],
    active: row.groupStatusId !== GROUP_STATUS_IDS.inactive,
  };
}

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

/** What the access rules need about a user: the group's hours and IP allowlist, the customer's hours. */
export async function loadAccessRules(
  db: Db,
  companyId: number,
  groupId: number | null,
): Promise<AccessRules> {
  const customer = (await customerHours(db, companyId)) ?? [];
  if (groupId === null) return { hours: effectiveAccessHours(customer, []), ips: [], active: true };
  const [group, hours] = await Promise.all([
    db.selectFrom('groups').select(['ips', 'statusId']).where('id', '=', groupId).executeTakeFirst(),
    db
      .selectFrom('groupAccessHours')
      .select([
        'day',
        'active',
        sql<string>`to_char(start_time, 'HH24:MI')`.as('startTime'),
        sql<string>`to_char(end_time, 'HH24:MI')`.as('endTime'),
      ])
      .where('groupId', '=', groupId)
      .execute(),
  ]);
  return {
    hours: effectiveAccessHours(customer, hours),
    ips: group?.ips ?? [],
    active: group?.statusId !== GROUP_STATUS_IDS.inactive,
  };
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

/** The session an access token names: its current token, or the one it replaced, during its grace. */
function namedByToken(eb: ExpressionBuilder<Database, 'sessions'>, accessTokenHash: string, now: Date) {
  return eb.or([
    eb('sessions.accessTokenHash', '=', accessTokenHash),
    eb.and([
      eb('sessions.previousAccessTokenHash', '=', accessTokenHash),
      eb('sessions.previousValidUntil', '>', now),
    ]),
  ]);
}

/**
 * The session a token names, live or not: the caller tells a revoked one from an expired one. A
 * product's session also says whether the portal session that started it has ended.
 */
export function findSessionByToken(db: Db, accessTokenHash: string, now: Date) {
  return db
    .selectFrom('sessions')
    .leftJoin('sessions as parent', 'parent.id', 'sessions.parentSessionId')
    .select([
      'sessions.id',
      'sessions.userId',
      'sessions.clientId',
      'sessions.createdAt',
      'sessions.expiresAt',
      'sessions.absoluteExpiresAt',
      'sessions.finalAccessAt',
      'sessions.revokedAt',
      'sessions.revokedReason',
      'sessions.familyId',
      parentEnded(now).as('parentEnded'),
    ])
    .where((eb) => namedByToken(eb, accessTokenHash, now))
    .executeTakeFirst();
}

/** Whether the parent portal session (joined as `parent`) of a product session has ended: revoked or past its 12 h. */
function parentEnded(now: Date) {
  return sql<boolean>`coalesce(parent.revoked_at is not null or parent.absolute_expires_at <= ${now}, false)`;
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

/** Ends a session and the product sessions it started. */
export async function revokeSession(db: Db, sessionId: string, reason: string, now: Date) {
  await db
    .updateTable('sessions')
    .set({ revokedAt: now, revokedReason: reason })
    .where((eb) => eb.or([eb('id', '=', sessionId), eb('parentSessionId', '=', sessionId)]))
    .where('revokedAt', 'is', null)
    .execute();
}

/** Everything the session user of PF 3 is made of, in three round trips (the last two side by side). */
/**
 * The session user's rows as one statement over `users`: the person, company, segment, group and
 * profiles, the profile's permission keys, the company's products and the group's access rules.
 * The session check (findPrincipalRows) adds the session to the same statement: one round trip.
 */
function sessionUserQuery(db: Db) {
  return db
    .selectFrom('users')
    .innerJoin('companies', 'companies.id', 'users.companyId')
    .leftJoin('segments', 'segments.id', 'companies.segmentId')
    .leftJoin('groups', 'groups.id', 'users.groupId')
    .innerJoin('profiles', 'profiles.id', 'users.profileId')
    .leftJoin('profiles as baseProfile', 'baseProfile.id', 'profiles.baseProfileId')
    .select([
      'users.id',
      'users.email',
      'users.name',
      'users.statusId',
      'users.createdAt',
      'users.profileId',
      'users.mfaStatus',
      'users.mfaType',
      'profiles.name as profileName',
      'profiles.isBase as profileIsBase',
      'baseProfile.id as baseProfileId',
      'baseProfile.name as baseProfileName',
      'companies.id as companyId',
      'companies.name as companyName',
      'companies.tradingName',
      'companies.document',
      'companies.planType',
      'companies.flagApi',
      'companies.flagMfa',
      'companies.flagMigration',
      'companies.blockedForNonPayment',
      'companies.createdAt as companyCreatedAt',
      'companies.trialEndsAt',
      'segments.id as segmentId',
      'segments.name as segmentName',
      'users.groupId',
      'groups.name as groupName',
      sql<
        string[]
      >`(select coalesce(array_agg(pp.permission order by pp.permission), '{}') from profile_permissions pp where pp.profile_id = users.profile_id)`.as(
        'permissionKeys',
      ),
      sql<unknown>`(select coalesce(json_agg(json_build_object('id', p.id, 'name', p.name) order by p.id), '[]'::json) from company_products cp join products p on p.id = cp.product_id where cp.company_id = users.company_id)`.as(
        'companyProducts',
      ),
      ...accessRuleColumns(),
    ]);
}

type SessionUserRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof sessionUserQuery>['executeTakeFirst']>>
>;

/** The row in the shape the session code reads: permissions, granted and owned products, access rules. */
function sessionUserRowsOf(row: SessionUserRow) {
  const { permissionKeys, companyProducts, groupIps, groupStatusId, groupHours, customerHours, ...user } =
    row;
  const owned = (typeof companyProducts === 'string' ? JSON.parse(companyProducts) : companyProducts) as {
    id: number;
    name: string;
  }[]; // json arrives parsed (pg) or as text (PGlite)
  const keys = [...permissionKeys];
  // Issue 19: the products of the session are those the company owns AND the profile grants (domain
  // productsGrantedBy); `ownedProducts` only tells a product the company lacks from one the profile withholds.
  const granted = new Set(
    productsGrantedBy(
      keys,
      owned.map((p) => p.id),
    ),
  );
  return {
    user,
    permissions: keys,
    products: owned.filter((p) => granted.has(p.id)),
    ownedProducts: owned,
    rules: accessRulesOf({ groupId: user.groupId, groupIps, groupHours, groupStatusId, customerHours }),
  };
}

export async function loadSessionUserRows(db: Db, userId: number) {
  const row = await sessionUserQuery(db).where('users.id', '=', userId).executeTakeFirst();
  return row && sessionUserRowsOf(row);
}

/**
 * The session check's one statement: the session an access token names (the current token, or the
 * replaced one in its grace), whether its parent ended, and its user's rows (sessionUserQuery).
 * No row: no such session (or no such user).
 */
export async function findPrincipalRows(db: Db, accessTokenHash: string, now: Date) {
  const row = await sessionUserQuery(db)
    .innerJoin('sessions', 'sessions.userId', 'users.id')
    .leftJoin('sessions as parent', 'parent.id', 'sessions.parentSessionId')
    .select([
      'sessions.id as sessionId',
      'sessions.userId as sessionUserId',
      'sessions.clientId as sessionClientId',
      'sessions.createdAt as sessionCreatedAt',
      'sessions.expiresAt as sessionExpiresAt',
      'sessions.absoluteExpiresAt as sessionAbsoluteExpiresAt',
      'sessions.finalAccessAt as sessionFinalAccessAt',
      'sessions.revokedAt as sessionRevokedAt',
      'sessions.revokedReason as sessionRevokedReason',
      'sessions.familyId as sessionFamilyId',
      parentEnded(now).as('parentEnded'),
    ])
    .where((eb) => namedByToken(eb, accessTokenHash, now))
    .executeTakeFirst();
  if (!row) return undefined;
  const {
    sessionId,
    sessionUserId,
    sessionClientId,
    sessionCreatedAt,
    sessionExpiresAt,
    sessionAbsoluteExpiresAt,
    sessionFinalAccessAt,
    sessionRevokedAt,
    sessionRevokedReason,
    sessionFamilyId,
    parentEnded: ended,
    ...userRow
  } = row;
  return {
    session: {
      id: sessionId,
      userId: sessionUserId,
      clientId: sessionClientId,
      createdAt: sessionCreatedAt,
      expiresAt: sessionExpiresAt,
      absoluteExpiresAt: sessionAbsoluteExpiresAt,
      finalAccessAt: sessionFinalAccessAt,
      revokedAt: sessionRevokedAt,
      revokedReason: sessionRevokedReason,
      familyId: sessionFamilyId,
      parentEnded: ended,
    },
    rows: sessionUserRowsOf(userRow),
  };
}

export type SessionUserRows = NonNullable<Awaited<ReturnType<typeof loadSessionUserRows>>>;

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
