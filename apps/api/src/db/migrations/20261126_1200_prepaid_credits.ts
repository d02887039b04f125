/**
 * 'Saldo e extrato' (issue 11 item 7): the credits of a prepaid company. Debits are not stored
 * here: they are the rated usage, read from `usage_daily_rollups` (written in the ingestion
 * transaction), so the balance cannot drift from the consumption. Like the usage tables, the key
 * leads with `company_id` and there is no foreign key (distribution plan in docs/architecture.md).
 * Frozen: change the schema with a new migration.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  sql`create table prepaid_credits (
    company_id integer not null,
    id bigserial not null,
    credit_day date not null,
    kind varchar(10) not null check (kind in ('COMPRA', 'RECARGA', 'AJUSTE')),
    description varchar(200) not null,
    amount numeric(18, 3) not null check (amount <> 0),
    created_at timestamptz not null default now(),
    primary key (company_id, id)
  )`,
  sql`create index prepaid_credits_company_day on prepaid_credits (company_id, credit_day)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists prepaid_credits`.execute(db);
}
