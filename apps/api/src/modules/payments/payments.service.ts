/**
 * Pagamentos: the monthly invoice (generated on demand, once per company and month),
 * the list with its status by São Paulo day, boleto and PIX for each unpaid invoice, the PDF behind
 * an expiring signed link, provider confirmations (signed, applied once per event) and the terms'
 * non-payment rule (warn, then block after 5 days overdue; paying lifts the block at once).
 */
import {
  PLAN_MONTHLY_FEES,
  PROVIDER_COMPANY_ID,
  boletoFor,
  catalogueMessages,
  formatDate,
  formatMilli,
  invoiceAmounts,
  lateUsageAdjustments,
  invoiceDueDate,
  invoiceNumber,
  invoiceStatus,
  nonPaymentAction,
  nonPaymentBlockDay,
  parseDate,
  parseMilli,
  paymentDocumentFileName,
  paymentMessages,
  periodDays,
  postalAddressLine,
  previousPeriod,
  usageDayOf,
} from '@painel/domain';
import {
  pagedList,
  paymentConfirmationSchema,
  type Invoice,
  type InvoiceListQuery,
  type InvoicePage,
  type PaymentConfirmation,
} from '@painel/contracts';
import type { AppContext } from '../../core/context';
import type { Actor } from '../../core/actor';
import { installationSecret } from '../../lib/installation-secret';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { logSecurityEvent } from '../../lib/security-log';
import { escapeHtml } from '../../lib/html';
import { recordAudit } from '../../core/audit/record-audit';
import {
  DEMO_PROVIDER,
  DEMO_WEBHOOK_SECRET_NAME,
  PDF_LINK_TTL_SECONDS,
  type PaymentsConfig,
} from './payments.config';
import { applyPayment, type PaymentApplication } from './payment-application';
import { pixCopyPasteFor } from './pix.service';
import * as repo from './payments.repository';
import { presentNfse } from './nfse.service';
import * as nfseRepo from './nfse.repository';
import {
  signLink,
  verifyLink,
  verifyWebhookSignature,
  webhookSignature,
  type DocumentKind,
} from './payments.signing';

function today(ctx: AppContext): string {
  return usageDayOf(ctx.now());
}

/** The PDF renderer (pdf-lib, bwip-js, qrcode) loads at the first PDF, not with every process. */
const pdfRenderer = () => import('./payments.pdf');

/** The invoice of `period` ('YYYY-MM') for a company, created once; nothing for a month with nothing to pay. */
export async function generateInvoice(db: Db, companyId: number, period: string): Promise<void> {
  if (companyId === PROVIDER_COMPANY_ID) return;
  const { first, last } = periodDays(period);
  // The invoices page asks on every look: once the invoice exists, one indexed read answers.
  if (await repo.invoiceExists(db, companyId, first)) return;
  const company = await repo.findCompany(db, companyId);
  if (!company) return;
  const adjustments = lateUsageAdjustments(
    (await repo.billedMonths(db, companyId, first)).map((month) => ({
      period: month.period,
      billed: parseMilli(month.billed),
      current: parseMilli(month.current),
    })),
  );
  // The usage line is the sum of the per-product lines read once, so the two always agree.
  const products = await repo.monthUsageByProduct(db, companyId, first, last);
  const amounts = invoiceAmounts(
    products.reduce((sum, product) => sum + parseMilli(product.amount), 0n),
    PLAN_MONTHLY_FEES[company.planType],
    adjustments.reduce((sum, adjustment) => sum + adjustment.amount, 0n),
  );
  // Nothing to pay (or a credit larger than the month): no invoice, and the adjustments, never
  // written, are computed again for the next month: a credit carries forward by itself.
  if (amounts.total <= 0n) return;
  await repo.insertInvoiceIfAbsent(
    db,
    {
      companyId,
      number: invoiceNumber(period, companyId),
      period: first,
      dueDate: invoiceDueDate(period),
      usageAmount: formatMilli(amounts.usage),
      planFee: formatMilli(amounts.planFee),
      amount: formatMilli(amounts.total),
      amountCents: amounts.cents.toString(),
    },
    adjustments.map((adjustment) => ({ period: adjustment.period, amount: formatMilli(adjustment.amount) })),
    products,
  );
}

function present(
  row: repo.InvoiceRow,
  day: string,
  config: PaymentsConfig,
  extra: {
    readonly pix: string | null;
    readonly receipts: readonly repo.ReceiptRow[];
    readonly nfse?: nfseRepo.IssuanceRow | undefined;
    readonly staff?: boolean;
    readonly adjustments?: readonly { originalPeriod: string; amount: string }[];
    readonly products?: readonly { productName: string; amount: string }[];
  },
): Invoice {
  const status = invoiceStatus({ dueDate: row.dueDate, paid: row.paidAt !== null }, day);
  const cents = BigInt(row.amountCents);
  const open = status !== 'PAGA' && cents > 0n;
  const boleto = open ? boletoFor(config.agreement, { sequence: row.id, cents, dueDate: row.dueDate }) : null;
  return {
    id: row.id,
    number: row.number,
    period: row.period.slice(0, 7),
    dueDate: row.dueDate,
    usageAmount: formatMilli(parseMilli(row.usageAmount)),
    products: (extra.products ?? []).map((product) => ({
      name: product.productName,
      amount: formatMilli(parseMilli(product.amount)),
    })),
    planFee: formatMilli(parseMilli(row.planFee)),
    adjustments: (extra.adjustments ?? []).map((adjustment) => ({
      period: adjustment.originalPeriod.slice(0, 7),
      amount: formatMilli(parseMilli(adjustment.amount)),
    })),
    amount: formatMilli(parseMilli(row.amount)),
    amountCents: Number(cents),
    status,
    paidAt: row.paidAt ? new Date(row.paidAt).toISOString() : null,
    boleto: boleto ? { digitableLine: boleto.digitableLine, barcode: boleto.barcode } : null,
    pix: open && extra.pix ? { copyPaste: extra.pix } : null,
    nfse: presentNfse(extra.nfse, extra.staff ?? false),
    receipts: extra.receipts.map((receipt) => ({
      paidAt: new Date(receipt.paidAt).toISOString(),
      amountCents: Number(receipt.amountCents),
      method: receipt.method,
      outcome: receipt.outcome,
    })),
    receivedCents: extra.receipts.reduce((sum, receipt) => sum + Number(receipt.amountCents), 0),
  };
}

/** Rows of a page's invoices grouped by invoice, in their order. */
function byInvoice<Row extends { invoiceId: number }>(rows: readonly Row[]): Map<number, Row[]> {
  const grouped = new Map<number, Row[]>();
  for (const row of rows) grouped.set(row.invoiceId, [...(grouped.get(row.invoiceId) ?? []), row]);
  return grouped;
}

/** The PIX code of each invoice still to pay (the PSP's charge, created on first ask). */
async function pixCodes(ctx: AppContext, config: PaymentsConfig, rows: readonly repo.InvoiceRow[]) {
  const codes = new Map<number, string | null>();
  for (const row of rows) {
    if (row.paidAt === null && BigInt(row.amountCents) > 0n)
      codes.set(row.id, await pixCopyPasteFor(ctx, config, row));
  }
  return codes;
}

export async function listInvoices(
  ctx: AppContext,
  config: PaymentsConfig,
  companyId: number,
  query: InvoiceListQuery,
): Promise<InvoicePage> {
  const day = today(ctx);
  // The last closed month's invoice exists from the first look on (idempotent).
  await generateInvoice(ctx.db, companyId, previousPeriod(day));
  const { rows, total } = await repo.listInvoices(
    ctx.db,
    { companyId, period: query.period, status: query.status, today: day },
    query,
  );
  const ids = rows.map((row) => row.id);
  const [issuanceRows, receiptRows, pix] = await Promise.all([
    nfseRepo.issuancesOf(ctx.db, ids),
    repo.receiptsOf(ctx.db, ids),
    pixCodes(ctx, config, rows),
  ]);
  const issuances = new Map(issuanceRows.map((issuance) => [issuance.invoiceId, issuance]));
  const staff = ctx.environment === 'backoffice';
  const [adjustments, products] = await Promise.all([
    repo.adjustmentsOf(ctx.db, ids).then(byInvoice),
    repo.productLinesOf(ctx.db, ids).then(byInvoice),
  ]);
  return {
    ...pagedList(
      rows.map((row) =>
        present(row, day, config, {
          pix: pix.get(row.id) ?? null,
          receipts: receiptRows.filter((receipt) => receipt.invoiceId === row.id),
          nfse: issuances.get(row.id),
          staff,
          adjustments: adjustments.get(row.id),
          products: products.get(row.id),
        }),
      ),
      total,
      query,
    ),
    demoPayments: ctx.config.demoMode,
  };
}

/** PF 7's presigned-link call: `{ data: { url } }`, valid for a few minutes. */
export async function pdfLink(
  ctx: AppContext,
  config: PaymentsConfig,
  companyId: number,
  invoiceId: number,
  kind: DocumentKind = 'invoice',
) {
  const invoice = await repo.findInvoice(ctx.db, companyId, invoiceId);
  // The service invoice exists only once the invoice is paid.
  if (!invoice || (kind === 'serviceInvoice' && invoice.paidAt === null)) throw new AppError('NOT_FOUND');
  const expires = Math.floor(ctx.now().getTime() / 1000) + PDF_LINK_TTL_SECONDS;
  const token = signLink(config.linkSecret, { kind, invoiceId, companyId, expires });
  return { data: { url: `/api/payments/documents/${token}` } };
}

export async function pdfDocument(ctx: AppContext, config: PaymentsConfig, token: string) {
  const claims = verifyLink(config.linkSecret, token, ctx.now());
  if (!claims) throw new AppError('NOT_FOUND');
  const [invoice, company] = await Promise.all([
    repo.findInvoice(ctx.db, claims.companyId, claims.invoiceId),
    repo.findCompany(ctx.db, claims.companyId),
  ]);
  if (!invoice || !company) throw new AppError('NOT_FOUND');
  const [pix, receipts, adjustments, products, address] = await Promise.all([
    invoice.paidAt === null ? pixCopyPasteFor(ctx, config, invoice) : null,
    repo.receiptsOf(ctx.db, [invoice.id]),
    repo.adjustmentsOf(ctx.db, [invoice.id]),
    repo.productLinesOf(ctx.db, [invoice.id]),
    repo.findPostalAddress(ctx.db, claims.companyId),
  ]);
  const presented = present(invoice, today(ctx), config, { pix, receipts, adjustments, products });
  const payer = { ...company, address: address ? postalAddressLine(address) : null };
  if (claims.kind === 'serviceInvoice') {
    if (invoice.paidAt === null) throw new AppError('NOT_FOUND');
    const issuance = await nfseRepo.findIssuance(ctx.db, claims.companyId, claims.invoiceId);
    const nfse =
      issuance?.status === 'EMITIDA' && issuance.nfseNumber && issuance.verificationCode
        ? { number: issuance.nfseNumber, verificationCode: issuance.verificationCode }
        : null;
    return {
      bytes: await (
        await pdfRenderer()
      ).serviceInvoicePdf({ invoice: presented, company: payer, config, nfse }),
      fileName: paymentDocumentFileName('receipt', invoice.number),
    };
  }
  const bytes = await (
    await pdfRenderer()
  ).invoicePdf({ invoice: presented, company: payer, config, today: today(ctx) });
  return { bytes, fileName: paymentDocumentFileName('invoice', invoice.number) };
}

export type ConfirmationResult = { status: PaymentApplication };

async function webhookSecret(ctx: AppContext, config: PaymentsConfig, provider: string) {
  if (provider === DEMO_PROVIDER && config.demoProvider)
    return installationSecret(ctx.db, ctx.config, DEMO_WEBHOOK_SECRET_NAME);
  return config.webhookSecrets.get(provider);
}

/**
 * A provider's confirmation: the signature over the raw body first (401), then the body (400),
 * then the payment-applying function every source calls (payment-application.ts), with the
 * provider's event id as the payment's id.
 */
export async function confirmPayment(
  ctx: AppContext,
  config: PaymentsConfig,
  input: { provider: string; rawBody: Buffer; signature: string | undefined },
): Promise<ConfirmationResult> {
  const secret = await webhookSecret(ctx, config, input.provider);
  if (secret === undefined) throw new AppError('NOT_FOUND');
  if (!verifyWebhookSignature(secret, input.rawBody, input.signature)) {
    logSecurityEvent(ctx.log, 'payments.webhook_signature_invalid', {
      provider: input.provider,
      signed: input.signature !== undefined,
    });
    throw new AppError('WEBHOOK_SIGNATURE_INVALID');
  }
  let json: unknown;
  try {
    json = JSON.parse(input.rawBody.toString('utf8'));
  } catch {
    throw new AppError('MALFORMED_BODY');
  }
  const parsed = paymentConfirmationSchema.safeParse(json);
  if (!parsed.success) throw new AppError('VALIDATION_FAILED');
  const event: PaymentConfirmation = parsed.data;
  return applyPayment(ctx, config, {
    invoiceNumber: event.invoiceNumber,
    amountCents: String(event.amountCents),
    paidAt: new Date(event.paidAt),
    source: input.provider,
    method: event.method,
    externalId: event.eventId,
  });
}

/**
 * A payment that arrived as a provider's event (a bank's return file, bank.service.ts): the same
 * one payment-applying function as every other source, keyed by (provider, event id).
 */
export function applyPaymentEvent(
  ctx: AppContext,
  config: PaymentsConfig,
  input: { provider: string },
  event: PaymentConfirmation,
): Promise<ConfirmationResult> {
  return applyPayment(ctx, config, {
    invoiceNumber: event.invoiceNumber,
    amountCents: String(event.amountCents),
    paidAt: new Date(event.paidAt),
    source: input.provider,
    method: event.method,
    externalId: event.eventId,
  });
}

/** Demo mode's 'Simular pagamento': the same webhook path, signed with the demo provider's secret. */
export async function simulatePayment(
  ctx: AppContext,
  config: PaymentsConfig,
  actor: Actor,
  companyId: number,
  invoiceId: number,
  provider: string,
) {
  const invoice = await repo.findInvoice(ctx.db, companyId, invoiceId);
  if (!invoice) throw new AppError('NOT_FOUND');
  const secret = await webhookSecret(ctx, config, provider);
  if (secret === undefined) throw new AppError('NOT_FOUND');
  // What is left to pay (all of it at first); an invoice paid already gets nothing more.
  const received = await repo.receivedCents(ctx.db, invoice.id);
  const balance = BigInt(invoice.amountCents) - received;
  if (invoice.paidAt !== null || balance <= 0n) return { status: 'duplicate' as const };
  const rawBody = Buffer.from(
    JSON.stringify({
      eventId: `demo-${invoice.number}-${received}`,
      invoiceNumber: invoice.number,
      amountCents: Number(balance),
      paidAt: ctx.now().toISOString(),
      method: 'PIX',
    }),
  );
  const result = await confirmPayment(ctx, config, {
    provider,
    rawBody,
    signature: webhookSignature(secret, rawBody),
  });
  await recordAudit(ctx.db, actor, 'PAYMENT_SIMULATED', {
    companyId,
    invoice: invoice.number,
    result: result.status,
  });
  return result;
}

/**
 * The terms' rule, run by the scheduler and on demand: each unpaid invoice past due gets one
 * warning to the company; a company with one more than 5 days overdue is blocked.
 */
export async function nonPaymentSweep(ctx: AppContext): Promise<{ notified: number; blocked: number }> {
  const day = today(ctx);
  const now = ctx.now();
  let notified = 0;
  let blocked = 0;
  for (const invoice of await repo.overdueInvoices(ctx.db, day)) {
    const action = nonPaymentAction(invoice.dueDate, day);
    if (action === 'NONE') continue;
    await ctx.db.transaction().execute(async (trx) => {
      if (await repo.markNoticeSent(trx, invoice.id, now)) {
        const due = formatDate(parseDate(invoice.dueDate) as Date);
        const lastDay = formatDate(parseDate(dayBefore(nonPaymentBlockDay(invoice.dueDate))) as Date);
        await repo.notifyCompany(trx, {
          companyId: invoice.companyId,
          category: catalogueMessages.notificationCategories.financeiro,
          html: `<p>${escapeHtml(paymentMessages.overdueNotice(invoice.number, due, lastDay))}</p>`,
          now,
        });
        notified += 1;
      }
      if (action === 'BLOCK' && (await repo.setBlocked(trx, invoice.companyId, true))) {
        await repo.notifyCompany(trx, {
          companyId: invoice.companyId,
          category: catalogueMessages.notificationCategories.financeiro,
          html: `<p>${escapeHtml(paymentMessages.blockedNotification(invoice.number))}</p>`,
          now,
        });
        await recordAudit(trx, null, 'NON_PAYMENT_BLOCK_APPLIED', {
          companyId: invoice.companyId,
          invoice: invoice.number,
          before: { blockedForNonPayment: false },
          after: { blockedForNonPayment: true },
        });
        blocked += 1;
      }
    });
  }
  if (blocked > 0) ctx.principals?.clear();
  return { notified, blocked };
}

function dayBefore(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}
