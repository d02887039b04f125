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

/** The month's rated usage of a company: the sum of its daily rollups' amounts (exact numeric). */
export async function monthUsage(db: Db, companyId: number, first: string, last: string): Promise<string> {
  const row = await db
    .selectFrom('usageDailyRollups')
    .select(sql<string>`coalesce(sum(amount), 0)::numeric(18, 3)::text`.as('total'))
    .where('companyId', '=', companyId)
    .where('usageDay', '>=', first)
    .where('usageDay', '<=', last)
    .executeTakeFirstOrThrow();
  return row.total;
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
): Promise<void> {
  await db
    .insertInto('invoices')
    .values(row)
    .onConflict((oc) => oc.columns(['companyId', 'period']).doNothing())
    .execute();
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
