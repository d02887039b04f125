/**
 * Every payment accounted: the one function each source calls once it has a payment it
 * trusts (the signed webhook, the API Pix webhook after asking the PSP, the CNAB return files).
 *
 * One transaction, the invoice locked first: the receipt is claimed by (source, external id), so a
 * repeat of the same event (even a concurrent one) records nothing and answers `duplicate`; every
 * other payment is recorded with what it did (domain `paymentOutcome`): short (PARCIAL, the invoice
 * stays open with its balance), exact (QUITADO), over (EXCEDENTE) or after the invoice was paid
 * (DUPLICADO). The invoice is paid only once what it received covers it; then its NFS-e is queued
 * and the non-payment block lifts when no overdue invoice is left. Each outcome has its audit action.
 */
import {
  isPaidAtInFuture,
  paymentOutcome,
  usageDayOf,
  type AuditAction,
  type PaymentOutcome,
} from '@painel/domain';
import type { AppContext } from '../../core/context';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../core/audit/record-audit';
import type { PaymentsConfig } from './payments.config';
import * as repo from './payments.repository';
import { queueNfse } from './nfse.service';

export interface ReceivedPayment {
  /** The invoice's number ('2026-10-000002'). */
  readonly invoiceNumber: string;
  /** Exact cents, as integer digits ('19000'). */
  readonly amountCents: string;
  readonly paidAt: Date;
  /** Who reports it: 'pix' (API Pix), 'cnab' (bank return files) or the signed webhook's provider. */
  readonly source: string;
  readonly method: 'BOLETO' | 'PIX';
  /** The source's own id of the payment (event id, endToEndId, nosso número + occurrence). */
  readonly externalId: string;
}

/** What the payment did: `applied` settled the invoice exactly; `duplicate` is a repeat of a known event. */
export type PaymentApplication = 'applied' | 'partial' | 'overpaid' | 'alreadyPaid' | 'duplicate';

const STATUS: Readonly<Record<PaymentOutcome, PaymentApplication>> = {
  QUITADO: 'applied',
  PARCIAL: 'partial',
  EXCEDENTE: 'overpaid',
  DUPLICADO: 'alreadyPaid',
};

const AUDIT: Readonly<Record<PaymentOutcome, AuditAction>> = {
  QUITADO: 'PAYMENT_CONFIRMED',
  PARCIAL: 'PAYMENT_PARTIAL',
  EXCEDENTE: 'PAYMENT_OVERPAID',
  DUPLICADO: 'PAYMENT_DUPLICATED',
};

/** Whether the invoice became paid by this payment (its NFS-e starts). */
export function settles(status: string): boolean {
  return status === 'applied' || status === 'overpaid';
}

export async function applyPayment(
  ctx: AppContext,
  config: Pick<PaymentsConfig, 'nfse'>,
  payment: ReceivedPayment,
): Promise<{ status: PaymentApplication }> {
  if (!/^\d{1,15}$/.test(payment.amountCents)) throw new AppError('VALIDATION_FAILED');
  const cents = BigInt(payment.amountCents);
  if (isPaidAtInFuture(payment.paidAt, ctx.now())) {
    // Refused before anything is claimed (a corrected resend with the same id still applies).
    const invoice = await repo.findInvoiceByNumber(ctx.db, payment.invoiceNumber);
    await recordAudit(ctx.db, null, 'PAYMENT_REFUSED', {
      outcome: 'PAID_AT_IN_FUTURE',
      companyId: invoice?.companyId ?? null,
      provider: payment.source,
      eventId: payment.externalId,
      invoice: payment.invoiceNumber,
      paidAt: payment.paidAt.toISOString(),
    });
    throw new AppError('PAYMENT_PAID_AT_IN_FUTURE');
  }
  let lifted = false;
  const result = await ctx.db.transaction().execute(async (trx) => {
    const invoice = await repo.findInvoiceByNumber(trx, payment.invoiceNumber);
    if (!invoice) throw new AppError('NOT_FOUND');
    const invoiceCents = BigInt(invoice.amountCents);
    const receivedBefore = await repo.receivedCents(trx, invoice.id);
    const outcome = paymentOutcome({
      invoiceCents,
      receivedBefore,
      paidBefore: invoice.paidAt !== null,
      cents,
    });
    const claimed = await repo.claimPaymentEvent(trx, {
      provider: payment.source,
      eventId: payment.externalId,
      invoiceId: invoice.id,
      amountCents: payment.amountCents,
      paidAt: payment.paidAt,
      outcome,
      method: payment.method,
    });
    if (!claimed) return { status: 'duplicate' as const };
    const received = receivedBefore + cents;
    const paid =
      (outcome === 'QUITADO' || outcome === 'EXCEDENTE') &&
      (await repo.markPaid(trx, invoice.id, payment.paidAt, payment.method));
    // The paid invoice's NFS-e joins the queue in the same transaction, once per invoice.
    if (paid) await queueNfse(trx, invoice, config.nfse.kind !== 'none', ctx.now());
    await recordAudit(trx, null, AUDIT[outcome], {
      companyId: invoice.companyId,
      provider: payment.source,
      eventId: payment.externalId,
      invoice: invoice.number,
      method: payment.method,
      amountCents: payment.amountCents,
      receivedCents: received.toString(),
      balanceCents: (invoiceCents - received).toString(),
    });
    if (paid && (await repo.countOverdue(trx, invoice.companyId, usageDayOf(ctx.now()))) === 0) {
      if (await repo.setBlocked(trx, invoice.companyId, false)) {
        lifted = true;
        await recordAudit(trx, null, 'NON_PAYMENT_BLOCK_LIFTED', {
          companyId: invoice.companyId,
          before: { blockedForNonPayment: true },
          after: { blockedForNonPayment: false },
        });
      }
    }
    return { status: STATUS[outcome] };
  });
  // The company's users get their products back on their very next request.
  if (lifted) ctx.principals?.clear();
  return result;
}
