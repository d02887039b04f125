/**
 * SQL of usage metering: the facts the consumption rule needs, the idempotency keys, the events,
 * the daily rollups and the month running totals. Plain functions over `db | trx`: ingestion runs
 * them all inside one transaction (usage.service.ts), so nothing acknowledged is half-written.
 */
import { sql, type Insertable } from 'kysely';
import {
  BASE_PROFILE_IDS,
  PROVIDER_COMPANY_ID,
  catalogueMessages,
  productPermissionKeys,
  type AccessHour,
  type PricingKind,
} from '@painel/domain';
import { hoursFromColumn } from '../../core/auth/session.repository';
import type { Db } from '../../db/database';
import type { UsageDailyRollupTable, UsageEventTable } from '../../db/schema';
import { escapeHtml } from '../../lib/html';

/**
 * One column of a batch as a PostgreSQL array literal ('{"1","2"}', '{"a","b"}'), sent as one text
 * parameter and cast in the statement (`::integer[]`): the driver copies one string instead of
 * escaping each of a thousand elements while the event loop waits. Values are never null here.
 */
export function arrayLiteral(values: readonly (string | number)[]): string {
  if (values.length === 0) return '{}';
  // Quoted elements read as text, integers, days, numerics and moments alike; only '"' and '\\'
  // need escaping inside quotes, so the usual column (none of them) is two native joins.
  if (!/["\\]/.test(values.join(''))) return `{"${values.join('","')}"}`;
  return `{${values.map((v) => `"${String(v).replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

export type Consumer = {
  userId: number;
  statusId: number;
  companyId: number;
  /** 0: no group. */
  groupId: number;
  groupName: string | null;
  groupStatusId: number | null;
  groupLimit: string | null;
  companyLimit: string | null;
  blockedForNonPayment: boolean;
  /** The customer's default access days and hours, met with the group's. */
  customerHours: AccessHour[];
  /** The keys of the product's functionalities the user's access profile holds (domain profileGrantsProduct decides). */
  productPermissions: string[];
};

/** The profile's keys among the product's (domain productPermissionKeys), as a JSON list: a subquery over `users u`-like aliases. */
function productPermissionsColumn(userAlias: 'u' | 'users', productId: number) {
  return sql<string[] | string | null>`(select json_agg(pp.permission) from profile_permissions pp
    where pp.profile_id = ${sql.ref(`${userAlias}.profile_id`)} and pp.permission = any(${arrayLiteral(productPermissionKeys(productId))}::text[]))`;
}

/** json arrives parsed from pg, as text from the embedded database. */
function jsonList<T>(value: T[] | string | null): T[] {
  return typeof value === 'string' ? (JSON.parse(value) as T[]) : (value ?? []);
}

/** The users a batch names, with their company and group; the provider's staff are never billed. */
export async function loadConsumers(
  db: Db,
  userIds: readonly number[],
  productId: number,
): Promise<Map<number, Consumer>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .innerJoin('companies', 'companies.id', 'users.companyId')
    .leftJoin('groups', 'groups.id', 'users.groupId')
    .select([
      'users.id as userId',
      'users.statusId',
      'users.companyId',
      'users.groupId',
      'groups.name as groupName',
      'groups.statusId as groupStatusId',
      'groups.consumptionLimit as groupLimit',
      'companies.consumptionLimit as companyLimit',
      'companies.blockedForNonPayment',
      'companies.defaultAccessHours',
      productPermissionsColumn('users', productId).as('productPermissions'),
    ])
    // One array parameter, not a list of up to 1,000 (see insertEvents).
    .where(sql<boolean>`users.id = any(${arrayLiteral([...new Set(userIds)])}::integer[])`)
    .where('users.companyId', '<>', PROVIDER_COMPANY_ID)
    .execute();
  return new Map(
    rows.map(({ defaultAccessHours, ...r }) => [
      r.userId,
      {
        ...r,
        groupId: r.groupId ?? 0,
        customerHours: hoursFromColumn(defaultAccessHours),
        productPermissions: jsonList(r.productPermissions),
      },
    ]),
  );
}

export async function loadAccessHours(
  db: Db,
  groupIds: readonly number[],
): Promise<Map<number, AccessHour[]>> {
  const ids = [...new Set(groupIds)].filter((id) => id !== 0);
  const hours = new Map<number, AccessHour[]>();
  if (ids.length === 0) return hours;
  const rows = await db
    .selectFrom('groupAccessHours')
    .select([
      'groupId',
      'day',
      'active',
      sql<string>`to_char(start_time, 'HH24:MI')`.as('startTime'),
      sql<string>`to_char(end_time, 'HH24:MI')`.as('endTime'),
    ])
    .where('groupId', 'in', ids)
    .execute();
  for (const { groupId, ...hour } of rows) hours.set(groupId, [...(hours.get(groupId) ?? []), hour]);
  return hours;
}

/** Which of these companies own the product. */
export async function companiesOwning(
  db: Db,
  companyIds: readonly number[],
  productId: number,
): Promise<Set<number>> {
  if (companyIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('companyProducts')
    .select('companyId')
    .where('companyId', 'in', [...new Set(companyIds)])
    .where('productId', '=', productId)
    .execute();
  return new Set(rows.map((r) => r.companyId));
}

export type PriceRow = {
  companyId: number;
  functionalityId: number;
  pricingKind: PricingKind;
  unitPrice: string;
  validFrom: string;
  validUntil: string | null;
};

/** The prices of one product that may be in force between two São Paulo days, latest first. */
export function loadPrices(
  db: Db,
  input: { companyIds: readonly number[]; productId: number; from: string; to: string },
): Promise<PriceRow[]> {
  if (input.companyIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('unitPrices')
    .select(['companyId', 'functionalityId', 'pricingKind', 'unitPrice', 'validFrom', 'validUntil'])
    .where('companyId', 'in', [...new Set(input.companyIds)])
    .where('productId', '=', input.productId)
    .where('validFrom', '<=', input.to)
    .where((eb) => eb.or([eb('validUntil', 'is', null), eb('validUntil', '>', input.from)]))
    .orderBy('validFrom', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export type AuthorizeFacts = Consumer & {
  ownsProduct: boolean;
  accessHours: AccessHour[];
  price: PriceRow | null;
  groupSpent: string;
  companySpent: string;
};

type AuthorizeRow = Omit<Consumer, 'groupId' | 'productPermissions' | 'customerHours'> & {
  groupId: number | null;
  customerHours: unknown;
  productPermissions: string[] | string | null;
  ownsProduct: boolean;
  accessHours: AccessHour[] | string | null;
  pricingKind: PricingKind | null;
  unitPrice: string | null;
  validFrom: string | null;
  validUntil: string | null;
  groupSpent: string | null;
  companySpent: string | null;
};

/**
 * Everything authorize needs about one user, in one statement and one round trip: the user, their
 * company and group, whether the company owns the product, the group's access hours, the price in
 * force on the day (the latest-starting row whose validity holds it, as loadPrices + priceOn pick)
 * and the month's running totals (read without locking; ingestion locks). Undefined: no such user
 * (or one of the provider's staff, who are never billed).
 */
export async function authorizeFacts(
  db: Db,
  input: { userId: number; productId: number; functionalityId: number; day: string; month: string },
): Promise<AuthorizeFacts | undefined> {
  const { rows } = await sql<AuthorizeRow>`
    select u.id as user_id, u.status_id, u.company_id, u.group_id,
      g.name as group_name, g.status_id as group_status_id, g.consumption_limit as group_limit,
      c.consumption_limit as company_limit, c.blocked_for_non_payment, c.default_access_hours as customer_hours,
      exists (select 1 from company_products cp where cp.company_id = u.company_id and cp.product_id = ${input.productId}) as owns_product,
      ${productPermissionsColumn('u', input.productId)} as product_permissions,
      (select json_agg(json_build_object('day', h.day, 'active', h.active,
          'startTime', to_char(h.start_time, 'HH24:MI'), 'endTime', to_char(h.end_time, 'HH24:MI')))
        from group_access_hours h where h.group_id = u.group_id) as access_hours,
      p.pricing_kind, p.unit_price, p.valid_from, p.valid_until,
      (select t.amount from group_month_totals t
        where t.company_id = u.company_id and t.month = ${input.month} and t.group_id = coalesce(u.group_id, 0)) as group_spent,
      (select t.amount from company_month_totals t where t.company_id = u.company_id and t.month = ${input.month}) as company_spent
    from users u
    join companies c on c.id = u.company_id
    left join groups g on g.id = u.group_id
    left join lateral (
      select up.pricing_kind, up.unit_price, up.valid_from, up.valid_until from unit_prices up
      where up.company_id = u.company_id and up.product_id = ${input.productId} and up.functionality_id = ${input.functionalityId}
        and up.valid_from <= ${input.day} and (up.valid_until is null or up.valid_until > ${input.day})
      order by up.valid_from desc, up.id desc
      limit 1
    ) p on true
    where u.id = ${input.userId} and u.company_id <> ${PROVIDER_COMPANY_ID}`.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  const {
    ownsProduct,
    accessHours,
    pricingKind,
    unitPrice,
    validFrom,
    validUntil,
    groupSpent,
    companySpent,
    productPermissions,
    customerHours,
    ...consumer
  } = row;
  return {
    ...consumer,
    groupId: consumer.groupId ?? 0,
    customerHours: hoursFromColumn(customerHours),
    productPermissions: jsonList(productPermissions),
    ownsProduct,
    // json arrives parsed from pg, as text from the embedded database.
    accessHours: jsonList(accessHours),
    price:
      pricingKind && unitPrice !== null && validFrom !== null
        ? {
            companyId: consumer.companyId,
            functionalityId: input.functionalityId,
            pricingKind,
            unitPrice,
            validFrom,
            validUntil,
          }
        : null,
    groupSpent: groupSpent ?? '0',
    companySpent: companySpent ?? '0',
  };
}

/**
 * Claims idempotency keys; answers those that were free (the others were recorded before, or
 * are being recorded by a concurrent batch, which this waits for). Keys go in sorted order, so
 * two batches sharing keys never wait on each other in a circle.
 */
export async function claimKeys(
  db: Db,
  clientId: string,
  keys: readonly string[],
  now: Date,
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const { rows } = await sql<{ idempotencyKey: string }>`
    insert into usage_idempotency_keys (client_id, idempotency_key, received_at)
    select ${clientId}, k.key, ${now.toISOString()}::timestamptz from unnest(${arrayLiteral([...keys].sort())}::text[]) with ordinality k(key, n) order by k.n
    on conflict (client_id, idempotency_key) do nothing
    returning idempotency_key`.execute(db);
  return new Set(rows.map((r) => r.idempotencyKey));
}

/**
 * Deletes keys received before `before`, `batch` rows per statement (a short lock each), and
 * returns how many went. Processes pruning together delete each row once.
 */
export async function pruneKeys(db: Db, before: Date, batch = 10_000): Promise<number> {
  let total = 0;
  for (;;) {
    const result = await sql`
      delete from usage_idempotency_keys
      where (client_id, idempotency_key) in (
        select client_id, idempotency_key from usage_idempotency_keys
        where received_at < ${before.toISOString()}::timestamptz
        limit ${batch})`.execute(db);
    const deleted = Number(result.numAffectedRows ?? 0n);
    total += deleted;
    if (deleted < batch) return total;
  }
}

export async function releaseKeys(db: Db, clientId: string, keys: readonly string[]) {
  if (keys.length === 0) return;
  await db
    .deleteFrom('usageIdempotencyKeys')
    .where('clientId', '=', clientId)
    .where('idempotencyKey', 'in', [...keys])
    .execute();
}

/**
 * Locks the month totals a batch touches and reads them: an upsert that changes nothing takes the
 * row lock and returns the amount, creating the row the first time. Company rows first, then
 * group rows, each in key order: concurrent batches queue on the same rows, never in a circle.
 */
export async function lockMonthTotals(
  db: Db,
  input: {
    companies: { companyId: number; month: string }[];
    groups: { companyId: number; groupId: number; month: string }[];
  },
) {
  const company = new Map<string, string>();
  const group = new Map<string, string>();
  if (input.companies.length) {
    const rows = [...input.companies].sort(byKey(companyTotalKey));
    const locked = await sql<{ companyId: number; month: string; amount: string }>`
      insert into company_month_totals (company_id, month, amount)
      select r.company_id, r.month, 0 from unnest(${arrayLiteral(rows.map((r) => r.companyId))}::integer[], ${arrayLiteral(rows.map((r) => r.month))}::date[])
        with ordinality r(company_id, month, n) order by r.n
      on conflict (company_id, month) do update set amount = company_month_totals.amount
      returning company_id, month, amount`.execute(db);
    for (const r of locked.rows) company.set(companyTotalKey(r), r.amount);
  }
  if (input.groups.length) {
    const rows = [...input.groups].sort(byKey(groupTotalKey));
    const locked = await sql<{ companyId: number; groupId: number; month: string; amount: string }>`
      insert into group_month_totals (company_id, month, group_id, amount)
      select r.company_id, r.month, r.group_id, 0
      from unnest(${arrayLiteral(rows.map((r) => r.companyId))}::integer[], ${arrayLiteral(rows.map((r) => r.month))}::date[], ${arrayLiteral(rows.map((r) => r.groupId))}::integer[])
        with ordinality r(company_id, month, group_id, n) order by r.n
      on conflict (company_id, month, group_id) do update set amount = group_month_totals.amount
      returning company_id, month, group_id, amount`.execute(db);
    for (const r of locked.rows) group.set(groupTotalKey(r), r.amount);
  }
  return { company, group };
}

export const companyTotalKey = (r: { companyId: number; month: string }) => `${r.companyId}|${r.month}`;
export const groupTotalKey = (r: { companyId: number; groupId: number; month: string }) =>
  `${r.companyId}|${r.month}|${r.groupId}`;
function byKey<T>(key: (row: T) => string) {
  return (a: T, b: T) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);
}

/** Adds to the month totals (creating rows the first time), in key order. */
export async function addMonthTotals(
  db: Db,
  input: {
    companies: { companyId: number; month: string; amount: string }[];
    groups: { companyId: number; groupId: number; month: string; amount: string }[];
  },
) {
  if (input.companies.length) {
    const rows = [...input.companies].sort(byKey(companyTotalKey));
    await sql`
      insert into company_month_totals (company_id, month, amount)
      select r.company_id, r.month, r.amount
      from unnest(${arrayLiteral(rows.map((r) => r.companyId))}::integer[], ${arrayLiteral(rows.map((r) => r.month))}::date[], ${arrayLiteral(rows.map((r) => r.amount))}::numeric[])
        with ordinality r(company_id, month, amount, n) order by r.n
      on conflict (company_id, month) do update set amount = company_month_totals.amount + excluded.amount`.execute(
      db,
    );
  }
  if (input.groups.length) {
    const rows = [...input.groups].sort(byKey(groupTotalKey));
    await sql`
      insert into group_month_totals (company_id, month, group_id, amount)
      select r.company_id, r.month, r.group_id, r.amount
      from unnest(${arrayLiteral(rows.map((r) => r.companyId))}::integer[], ${arrayLiteral(rows.map((r) => r.month))}::date[], ${arrayLiteral(rows.map((r) => r.groupId))}::integer[],
        ${arrayLiteral(rows.map((r) => r.amount))}::numeric[])
        with ordinality r(company_id, month, group_id, amount, n) order by r.n
      on conflict (company_id, month, group_id) do update set amount = group_month_totals.amount + excluded.amount`.execute(
      db,
    );
  }
}

/** An accepted event as written: money as three-decimal strings, moments as Dates. */
export type EventRow = Omit<
  Insertable<UsageEventTable>,
  'id' | 'unitPrice' | 'amount' | 'occurredAt' | 'receivedAt'
> & {
  unitPrice: string;
  amount: string;
  occurredAt: Date;
  receivedAt: Date;
};

/**
 * A batch's rows go as one array per column into `unnest`: the statement's text and its 14
 * parameters are the same for 1 row or 1,000, so neither Kysely nor the driver walks thousands of
 * placeholders while authorize waits on the event loop (docs/architecture.md, "Ingestion and the
 * event loop"). Moments travel as ISO text, in row order (the events' ids follow it).
 */
export async function insertEvents(db: Db, rows: readonly EventRow[]) {
  if (rows.length === 0) return;
  const column = <K extends keyof EventRow>(key: K) => rows.map((r) => r[key]);
  await sql`
    insert into usage_events (company_id, usage_day, client_id, idempotency_key, user_id, group_id, product_id, functionality_id,
      pricing_kind, quantity, unit_price, amount, occurred_at, received_at)
    select * from unnest(${arrayLiteral(column('companyId'))}::integer[], ${arrayLiteral(column('usageDay'))}::date[], ${arrayLiteral(column('clientId'))}::text[],
      ${arrayLiteral(column('idempotencyKey'))}::text[], ${arrayLiteral(column('userId'))}::integer[], ${arrayLiteral(column('groupId'))}::integer[], ${arrayLiteral(column('productId'))}::integer[],
      ${arrayLiteral(column('functionalityId'))}::integer[], ${arrayLiteral(column('pricingKind'))}::text[], ${arrayLiteral(column('quantity'))}::integer[], ${arrayLiteral(column('unitPrice'))}::numeric[],
      ${arrayLiteral(column('amount'))}::numeric[], ${arrayLiteral(rows.map((r) => r.occurredAt.toISOString()))}::timestamptz[],
      ${arrayLiteral(rows.map((r) => r.receivedAt.toISOString()))}::timestamptz[])`.execute(db);
}

export type RollupDelta = Insertable<UsageDailyRollupTable> & {
  quantity: string;
  amount: string;
  unitPrice: string;
};

/** Adds a batch's sums to the daily rollups, in the rows' order (key order: the lock order). */
export async function addToRollups(db: Db, rows: readonly RollupDelta[]) {
  if (rows.length === 0) return;
  const column = <K extends keyof RollupDelta>(key: K) => rows.map((r) => r[key]);
  await sql`
    insert into usage_daily_rollups (company_id, usage_day, group_id, product_id, functionality_id, pricing_kind, unit_price, quantity, amount, event_count)
    select r.company_id, r.usage_day, r.group_id, r.product_id, r.functionality_id, r.pricing_kind, r.unit_price, r.quantity, r.amount, r.event_count
    from unnest(${arrayLiteral(column('companyId'))}::integer[], ${arrayLiteral(column('usageDay'))}::date[], ${arrayLiteral(column('groupId'))}::integer[], ${arrayLiteral(column('productId'))}::integer[],
      ${arrayLiteral(column('functionalityId'))}::integer[], ${arrayLiteral(column('pricingKind'))}::text[], ${arrayLiteral(column('unitPrice'))}::numeric[], ${arrayLiteral(column('quantity'))}::bigint[],
      ${arrayLiteral(column('amount'))}::numeric[], ${arrayLiteral(column('eventCount'))}::integer[])
      with ordinality r(company_id, usage_day, group_id, product_id, functionality_id, pricing_kind, unit_price, quantity, amount, event_count, n)
    order by r.n
    on conflict (company_id, usage_day, group_id, product_id, functionality_id) do update set
      quantity = usage_daily_rollups.quantity + excluded.quantity,
      amount = usage_daily_rollups.amount + excluded.amount,
      event_count = usage_daily_rollups.event_count + excluded.event_count,
      unit_price = excluded.unit_price,
      pricing_kind = excluded.pricing_kind`.execute(db);
}

/** A notice (plain text) to each active administrator of a company. */
export async function insertLimitNotices(db: Db, input: { companyId: number; text: string; now: Date }) {
  const admins = await companyAdministrators(db, input.companyId);
  if (admins.length === 0) return;
  await db
    .insertInto('notifications')
    .values(
      admins.map((userId) => ({
        category: catalogueMessages.notificationCategories.financeiro,
        content: `<p>${escapeHtml(input.text)}</p>`,
        audience: 'USER' as const,
        companyId: input.companyId,
        userId,
        createdAt: input.now,
        createdBy: null,
      })),
    )
    .execute();
}

/** The active administrators of a company: who is told when a group nears its limit. */
async function companyAdministrators(db: Db, companyId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.id', 'users.profileId')
    .select('users.id')
    .where('users.companyId', '=', companyId)
    .where('users.statusId', '=', 1)
    .where((eb) =>
      eb.or([
        eb('profiles.id', '=', BASE_PROFILE_IDS.administrator),
        eb('profiles.baseProfileId', '=', BASE_PROFILE_IDS.administrator),
      ]),
    )
    .execute();
  return rows.map((r) => r.id);
}
