/**
 * Services of the portal shell (issue 4 item 4): notifications with their audience and per-user
 * read state, extra notifications (banners, redirects, virtual seller), ombudsman requests, trial
 * contract requests, feature flags with company and user overrides, analytics events and the
 * LGPD purposes of use (rows synced from the domain by reference-data.ts).
 * Frozen: change the schema with a new migration.
 */
import { sql, type Kysely } from 'kysely';

// Who receives a notification: everyone (customers), one company, or one user (of that company).
const audience = sql`audience varchar(7) not null check (audience in ('ALL', 'COMPANY', 'USER')),
    company_id integer references companies(id) on delete cascade,
    user_id integer references users(id) on delete cascade,
    check (
      (audience = 'ALL' and company_id is null and user_id is null)
      or (audience = 'COMPANY' and company_id is not null and user_id is null)
      or (audience = 'USER' and company_id is not null and user_id is not null)
    )`;

const statements = [
  sql`create table notifications (
    id integer generated always as identity primary key,
    category varchar(30) not null,
    content text not null check (length(content) <= 20000),
    ${audience},
    created_at timestamptz not null default now(),
    created_by integer references users(id) on delete set null
  )`,
  sql`create index notifications_created_idx on notifications (created_at desc, id desc)`,
  sql`create index notifications_company_idx on notifications (company_id) where company_id is not null`,
  sql`create index notifications_user_idx on notifications (user_id) where user_id is not null`,
  sql`create table notification_reads (
    user_id integer not null references users(id) on delete cascade,
    notification_id integer not null references notifications(id) on delete cascade,
    read_at timestamptz not null default now(),
    primary key (user_id, notification_id)
  )`,
  sql`create index notification_reads_notification_idx on notification_reads (notification_id)`,
  sql`create table extra_notifications (
    id integer generated always as identity primary key,
    component_type varchar(20) not null check (component_type in ('BANNER', 'REDIRECT', 'VIRTUAL_SELLER')),
    content text not null check (length(content) <= 20000),
    priority smallint not null default 0,
    product_id integer references products(id),
    product_ids integer[] not null default '{}',
    allowed_routes text[] not null default '{}',
    blocked_routes text[] not null default '{}',
    variant varchar(30),
    event_category varchar(100),
    event_label varchar(255),
    ${audience},
    starts_at timestamptz,
    ends_at timestamptz,
    created_at timestamptz not null default now(),
    created_by integer references users(id) on delete set null
  )`,
  sql`create table ombudsman_requests (
    id integer generated always as identity primary key,
    company_id integer not null references companies(id) on delete cascade,
    user_id integer references users(id) on delete set null,
    reason smallint not null check (reason between 1 and 4),
    phone varchar(11) not null,
    ticket varchar(8),
    request text not null check (length(request) <= 2000),
    created_at timestamptz not null default now(),
    sent_at timestamptz
  )`,
  sql`create index ombudsman_requests_company_idx on ombudsman_requests (company_id, created_at desc)`,
  sql`create table trial_contract_requests (
    company_id integer primary key references companies(id) on delete cascade,
    user_id integer references users(id) on delete set null,
    created_at timestamptz not null default now()
  )`,
  sql`create table feature_flags (
    name varchar(60) primary key,
    default_enabled boolean not null default false,
    updated_at timestamptz not null default now()
  )`,
  sql`create table feature_flag_overrides (
    id integer generated always as identity primary key,
    flag_name varchar(60) not null references feature_flags(name) on delete cascade,
    company_id integer references companies(id) on delete cascade,
    user_id integer references users(id) on delete cascade,
    enabled boolean not null,
    check ((company_id is null) <> (user_id is null))
  )`,
  sql`create unique index feature_flag_overrides_company_uq on feature_flag_overrides (flag_name, company_id) where company_id is not null`,
  sql`create unique index feature_flag_overrides_user_uq on feature_flag_overrides (flag_name, user_id) where user_id is not null`,
  sql`create table analytics_events (
    id bigint generated always as identity primary key,
    occurred_at timestamptz not null default now(),
    company_id integer not null references companies(id) on delete cascade,
    user_id integer references users(id) on delete set null,
    product_id integer not null references products(id),
    event_category varchar(250) not null,
    event_action varchar(100) not null,
    event_label varchar(255),
    event_value integer
  )`,
  sql`create index analytics_events_company_idx on analytics_events (company_id, occurred_at desc)`,
  sql`create table lgpd_purposes (
    id integer primary key,
    product_id integer references products(id),
    text varchar(100) not null,
    description varchar(500) not null,
    position smallint not null default 0
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'lgpd_purposes',
    'analytics_events',
    'feature_flag_overrides',
    'feature_flags',
    'trial_contract_requests',
    'ombudsman_requests',
    'extra_notifications',
    'notification_reads',
    'notifications',
  ]) {
    await sql`drop table if exists ${sql.table(table)} cascade`.execute(db);
  }
}
