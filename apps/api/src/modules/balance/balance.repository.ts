/**
 * SQL of 'Saldo e extrato'. Credits are rows of `prepaid_credits`; debits are the rated usage of
 * `usage_daily_rollups`, summed per São Paulo day (never the raw events). Each read is one
 * statement, so credits and debits come from the same snapshot and the balance is consistent
 * even while usage is being ingested.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { PrepaidCreditKind } from '@painel/domain';

export type CreditRow = {
  companyId: number;
  creditDay: string;
  kind: PrepaidCreditKind;
  description: string;
  amount: string;
};

/** Totals of a company up to `today`, and the debits since `since` (the projection's window). */
export async function balanceTotals(db: Db, companyId: number, today: string, since: string) {
  const result = await sql<{ credits: string; debits: string; recentDebits: string }>`
    select
      (select coalesce(sum(c.amount), 0) from prepaid_credits c where c.company_id = ${companyId} and c.credit_day <= ${today}::date) as credits,
      (select coalesce(sum(r.amount), 0) from usage_daily_rollups r where r.company_id = ${companyId} and r.usage_day <= ${today}::date) as debits,
      (select coalesce(sum(r.amount), 0) from usage_daily_rollups r
        where r.company_id = ${companyId} and r.usage_day >= ${since}::date and r.usage_day <= ${today}::date) as "recentDebits"
  `.execute(db);
  const row = result.rows[0];
  if (!row) throw new Error('balance totals: no row');
  return row;
}

/** The latest positive credit up to `today` (an adjustment that takes money away is not a credit). */
export function lastCredit(db: Db, companyId: number, today: string) {
  return db
    .selectFrom('prepaidCredits')
    .select(['creditDay', 'kind', 'description', 'amount'])
    .where('companyId', '=', companyId)
    .where('creditDay', '<=', today)
    .where('amount', '>', '0')
    .orderBy('creditDay', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

type Period = { companyId: number; from: string; to: string };

/**
 * Every line up to `to` (credits first on their day, then the day's consumption), the running
 * balance over all of them, then only the period's lines, newest first. The running balance
 * needs the lines before the period, which is why the window runs before the period's filter;
 * a company has one consumption line per day, so the window stays small (a few hundred a year).
 */
const entries = (p: Period) => sql`
  with lines as (
    select c.credit_day as day, 0 as ord, c.id as seq, c.kind as kind, c.description as description, c.amount as amount
      from prepaid_credits c where c.company_id = ${p.companyId} and c.credit_day <= ${p.to}::date
    union all
    select r.usage_day as day, 1 as ord, 0 as seq, 'CONSUMO' as kind, '' as description, -sum(r.amount) as amount
      from usage_daily_rollups r where r.company_id = ${p.companyId} and r.usage_day <= ${p.to}::date
      group by r.usage_day
  ),
  running as (
    select day, ord, seq, kind, description, amount,
      sum(amount) over (order by day, ord, seq rows between unbounded preceding and current row) as balance
    from lines
  )`;

export async function statementPage(db: Db, period: Period, page: { numPage: number; numPageSize: number }) {
  const rows = entries(period);
  const [list, count] = await Promise.all([
    sql<{ day: string; kind: string; description: string; amount: string; balance: string }>`
      ${rows}
      select to_char(day, 'YYYY-MM-DD') as day, kind, description, amount::text as amount, balance::text as balance
      from running where day >= ${period.from}::date
      order by day desc, ord desc, seq desc
      limit ${page.numPageSize} offset ${page.numPage * page.numPageSize}
    `.execute(db),
    sql<{ n: string }>`
      select
        (select count(*) from prepaid_credits c
          where c.company_id = ${period.companyId} and c.credit_day between ${period.from}::date and ${period.to}::date)
        + (select count(distinct r.usage_day) from usage_daily_rollups r
          where r.company_id = ${period.companyId} and r.usage_day between ${period.from}::date and ${period.to}::date) as n
    `.execute(db),
  ]);
  return { rows: list.rows, total: Number(count.rows[0]?.n ?? 0) };
}

export async function insertCredits(db: Db, rows: readonly CreditRow[]) {
  if (rows.length === 0) return;
  await db
    .insertInto('prepaidCredits')
    .values([...rows])
    .execute();
}
