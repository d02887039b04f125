/**
 * Late usage billed later: an adjustment line of an invoice for an earlier month whose usage
 * changed after that month was invoiced (credit negative). Written with its invoice, in the same
 * transaction, only when the invoice was inserted. Expand-only: a new table the previous release
 * does not read. Frozen: change the schema with a new migration.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table invoice_adjustments (
    id serial primary key,
    invoice_id integer not null references invoices(id) on delete cascade,
    company_id integer not null references companies(id),
    original_period date not null,
    amount numeric(18, 3) not null check (amount <> 0),
    created_at timestamptz not null default now(),
    unique (invoice_id, original_period)
  )`.execute(db);
  await sql`create index invoice_adjustments_company_period on invoice_adjustments (company_id, original_period)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists invoice_adjustments`.execute(db);
}
