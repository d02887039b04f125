/**
 * Pagamentos (issue 12): the monthly invoice (generated on demand, once per company and month),
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
  invoiceDueDate,
  invoiceNumber,
  invoiceStatus,
  isPaidAtInFuture,
  nonPaymentAction,
  nonPaymentBlockDay,
  parseDate,
  parseMilli,
  paymentDocumentFileName,
  paymentMessages,
  periodDays,
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
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { logSecurityEvent } from '../../lib/security-log';
import { escapeHtml } from '../../lib/html';
import { recordAudit } from '../audit/audit.service';
import { PDF_LINK_TTL_SECONDS, type PaymentsConfig } from './payments.config';
import { invoicePdf, serviceInvoicePdf } from './payments.pdf';
import { pixCopyPasteFor } from './pix-code';
import * as repo from './payments.repository';
import { presentNfse, queueNfse } from './nfse.service';
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

/** The invoice of `period` ('YYYY-MM') for a company, created once; nothing for a month with nothing to pay. */
export async function generateInvoice(db: Db, companyId: number, period: string): Promise<void> {
  if (companyId === PROVIDER_COMPANY_ID) return;
  const company = await repo.findCompany(db, companyId);
  if (!company) return;
  const { first, last } = periodDays(period);
  const amounts = invoiceAmounts(
    parseMilli(await repo.monthUsage(db, companyId, first, last)),
    PLAN_MONTHLY_FEES[company.planType],
  );
  if (amounts.total === 0n) return;
  await repo.insertInvoiceIfAbsent(db, {
    companyId,
    number: invoiceNumber(period, companyId),
    period: first,
    dueDate: invoiceDueDate(period),
    usageAmount: formatMilli(amounts.usage),
    planFee: formatMilli(amounts.planFee),
    amount: formatMilli(amounts.total),
    amountCents: amounts.cents.toString(),
  });
}

function present(
  row: repo.InvoiceRow,
  day: string,
  config: PaymentsConfig,
  nfse: nfseRepo.IssuanceRow | undefined = undefined,
  staff = false,
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
    planFee: formatMilli(parseMilli(row.planFee)),
    amount: formatMilli(parseMilli(row.amount)),
    amountCents: Number(cents),
    status,
    paidAt: row.paidAt ? new Date(row.paidAt).toISOString() : null,
    boleto: boleto ? { digitableLine: boleto.digitableLine, barcode: boleto.barcode } : null,
    pix: open ? { copyPaste: pixCopyPasteFor(config, row) } : null,
    nfse: presentNfse(nfse, staff),
  };
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
  const issuances = new Map(
    (
      await nfseRepo.issuancesOf(
        ctx.db,
        rows.map((row) => row.id),
      )
    ).map((issuance) => [issuance.invoiceId, issuance]),
  );
  const staff = ctx.environment === 'backoffice';
  return {
    ...pagedList(
      rows.map((row) => present(row, day, config, issuances.get(row.id), staff)),
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
  const presented = present(invoice, today(ctx), config);
  if (claims.kind === 'serviceInvoice') {
    if (invoice.paidAt === null) throw new AppError('NOT_FOUND');
    const issuance = await nfseRepo.findIssuance(ctx.db, claims.companyId, claims.invoiceId);
    const nfse =
      issuance?.status === 'EMITIDA' && issuance.nfseNumber && issuance.verificationCode
        ? { number: issuance.nfseNumber, verificationCode: issuance.verificationCode }
        : null;
    return {
      bytes: await serviceInvoicePdf({ invoice: presented, company, config, nfse }),
      fileName: paymentDocumentFileName('receipt', invoice.number),
    };
  }
  const bytes = await invoicePdf({ invoice: presented, company, config, today: today(ctx) });
  return { bytes, fileName: paymentDocumentFileName('invoice', invoice.number) };
}

export type ConfirmationResult = { status: 'applied' | 'duplicate' };

/**
 * A provider's confirmation: the signature over the raw body first (401), then the body (400),
 * then one transaction: claim the event id (a repeat, even a concurrent one, waits and finds it
 * taken: duplicate), mark the invoice paid if it was not, and lift the non-payment block when no
 * overdue invoice is left.
 */
export async function confirmPayment(
  ctx: AppContext,
  config: PaymentsConfig,
  input: { provider: string; rawBody: Buffer; signature: string | undefined },
): Promise<ConfirmationResult> {
  const secret = config.webhookSecrets.get(input.provider);
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
  return applyPaymentEvent(ctx, config, input, parsed.data);
}

/**
 * One payment, however it arrived (a provider's webhook above, a bank's return file in
 * bank.service.ts): refused when dated in the future, else applied once per (provider, event id).
 */
export async function applyPaymentEvent(
  ctx: AppContext,
  config: PaymentsConfig,
  input: { provider: string },
  event: PaymentConfirmation,
): Promise<ConfirmationResult> {
  if (isPaidAtInFuture(new Date(event.paidAt), ctx.now())) {
    // Refused before anything is claimed (a corrected resend with the same event id still applies).
    const invoice = await repo.findInvoiceByNumber(ctx.db, event.invoiceNumber);
    await recordAudit(ctx.db, null, 'PAYMENT_REFUSED', {
      outcome: 'PAID_AT_IN_FUTURE',
      companyId: invoice?.companyId ?? null,
      provider: input.provider,
      eventId: event.eventId,
      invoice: event.invoiceNumber,
      paidAt: event.paidAt,
    });
    throw new AppError('PAYMENT_PAID_AT_IN_FUTURE');
  }
  let lifted = false;
  const result = await ctx.db.transaction().execute(async (trx) => {
    const invoice = await repo.findInvoiceByNumber(trx, event.invoiceNumber);
    if (!invoice) throw new AppError('NOT_FOUND');
    const paidAt = new Date(event.paidAt);
    const claimed = await repo.claimPaymentEvent(trx, {
      provider: input.provider,
      eventId: event.eventId,
      invoiceId: invoice.id,
      amountCents: event.amountCents,
      paidAt,
    });
    if (!claimed) return { status: 'duplicate' as const };
    // A payment short of the invoice is recorded, not applied (the provider's dispute, ours to settle by hand).
    const settles = BigInt(event.amountCents) >= BigInt(invoice.amountCents);
    const applied = settles && (await repo.markPaid(trx, invoice.id, paidAt, event.method));
    // The paid invoice's NFS-e joins the queue in the same transaction, once per invoice.
    if (applied) await queueNfse(trx, invoice, config.nfse.kind !== 'none', ctx.now());
    await recordAudit(trx, null, 'PAYMENT_CONFIRMED', {
      companyId: invoice.companyId,
      provider: input.provider,
      eventId: event.eventId,
      invoice: invoice.number,
      amountCents: event.amountCents,
      applied,
    });
    if (applied && (await repo.countOverdue(trx, invoice.companyId, today(ctx))) === 0) {
      if (await repo.setBlocked(trx, invoice.companyId, false)) {
        lifted = true;
        await recordAudit(trx, null, 'NON_PAYMENT_BLOCK_LIFTED', {
          companyId: invoice.companyId,
          before: { blockedForNonPayment: true },
          after: { blockedForNonPayment: false },
        });
      }
    }
    return { status: 'applied' as const };
  });
  // The company's users get their products back on their very next request.
  if (lifted) ctx.principals?.clear();
  return result;
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
  const secret = config.webhookSecrets.get(provider);
  if (secret === undefined) throw new AppError('NOT_FOUND');
  const rawBody = Buffer.from(
    JSON.stringify({
      eventId: `demo-${invoice.number}`,
      invoiceNumber: invoice.number,
      amountCents: Number(invoice.amountCents),
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
