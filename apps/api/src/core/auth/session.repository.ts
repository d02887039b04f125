/**
 * SQL of the session check every authenticated request makes: the session an access token names,
 * its user's rows (person, company, profile, products) and the access rules that bind them (the
 * group's hours and addresses met with the customer's default hours), and the OAuth clients.
 * Plain functions over `db | trx`; login and token renewal (modules/auth) read through these too.
 */
import { sql, type ExpressionBuilder } from 'kysely';
import {
  CUSTOMER_DEFAULT_ACCESS,
  GROUP_STATUS_IDS,
  effectiveAccessHours,
  productsGrantedBy,
  type AccessHour,
} from '@painel/domain';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

/**
 * The customer's default access days and hours, kept as seven entries in
 * companies.default_access_hours (jsonb): pg hands it over parsed, the embedded database as text.
 * The stored entries, sorted by day; a customer row always holds seven (the column's check).
 */
export function hoursFromColumn(value: unknown): AccessHour[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (!Array.isArray(parsed)) return CUSTOMER_DEFAULT_ACCESS.map((d) => ({ ...d }));
  return (parsed as AccessHour[])
    .map(({ day, active, startTime, endTime }) => ({ day, active, startTime, endTime }))
    .sort((a, b) => a.day - b.day);
}

/** One customer's defaults; undefined when there is no such company. */
export async function customerHours(db: Db, companyId: number): Promise<AccessHour[] | undefined> {
  const row = await db
    .selectFrom('companies')
    .select('defaultAccessHours')
    .where('id', '=', companyId)
    .executeTakeFirst();
  return row ? hoursFromColumn(row.defaultAccessHours) : undefined;
}

function selectClient(db: Db, clientId: string) {
  return db.selectFrom('oauthClients').selectAll().where('id', '=', clientId).executeTakeFirst();
}

export type ClientRow = NonNullable<Awaited<ReturnType<typeof selectClient>>>;

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
export function accessRuleColumns() {
  return [
    sql<string[] | null>`(select g.ips from groups g where g.id = users.group_id)`.as('groupIps'),
    // An Inativo group's users may not sign in nor keep a session.
    sql<number | null>`(select g.status_id from groups g where g.id = users.group_id)`.as('groupStatusId'),
    sql<unknown>`(select coalesce(json_agg(json_build_object('day', h.day, 'active', h.active, 'startTime', to_char(h.start_time, 'HH24:MI'), 'endTime', to_char(h.end_time, 'HH24:MI'))), '[]'::json) from group_access_hours h where h.group_id = users.group_id)`.as(
      'groupHours',
    ),
    // The customer's defaults bound every group's hours.
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
export function parentEnded(now: Date) {
  return sql<boolean>`coalesce(parent.revoked_at is not null or parent.absolute_expires_at <= ${now}, false)`;
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
  // The products of the session are those the company owns AND the profile grants (domain
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
