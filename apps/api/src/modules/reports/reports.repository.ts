/**
 * SQL of the consolidated consumption report: it reads only the daily rollups, never the events.
 * The filter (company, São Paulo days, group, product) is built once and shared by the page, the
 * count, the totals and the product list; the three queries of a page run in parallel.
 */
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

export type ReportFilter = {
  companyId: number;
  from: string;
  to: string;
  groupId?: number | undefined;
  productId?: number | undefined;
};

type Rollups = ExpressionBuilder<Database & { r: Database['usageDailyRollups'] }, 'r'>;

function matching(filter: ReportFilter) {
  return (eb: Rollups) => {
    const conditions = [
      eb('r.companyId', '=', filter.companyId),
      eb('r.usageDay', '>=', filter.from),
      eb('r.usageDay', '<=', filter.to),
    ];
    if (filter.groupId !== undefined) conditions.push(eb('r.groupId', '=', filter.groupId));
    if (filter.productId !== undefined) conditions.push(eb('r.productId', '=', filter.productId));
    return eb.and(conditions);
  };
}

/** The first day of a rollup's month, as a date (no time zone involved). */
const monthOf = (eb: Rollups) =>
  sql<string>`(${eb.ref('r.usageDay')} - (extract(day from ${eb.ref('r.usageDay')})::int - 1))`;

export async function consolidatedUsage(
  db: Db,
  filter: ReportFilter,
  page: { numPage: number; numPageSize: number },
) {
  const where = matching(filter);
  const grouped = db
    .selectFrom('usageDailyRollups as r')
    .innerJoin('products as p', 'p.id', 'r.productId')
    .where(where)
    .select((eb) => [
      monthOf(eb).as('month'),
      'r.productId',
      'p.name as productName',
      'r.functionalityId',
      'r.pricingKind',
      'r.unitPrice',
      sql<string>`sum(${eb.ref('r.quantity')})`.as('quantity'),
      sql<string>`sum(${eb.ref('r.amount')})`.as('amount'),
    ])
    .groupBy((eb) => [
      monthOf(eb),
      'r.productId',
      'p.name',
      'r.functionalityId',
      'r.pricingKind',
      'r.unitPrice',
    ]);
  const [rows, count, totals] = await Promise.all([
    grouped
      .orderBy('month')
      .orderBy('productName')
      .orderBy('r.functionalityId')
      .orderBy('r.unitPrice')
      .limit(page.numPageSize)
      .offset(page.numPage * page.numPageSize)
      .execute(),
    db
      .selectFrom(grouped.as('g'))
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('usageDailyRollups as r')
      .where(where)
      .select((eb) => [
        sql<string>`coalesce(sum(${eb.ref('r.quantity')}), 0)`.as('quantity'),
        sql<string>`coalesce(sum(${eb.ref('r.amount')}) filter (where ${eb.ref('r.pricingKind')} = 'PER_USE'), 0)`.as(
          'perUse',
        ),
        sql<string>`coalesce(sum(${eb.ref('r.amount')}) filter (where ${eb.ref('r.pricingKind')} = 'PER_USER_MONTH'), 0)`.as(
          'perUser',
        ),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n), totals };
}

/** The products with usage in the period: what the report's product selector offers. */
export function productsWithUsage(db: Db, filter: ReportFilter) {
  return db
    .selectFrom('usageDailyRollups as r')
    .innerJoin('products as p', 'p.id', 'r.productId')
    .where(matching(filter))
    .select(['p.id', 'p.name'])
    .distinct()
    .orderBy('p.name')
    .execute();
}

export function findCustomer(db: Db, companyId: number) {
  return db
    .selectFrom('companies')
    .select(['id', 'name', 'tradingName'])
    .where('id', '=', companyId)
    .executeTakeFirst();
}

export function groupsOf(db: Db, companyId: number) {
  return db
    .selectFrom('groups')
    .select(['id', 'name'])
    .where('companyId', '=', companyId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** Every price of the company, newest first within product and functionality. */
export function unitPricesOf(db: Db, companyId: number) {
  return db
    .selectFrom('unitPrices as u')
    .innerJoin('products as p', 'p.id', 'u.productId')
    .select((eb) => [
      'u.id',
      'u.productId',
      'p.name as productName',
      'u.functionalityId',
      'u.pricingKind',
      'u.unitPrice',
      sql<string>`to_char(${eb.ref('u.validFrom')}, 'YYYY-MM-DD')`.as('validFrom'),
      sql<string | null>`to_char(${eb.ref('u.validUntil')}, 'YYYY-MM-DD')`.as('validUntil'),
    ])
    .where('u.companyId', '=', companyId)
    .orderBy('p.name')
    .orderBy('u.functionalityId')
    .orderBy('u.validFrom', 'desc')
    .execute();
}

/** The month's running totals (company, groups) and its rollups by product, from the first day to `today`. */
export async function monthConsumption(db: Db, companyId: number, month: string, today: string) {
  const [company, byGroup, byProduct] = await Promise.all([
    db
      .selectFrom('companies as c')
      .leftJoin('companyMonthTotals as t', (join) =>
        join.onRef('t.companyId', '=', 'c.id').on('t.month', '=', month),
      )
      .select(['c.consumptionLimit as companyLimit', sql<string | null>`t.amount`.as('companyAmount')])
      .where('c.id', '=', companyId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('groups as g')
      .leftJoin('groupMonthTotals as t', (join) =>
        join
          .onRef('t.companyId', '=', 'g.companyId')
          .onRef('t.groupId', '=', 'g.id')
          .on('t.month', '=', month),
      )
      .select(['g.id', 'g.name', 'g.consumptionLimit as limit', sql<string | null>`t.amount`.as('amount')])
      .where('g.companyId', '=', companyId)
      .orderBy('g.name')
      .execute(),
    db
      .selectFrom('usageDailyRollups as r')
      .innerJoin('products as p', 'p.id', 'r.productId')
      .select((eb) => ['p.id', 'p.name', sql<string>`sum(${eb.ref('r.amount')})`.as('amount')])
      .where('r.companyId', '=', companyId)
      .where('r.usageDay', '>=', month)
      .where('r.usageDay', '<=', today)
      .groupBy(['p.id', 'p.name'])
      .orderBy('p.name')
      .execute(),
  ]);
  return { ...company, byGroup, byProduct };
}

/** The period's quantity and amount per product (the report's chart), same filter as the table. */
export function usageByProduct(db: Db, filter: ReportFilter) {
  return db
    .selectFrom('usageDailyRollups as r')
    .innerJoin('products as p', 'p.id', 'r.productId')
    .where(matching(filter))
    .select((eb) => [
      'p.id as productId',
      'p.name as productName',
      sql<string>`sum(${eb.ref('r.quantity')})`.as('quantity'),
      sql<string>`sum(${eb.ref('r.amount')})`.as('amount'),
    ])
    .groupBy(['p.id', 'p.name'])
    .orderBy('p.name')
    .execute();
}

/** The company's group of that id, or nothing (another company's group reads as unknown). */
export function groupOf(db: Db, companyId: number, groupId: number) {
  return db
    .selectFrom('groups')
    .select('id')
    .where('companyId', '=', companyId)
    .where('id', '=', groupId)
    .executeTakeFirst();
}

/**
 * The late-usage adjustments of a company's months in [from, to]: each with the invoice
 * that billed it, oldest month first.
 */
export async function billedLater(db: Db, filter: { companyId: number; from: string; to: string }) {
  return db
    .selectFrom('invoiceAdjustments as a')
    .innerJoin('invoices as i', 'i.id', 'a.invoiceId')
    .select([
      sql<string>`to_char(a.original_period, 'YYYY-MM')`.as('period'),
      'a.amount',
      'i.number as invoiceNumber',
    ])
    .where('a.companyId', '=', filter.companyId)
    .where('i.companyId', '=', filter.companyId)
    .where('a.originalPeriod', '>=', sql<string>`date_trunc('month', ${filter.from}::date)::date`)
    .where('a.originalPeriod', '<=', filter.to)
    .orderBy('a.originalPeriod')
    .orderBy('i.period')
    .execute();
}
