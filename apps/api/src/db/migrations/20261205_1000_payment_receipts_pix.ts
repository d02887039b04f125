/**
 * Every payment accounted and PIX through the API Pix (issue 22):
 * - `payment_events` becomes the receipts of each invoice: its `outcome` says what each payment
 *   did (QUITADO, PARCIAL, EXCEDENTE, DUPLICADO); rows from before were applied when they covered
 *   the invoice and only recorded otherwise.
 * - `pix_charges`: the invoice's charge with due date (`cobv`) at the PSP, by its txid, with the
 *   PSP's location the BR Code carries.
 * - `installation_secrets`: secrets generated once per installation, sealed with the server key
 *   (the demo webhook's signing secret).
 * Frozen: change the schema with a new migration.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  sql`alter table payment_events add column outcome varchar(20) not null default 'QUITADO'`,
  sql`alter table payment_events add column method varchar(10)`,
  sql`update payment_events e set outcome = 'PARCIAL'
      from invoices i where i.id = e.invoice_id and e.amount_cents < i.amount_cents`,
  sql`create index payment_events_invoice on payment_events (invoice_id)`,
  sql`create table pix_charges (
    invoice_id integer primary key references invoices(id),
    txid varchar(35) not null unique,
    location varchar(200),
    amount_cents bigint not null,
    created_at timestamptz not null default now()
  )`,
  sql`create table installation_secrets (
    name varchar(60) primary key,
    sealed text not null,
    created_at timestamptz not null default now()
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists installation_secrets`.execute(db);
  await sql`drop table if exists pix_charges`.execute(db);
  await sql`drop index if exists payment_events_invoice`.execute(db);
  await sql`alter table payment_events drop column if exists method`.execute(db);
  await sql`alter table payment_events drop column if exists outcome`.execute(db);
}
