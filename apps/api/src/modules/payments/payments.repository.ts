/** SQL of Pagamentos. Every read of an invoice carries its company: another company's id finds nothing. */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { InvoiceStatus, PaymentOutcome } from '@painel/domain';

const INVOICE_COLUMNS = [
  'id',
  'companyId',
  'number',
  'period',
  'dueDate',
  'usageAmount',
  'planFee',
  'amount',
  'amountCents',
  'paidAt',
  'paymentMethod',
  'noticeSentAt',
] as const;

export async function findCompany(db: Db, companyId: number) {
  return db
    .selectFrom('companies')
    .select(['id', 'name', 'tradingName', 'document', 'planType', 'blockedForNonPayment'])
    .where('id', '=', companyId)
    .executeTakeFirst();
}

/** Whether the company's invoice of a month (its first day) exists: invoices are never deleted. */
export async function invoiceExists(db: Db, companyId: number, period: string): Promise<boolean> {
  const row = await db
    .selectFrom('invoices')
    .select('id')
    .where('companyId', '=', companyId)
    .where('period', '=', period)
    .executeTakeFirst();
  return row !== undefined;
}

/** The address the company's documents print (its fiscal data), or undefined while none is filled in. */
export async function findPostalAddress(db: Db, companyId: number) {
  return db
    .selectFrom('companyFiscalData')
    .select(['street', 'number', 'complement', 'district', 'city', 'state', 'postalCode'])
    .where('companyId', '=', companyId)
    .executeTakeFirst();
}

/** The month's rated usage of a company per product: its daily rollups' amounts summed (exact numeric). */
export async function monthUsageByProduct(
  db: Db,
  companyId: number,
  first: string,
  last: string,
): Promise<{ productId: number; amount: string }[]> {
  return db
    .selectFrom('usageDailyRollups')
    .select(['productId', sql<string>`sum(amount)::numeric(18, 3)::text`.as('amount')])
    .where('companyId', '=', companyId)
    .where('usageDay', '>=', first)
    .where('usageDay', '<=', last)
    .groupBy('productId')
    .orderBy('productId')
    .execute();
}

/**
 * Each earlier invoiced month of a company before `first`: its usage today (the rollups) and what
 * was billed for it (the invoice's usage plus adjustments of it on later invoices), exact text.
 */
export async function billedMonths(db: Db, companyId: number, first: string) {
  return db
    .selectFrom('invoices as i')
    .where('i.companyId', '=', companyId)
    .where('i.period', '<', first)
    .select((eb) => [
      sql<string>`to_char(${eb.ref('i.period')}, 'YYYY-MM')`.as('period'),
      sql<string>`(${eb.ref('i.usageAmount')} + coalesce((
        select sum(a.amount) from invoice_adjustments a
        where a.company_id = ${eb.ref('i.companyId')} and a.original_period = ${eb.ref('i.period')}
      ), 0))::numeric(18, 3)::text`.as('billed'),
      sql<string>`coalesce((
        select sum(r.amount) from usage_daily_rollups r
        where r.company_id = ${eb.ref('i.companyId')}
          and r.usage_day >= ${eb.ref('i.period')}
          and r.usage_day < (${eb.ref('i.period')} + interval '1 month')::date
      ), 0)::numeric(18, 3)::text`.as('current'),
    ])
    .execute();
}

export interface AdjustmentRow {
  invoiceId: number;
  originalPeriod: string;
  amount: string;
}

/** The adjustment lines of some invoices, oldest month first. */
export async function adjustmentsOf(db: Db, invoiceIds: readonly number[]): Promise<AdjustmentRow[]> {
  if (invoiceIds.length === 0) return [];
  return db
    .selectFrom('invoiceAdjustments')
    .select(['invoiceId', 'originalPeriod', 'amount'])
    .where('invoiceId', 'in', invoiceIds)
    .orderBy('originalPeriod')
    .execute();
}

export interface ProductLineRow {
  invoiceId: number;
  productName: string;
  amount: string;
}

/** The per-product lines of some invoices' usage, by product name: one query for a page. */
export async function productLinesOf(db: Db, invoiceIds: readonly number[]): Promise<ProductLineRow[]> {
  if (invoiceIds.length === 0) return [];
  return db
    .selectFrom('invoiceProducts as ip')
    .innerJoin('products as p', 'p.id', 'ip.productId')
    .select(['ip.invoiceId', 'p.name as productName', 'ip.amount'])
    .where('ip.invoiceId', 'in', invoiceIds)
    .orderBy('p.name')
    .execute();
}

export async function insertInvoiceIfAbsent(
  db: Db,
  row: {
    companyId: number;
    number: string;
    period: string;
    dueDate: string;
    usageAmount: string;
    planFee: string;
    amount: string;
    amountCents: string;
  },
  adjustments: readonly { period: string; amount: string }[],
  products: readonly { productId: number; amount: string }[],
): Promise<void> {
  // One statement: the adjustments and the per-product lines are written only with the invoice
  // they belong to, so a concurrent generation that lost the insert bills nothing twice, and no
  // crash can leave an invoice without them.
  const adjustmentLines = sql.join([
    sql`(null::date, null::numeric)`,
    ...adjustments.map(
      (adjustment) => sql`(${`${adjustment.period}-01`}::date, ${adjustment.amount}::numeric)`,
    ),
  ]);
  const productLines = sql.join([
    sql`(null::integer, null::numeric)`,
    ...products.map((product) => sql`(${product.productId}::integer, ${product.amount}::numeric)`),
  ]);
  await sql`with inserted as (
      insert into invoices (company_id, number, period, due_date, usage_amount, plan_fee, amount, amount_cents)
      values (${row.companyId}, ${row.number}, ${row.period}, ${row.dueDate}, ${row.usageAmount},
              ${row.planFee}, ${row.amount}, ${row.amountCents})
      on conflict (company_id, period) do nothing
      returning id
    ), adjusted as (
      insert into invoice_adjustments (invoice_id, company_id, original_period, amount)
      select inserted.id, ${row.companyId}, line.period, line.amount
      from inserted cross join (values ${adjustmentLines}) as line (period, amount)
      where line.period is not null
    )
    insert into invoice_products (invoice_id, product_id, amount)
    select inserted.id, line.product_id, line.amount
    from inserted cross join (values ${productLines}) as line (product_id, amount)
    where line.product_id is not null`.execute(db);
}

export interface InvoiceFilter {
  readonly companyId: number;
  readonly period: string | undefined;
  readonly status: InvoiceStatus | undefined;
  readonly today: string;
}

function filtered(db: Db, filter: InvoiceFilter) {
  let query = db.selectFrom('invoices').where('companyId', '=', filter.companyId);
  if (filter.period) query = query.where('period', '=', `${filter.period}-01`);
  if (filter.status === 'PAGA') query = query.where('paidAt', 'is not', null);
  if (filter.status === 'VENCIDA')
    query = query.where('paidAt', 'is', null).where('dueDate', '<', filter.today);
  if (filter.status === 'EM_ABERTO')
    query = query.where('paidAt', 'is', null).where('dueDate', '>=', filter.today);
  return query;
}

export async function listInvoices(
  db: Db,
  filter: InvoiceFilter,
  page: { numPage: number; numPageSize: number },
) {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .select(INVOICE_COLUMNS)
      .orderBy('period', 'desc')
      .limit(page.numPageSize)
      .offset(page.numPage * page.numPageSize)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export type InvoiceRow = Awaited<ReturnType<typeof listInvoices>>['rows'][number];

export async function findInvoice(db: Db, companyId: number, invoiceId: number) {
  return db
    .selectFrom('invoices')
    .select(INVOICE_COLUMNS)
    .where('id', '=', invoiceId)
    .where('companyId', '=', companyId)
    .executeTakeFirst();
}

export async function findInvoiceByNumber(db: Db, number: string) {
  return db
    .selectFrom('invoices')
    .select(INVOICE_COLUMNS)
    .where('number', '=', number)
    .forUpdate()
    .executeTakeFirst();
}

/** Claims the provider's event: false when it was applied already (primary key), even concurrently. */
export async function claimPaymentEvent(
  db: Db,
  row: {
    provider: string;
    eventId: string;
    invoiceId: number;
    amountCents: string;
    paidAt: Date;
    outcome: PaymentOutcome;
    method: 'BOLETO' | 'PIX';
  },
): Promise<boolean> {
  const inserted = await db
    .insertInto('paymentEvents')
    .values(row)
    .onConflict((oc) => oc.columns(['provider', 'eventId']).doNothing())
    .returning('eventId')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** What an invoice has received so far, in cents (every recorded payment, duplicates included). */
export async function receivedCents(db: Db, invoiceId: number): Promise<bigint> {
  const row = await db
    .selectFrom('paymentEvents')
    .select(sql<string>`coalesce(sum(amount_cents), 0)::text`.as('total'))
    .where('invoiceId', '=', invoiceId)
    .executeTakeFirstOrThrow();
  return BigInt(row.total);
}

/** The payments received for these invoices, oldest first (shown on each invoice). */
export async function receiptsOf(db: Db, invoiceIds: readonly number[]) {
  if (invoiceIds.length === 0) return [];
  return db
    .selectFrom('paymentEvents')
    .select(['invoiceId', 'amountCents', 'paidAt', 'outcome', 'method', 'receivedAt'])
    .where('invoiceId', 'in', invoiceIds)
    .orderBy('receivedAt')
    .orderBy('paidAt')
    .execute();
}

export type ReceiptRow = Awaited<ReturnType<typeof receiptsOf>>[number];

export async function markPaid(
  db: Db,
  invoiceId: number,
  paidAt: Date,
  method: 'BOLETO' | 'PIX',
): Promise<boolean> {
  const result = await db
    .updateTable('invoices')
    .set({ paidAt, paymentMethod: method })
    .where('id', '=', invoiceId)
    .where('paidAt', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function countOverdue(db: Db, companyId: number, today: string): Promise<number> {
  const row = await db
    .selectFrom('invoices')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .where('companyId', '=', companyId)
    .where('paidAt', 'is', null)
    .where('dueDate', '<', today)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function setBlocked(db: Db, companyId: number, blocked: boolean): Promise<boolean> {
  const result = await db
    .updateTable('companies')
    .set({ blockedForNonPayment: blocked })
    .where('id', '=', companyId)
    .where('blockedForNonPayment', '=', !blocked)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Unpaid invoices past their due date, oldest first: what the non-payment sweep judges. */
export async function overdueInvoices(db: Db, today: string) {
  return db
    .selectFrom('invoices')
    .select(INVOICE_COLUMNS)
    .where('paidAt', 'is', null)
    .where('dueDate', '<', today)
    .orderBy('dueDate')
    .orderBy('id')
    .execute();
}

export async function markNoticeSent(db: Db, invoiceId: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('invoices')
    .set({ noticeSentAt: now })
    .where('id', '=', invoiceId)
    .where('noticeSentAt', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function notifyCompany(
  db: Db,
  input: { companyId: number; category: string; html: string; now: Date },
) {
  await db
    .insertInto('notifications')
    .values({
      category: input.category,
      content: input.html,
      audience: 'COMPANY',
      companyId: input.companyId,
      userId: null,
      createdAt: input.now,
      createdBy: null,
    })
    .execute();
}
