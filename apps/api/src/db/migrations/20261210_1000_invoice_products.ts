/**
 * The per-product breakdown of an invoice's usage line, frozen with the invoice (written in the
 * same statement), so it always sums to the invoice's usage even after late usage changes the
 * month's rollups. Invoices issued before this migration get the breakdown of their rollups only
 * where those still sum to the invoiced usage. Expand-only: a new table the previous release does
 * not read. Frozen: change the schema with a new migration.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table invoice_products (
    invoice_id integer not null references invoices(id) on delete cascade,
    product_id integer not null references products(id),
    amount numeric(18, 3) not null,
    primary key (invoice_id, product_id)
  )`.execute(db);
  await sql`insert into invoice_products (invoice_id, product_id, amount)
    select i.id, r.product_id, sum(r.amount)
    from invoices i
    join usage_daily_rollups r on r.company_id = i.company_id
      and r.usage_day >= i.period and r.usage_day < (i.period + interval '1 month')::date
    where i.usage_amount = coalesce((
      select sum(t.amount) from usage_daily_rollups t
      where t.company_id = i.company_id
        and t.usage_day >= i.period and t.usage_day < (i.period + interval '1 month')::date
    ), 0)
    group by i.id, r.product_id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists invoice_products`.execute(db);
}
