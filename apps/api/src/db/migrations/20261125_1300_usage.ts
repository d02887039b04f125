/**
 * Usage metering (issue 11): unit prices per company × product × functionality with validity
 * days, the narrow usage events sibling products report, the idempotency keys that make a retry
 * harmless, the daily rollups reports read, and the month running totals limits are checked
 * against. Money is numeric (exact); days are São Paulo calendar days.
 *
 * Every table that grows with usage leads its primary key with company_id and then the São Paulo
 * day or month, so that (docs/architecture.md, "Usage metering") PostgreSQL can partition it by
 * month and a distributed PostgreSQL (Citus) can distribute it by company without any query
 * changing. No foreign keys from those tables: partitions and shards need none, and the service
 * writes them only from rows it has just read.
 * Frozen: change the schema with a new migration.
 */
import { sql, type Kysely } from 'kysely';

const pricingKind = sql`varchar(14) not null check (pricing_kind in ('PER_USE', 'PER_USER_MONTH'))`;

const statements = [
  sql`create table unit_prices (
    company_id integer not null references companies(id) on delete cascade,
    id bigint generated always as identity,
    product_id integer not null references products(id),
    functionality_id integer not null,
    pricing_kind ${pricingKind},
    unit_price numeric(14, 3) not null check (unit_price >= 0),
    valid_from date not null,
    valid_until date,
    created_at timestamptz not null default now(),
    primary key (company_id, id),
    check (valid_until is null or valid_until > valid_from)
  )`,
  sql`create index unit_prices_in_force_idx on unit_prices (company_id, product_id, functionality_id, valid_from desc)`,
  sql`create table usage_events (
    company_id integer not null,
    usage_day date not null,
    id bigint generated always as identity,
    client_id varchar(100) not null,
    idempotency_key varchar(100) not null,
    user_id integer not null,
    group_id integer not null,
    product_id integer not null,
    functionality_id integer not null,
    pricing_kind ${pricingKind},
    quantity integer not null check (quantity <> 0),
    unit_price numeric(14, 3) not null,
    amount numeric(18, 3) not null,
    occurred_at timestamptz not null,
    received_at timestamptz not null,
    primary key (company_id, usage_day, id)
  )`,
  sql`create table usage_idempotency_keys (
    client_id varchar(100) not null,
    idempotency_key varchar(100) not null,
    received_at timestamptz not null,
    primary key (client_id, idempotency_key)
  )`,
  sql`create index usage_idempotency_keys_received_idx on usage_idempotency_keys (received_at)`,
  sql`create table usage_daily_rollups (
    company_id integer not null,
    usage_day date not null,
    group_id integer not null,
    product_id integer not null,
    functionality_id integer not null,
    pricing_kind ${pricingKind},
    unit_price numeric(14, 3) not null,
    quantity bigint not null,
    amount numeric(18, 3) not null,
    event_count integer not null,
    primary key (company_id, usage_day, group_id, product_id, functionality_id)
  )`,
  sql`create table group_month_totals (
    company_id integer not null,
    month date not null,
    group_id integer not null,
    amount numeric(18, 3) not null default 0,
    primary key (company_id, month, group_id)
  )`,
  sql`create table company_month_totals (
    company_id integer not null,
    month date not null,
    amount numeric(18, 3) not null default 0,
    primary key (company_id, month)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'company_month_totals',
    'group_month_totals',
    'usage_daily_rollups',
    'usage_idempotency_keys',
    'usage_events',
    'unit_prices',
  ]) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
