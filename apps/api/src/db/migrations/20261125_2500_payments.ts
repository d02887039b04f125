/**
 * Pagamentos (issue 12): one invoice per company and month (the unique key makes the monthly
 * generation idempotent), and the providers' payment confirmations, unique by provider and event
 * id so a repeated confirmation (even a concurrent one) is applied once. `notice_sent_at` records
 * the warning the non-payment sweep sends before it blocks.
 * Frozen: change the schema with a new migration.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  sql`create table invoices (
    id serial primary key,
    company_id integer not null references companies(id),
    number varchar(40) not null unique,
    period date not null,
    due_date date not null,
    usage_amount numeric(18, 3) not null,
    plan_fee numeric(18, 3) not null,
    amount numeric(18, 3) not null,
    amount_cents bigint not null,
    paid_at timestamptz,
    payment_method varchar(10),
    notice_sent_at timestamptz,
    created_at timestamptz not null default now(),
    unique (company_id, period)
  )`,
  sql`create index invoices_open_due on invoices (due_date) where paid_at is null`,
  sql`create table payment_events (
    provider varchar(40) not null,
    event_id varchar(200) not null,
    invoice_id integer not null references invoices(id),
    amount_cents bigint not null,
    paid_at timestamptz not null,
    received_at timestamptz not null default now(),
    primary key (provider, event_id)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists payment_events`.execute(db);
  await sql`drop table if exists invoices`.execute(db);
}
