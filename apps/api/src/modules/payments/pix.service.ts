/**
 * PIX through the Banco Central's API Pix. Each open invoice gets one charge with due
 * date (`cobv`) at the PSP, under a txid of its own (26–35 letters and digits); its copy-paste code
 * is the dynamic BR Code of the PSP's location (`pixCopyPasteFor`, the one function every screen
 * and document asks). The PSP's notifications (POST {webhookUrl}/pix) are only a signal: each PIX
 * is confirmed by asking the PSP (GET /pix/{endToEndId}, OAuth2 and mTLS), reconciled by its txid
 * to the invoice, and applied with its endToEndId as the payment's id (payment-application.ts).
 */
import { randomBytes } from 'node:crypto';
import {
  centsOfPixValue,
  daysBetween,
  pixDynamicCopyPaste,
  pixTxidFor,
  pixValueOfCents,
  usageDayOf,
} from '@painel/domain';
import type { PixNotificationResult, PixReceived } from '@painel/contracts';
import type { AppContext } from '../../core/context';
import { AppError } from '../../lib/app-error';
import { logSecurityEvent } from '../../lib/security-log';
import { recordAudit } from '../../core/audit/record-audit';
import { applyPayment } from './payment-application';
import type { PaymentsConfig } from './payments.config';
import { pixClient, type PixClient } from './pix.client';
import type { PixApiConfig } from './pix.config';
import * as payments from './payments.repository';
import * as repo from './pix.repository';

interface PixRuntime {
  readonly client: PixClient;
  /** Set once the webhook is registered at the PSP in this process. */
  webhookRegistered: boolean;
}

const runtimes = new WeakMap<PixApiConfig, PixRuntime>();

function runtimeOf(api: PixApiConfig): PixRuntime {
  let runtime = runtimes.get(api);
  if (!runtime) {
    runtime = { client: pixClient(api), webhookRegistered: false };
    runtimes.set(api, runtime);
  }
  return runtime;
}

export interface PixInvoice {
  readonly id: number;
  readonly number: string;
  readonly companyId: number;
  readonly dueDate: string;
  readonly amountCents: string;
}

async function registerWebhookOnce(config: PaymentsConfig, api: PixApiConfig, runtime: PixRuntime) {
  if (runtime.webhookRegistered) return;
  await runtime.client.registerWebhook(config.pix.key, api.webhookUrl);
  runtime.webhookRegistered = true;
}

/**
 * The invoice's PIX copy-paste code (one line, the QR code's content): its `cobv` at the PSP,
 * created on first ask and revised to the amount still due after a short payment, as a dynamic
 * BR Code of the PSP's location. Null without a PSP or when
 * the PSP cannot be reached (logged; the next ask tries again).
 */
export async function pixCopyPasteFor(
  ctx: AppContext,
  config: PaymentsConfig,
  invoice: PixInvoice,
): Promise<string | null> {
  const api = config.pixApi;
  if (!api) return null;
  const runtime = runtimeOf(api);
  try {
    await registerWebhookOnce(config, api, runtime);
    let charge = await repo.findCharge(ctx.db, invoice.id);
    if (!charge?.location) {
      charge = await repo.reserveCharge(ctx.db, {
        invoiceId: invoice.id,
        txid: pixTxidFor(invoice.number, randomBytes(16).toString('hex')),
        amountCents: invoice.amountCents,
      });
      if (!charge) return null;
      const company = await payments.findCompany(ctx.db, invoice.companyId);
      if (!company) return null;
      const overdue = Math.max(0, daysBetween(invoice.dueDate, usageDayOf(ctx.now())));
      const created = await runtime.client.createDueCharge(charge.txid, {
        calendario: { dataDeVencimento: invoice.dueDate, validadeAposVencimento: overdue + api.daysAfterDue },
        devedor:
          company.document.length === 11
            ? { cpf: company.document, nome: company.name.slice(0, 200) }
            : { cnpj: company.document, nome: company.name.slice(0, 200) },
        valor: { original: pixValueOfCents(BigInt(charge.amountCents)) },
        chave: config.pix.key,
        solicitacaoPagador: `Fatura ${invoice.number}`,
      });
      await repo.setLocation(ctx.db, invoice.id, created.loc.location);
      await recordAudit(ctx.db, null, 'PIX_CHARGE_CREATED', {
        companyId: invoice.companyId,
        invoice: invoice.number,
        txid: charge.txid,
        amountCents: charge.amountCents,
      });
      charge = { ...charge, location: created.loc.location };
    }
    // After a short payment the charge asks for what is still due (PATCH /cobv, valor.original).
    const due = BigInt(invoice.amountCents) - (await payments.receivedCents(ctx.db, invoice.id));
    if (due > 0n && due !== BigInt(charge.amountCents)) {
      await runtime.client.reviseDueCharge(charge.txid, pixValueOfCents(due));
      await repo.setAmount(ctx.db, invoice.id, due.toString());
    }
    return pixDynamicCopyPaste(config.pix, charge.location as string);
  } catch (error) {
    ctx.log.warn({ err: error, invoice: invoice.number }, 'PIX charge unavailable');
    return null;
  }
}

type PixStatus = PixNotificationResult['pix'][number]['status'];

async function applyReceived(
  ctx: AppContext,
  config: PaymentsConfig,
  client: PixClient,
  notified: PixReceived,
) {
  let confirmed: PixReceived | null;
  try {
    confirmed = await client.receivedPix(notified.endToEndId);
  } catch (error) {
    // The PSP retries a notification that is not acknowledged: ask it to.
    ctx.log.warn({ err: error }, 'PIX confirmation unavailable');
    throw new AppError('SERVICE_UNAVAILABLE');
  }
  if (!confirmed || confirmed.endToEndId !== notified.endToEndId) {
    logSecurityEvent(ctx.log, 'payments.pix_notification_unconfirmed', { endToEndId: notified.endToEndId });
    return 'notConfirmed' as const;
  }
  const invoice = confirmed.txid ? await repo.invoiceOfTxid(ctx.db, confirmed.txid) : undefined;
  const cents = centsOfPixValue(confirmed.valor);
  if (!invoice || cents === null) {
    // Money received for no charge of ours: kept in the trail for the financial team to return.
    await recordAudit(ctx.db, null, 'PAYMENT_REFUSED', {
      outcome: 'UNKNOWN_TXID',
      companyId: null,
      provider: 'pix',
      eventId: confirmed.endToEndId,
      txid: confirmed.txid ?? null,
      valor: confirmed.valor,
    });
    return 'unknownTxid' as const;
  }
  const { status } = await applyPayment(ctx, config, {
    invoiceNumber: invoice.number,
    amountCents: cents.toString(),
    paidAt: new Date(confirmed.horario),
    source: 'pix',
    method: 'PIX',
    externalId: confirmed.endToEndId,
  });
  return status;
}

/** The PSP's notification: each PIX confirmed at the PSP, then applied; what happened to each. */
export async function receivePixNotification(
  ctx: AppContext,
  config: PaymentsConfig,
  pix: readonly PixReceived[],
): Promise<PixNotificationResult> {
  if (!config.pixApi) throw new AppError('NOT_FOUND');
  const { client } = runtimeOf(config.pixApi);
  const results: { endToEndId: string; status: PixStatus }[] = [];
  for (const notified of pix) {
    results.push({
      endToEndId: notified.endToEndId,
      status: await applyReceived(ctx, config, client, notified),
    });
  }
  return { pix: results };
}
