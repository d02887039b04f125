/**
 * NFS-e: paying an invoice queues its issuance (in the payment's transaction,
 * once per invoice); the queue is worked by `processNfseQueue` — right after a payment (never
 * awaited by it) and by the back office's sweep — which sends the RPS to the configured provider,
 * asks again while the provider processes it, and retries failures with backoff (domain nfse.ts).
 * Staff ask again for a failed issuance (audited with their identity).
 */
import {
  canRetryNfse,
  federalWithholdings,
  fiscalDataMessages,
  issAmount,
  netAmountCents,
  nfseInitialState,
  nfseTransition,
  paymentMessages,
  usageDayOf,
  type NfseEvent,
  type NfseState,
} from '@painel/domain';
import { rpsRequestSchema, type InvoiceNfse } from '@painel/contracts';
import type { AppContext } from '../../core/context';
import type { Actor } from '../../core/actor';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../core/audit/record-audit';
import type { NfseConfig, NfseIssuer } from './nfse.config';
import {
  NfseProviderError,
  nfseProviderFor,
  type NfseFetch,
  type NfseOutcome,
  type NfseProvider,
} from './nfse.provider';
import * as repo from './nfse.repository';
import { countJob } from '../../lib/metrics';

/** The provider and the prestador's data; provider null: nothing is sent. */
export interface NfseRuntime {
  readonly provider: NfseProvider | null;
  readonly issuer: NfseIssuer | null;
}

export function nfseRuntime(config: NfseConfig, fetchImpl?: NfseFetch): NfseRuntime {
  return config.kind === 'none'
    ? { provider: null, issuer: null }
    : { provider: nfseProviderFor(config, fetchImpl), issuer: config.issuer };
}

/** Issuances a sweep works at most. */
const BATCH = 20;
/** A claimed issuance is not taken again by another sweep for this long. */
const LEASE_MS = 5 * 60_000;
/** Paid invoices this recent without an issuance are queued by the sweep (ours: about a month's competência). */
export const NFSE_BACKFILL_DAYS = 35;

/** In the payment's transaction: the paid invoice's issuance, once (unique invoice_id). */
export async function queueNfse(
  db: Db,
  invoice: { id: number; companyId: number },
  providerConfigured: boolean,
  now: Date,
): Promise<boolean> {
  return repo.insertIssuanceIfAbsent(db, {
    invoiceId: invoice.id,
    companyId: invoice.companyId,
    state: nfseInitialState(providerConfigured, now),
    now,
  });
}

/** The list's view of an issuance; `lastError` only for staff. */
export function presentNfse(row: repo.IssuanceRow | undefined, staff: boolean): InvoiceNfse | null {
  if (!row) return null;
  return {
    status: row.status,
    number: row.nfseNumber,
    verificationCode: row.verificationCode,
    documentUrl: row.documentUrl,
    issuedAt: row.issuedAt ? new Date(row.issuedAt).toISOString() : null,
    ...(staff ? { lastError: row.lastError } : {}),
  };
}

/** Only a web address the browser may open: https, or http outside production (the demo). */
function safeDocumentUrl(url: string | null, production: boolean): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'https:' || (!production && parsed.protocol === 'http:'))
      return parsed.toString();
  } catch {
    // not a URL: left out
  }
  return null;
}

function stateOf(row: repo.IssuanceRow): NfseState {
  return { status: row.status, attempts: row.attempts, nextAttemptAt: row.nextAttemptAt };
}

const NO_FISCAL_DATA = 'NO_FISCAL_DATA';

async function buildRps(db: Db, issuer: NfseIssuer, invoiceId: number, now: Date) {
  const source = await repo.rpsSourceOf(db, invoiceId);
  if (!source) return null;
  const amount = BigInt(source.amountCents);
  const issWithheld = source.issWithheld ?? false;
  const iss = issAmount(amount, issuer.issRate);
  const withholdings = federalWithholdings(
    amount,
    issuer.withholdingRates,
    source.federalWithholding ?? false,
  );
  // A customer without fiscal data has no address to put on the DPS: the issuance fails saying so,
  // and waits for staff to fill 'Dados fiscais' and ask again.
  if (source.postalCode === null) return NO_FISCAL_DATA;
  const address = {
    postalCode: source.postalCode,
    street: source.street,
    number: source.addressNumber,
    complement: source.complement,
    district: source.district,
    municipalityCode: source.municipalityCode,
    state: source.state,
  };
  return rpsRequestSchema.safeParse({
    reference: source.number,
    issueDate: usageDayOf(now),
    competence: `${source.period.slice(0, 7)}-01`,
    provider: {
      cnpj: issuer.cnpj,
      municipalRegistration: issuer.municipalRegistration,
      municipalityCode: issuer.municipalityCode,
      simplesNacional: issuer.simplesNacional,
      specialRegime: issuer.specialRegime,
    },
    customer: {
      cnpj: source.document,
      name: source.name,
      municipalRegistration: source.municipalRegistration,
      address,
    },
    service: {
      code: issuer.serviceCode,
      nationalCode: issuer.nationalServiceCode,
      description: paymentMessages.serviceDescription(
        `${source.period.slice(5, 7)}/${source.period.slice(0, 4)}`,
      ),
      amountCents: Number(amount),
      issRate: issuer.issRate,
      issCents: Number(iss),
      issWithheld,
      withholdings: {
        irrfCents: Number(withholdings.irrf),
        pisCents: Number(withholdings.pis),
        cofinsCents: Number(withholdings.cofins),
        csllCents: Number(withholdings.csll),
      },
      netAmountCents: Number(netAmountCents(amount, withholdings, issWithheld ? iss : 0n)),
    },
  });
}

type Attempt = { event: NfseEvent; outcome?: NfseOutcome; error?: string };

async function attempt(
  ctx: AppContext,
  runtime: NfseRuntime,
  row: repo.IssuanceRow,
  now: Date,
): Promise<Attempt> {
  const { provider, issuer } = runtime;
  if (!provider || !issuer)
    return { event: { type: 'ERROR' }, error: 'Nenhum provedor de NFS-e configurado.' };
  try {
    let outcome: NfseOutcome;
    if (row.status === 'ENVIADA' && row.providerReference) {
      outcome = await provider.status(row.providerReference);
    } else {
      const rps = await buildRps(ctx.db, issuer, row.invoiceId, now);
      if (!rps) return { event: { type: 'REJECTED' }, error: 'Fatura não encontrada.' };
      if (rps === NO_FISCAL_DATA)
        return { event: { type: 'REJECTED' }, error: fiscalDataMessages.rpsMissing };
      if (!rps.success) {
        const fields = [...new Set(rps.error.issues.map((issue) => issue.path.join('.')))].join(', ');
        return { event: { type: 'REJECTED' }, error: `Dados da nota incompletos ou inválidos: ${fields}.` };
      }
      outcome = await provider.issue(rps.data);
    }
    switch (outcome.state) {
      case 'PROCESSING':
        return { event: { type: 'PROCESSING' }, outcome };
      case 'ISSUED':
        return { event: { type: 'ISSUED' }, outcome };
      case 'REJECTED':
        return { event: { type: 'REJECTED' }, outcome, error: outcome.message };
      case 'CANCELLED':
        return { event: { type: 'REJECTED' }, outcome, error: 'NFS-e cancelada no provedor.' };
    }
  } catch (error) {
    const message = error instanceof NfseProviderError ? error.message : 'erro inesperado';
    return { event: { type: 'ERROR' }, error: `Falha ao falar com o provedor: ${message}`.slice(0, 500) };
  }
}

/** Works one claimed issuance: send or ask, then move it by the state machine. */
async function work(ctx: AppContext, runtime: NfseRuntime, row: repo.IssuanceRow, now: Date) {
  const result = await attempt(ctx, runtime, row, now);
  const next = nfseTransition(stateOf(row), result.event, now);
  if (!next) return null;
  const issued = result.outcome?.state === 'ISSUED' ? result.outcome : null;
  await repo.updateIssuance(ctx.db, row.id, {
    state: next,
    now,
    provider: runtime.provider?.name,
    ...(result.outcome ? { providerReference: result.outcome.reference } : {}),
    ...(issued
      ? {
          nfseNumber: issued.number,
          verificationCode: issued.verificationCode,
          documentUrl: safeDocumentUrl(issued.pdfUrl ?? issued.xmlUrl, ctx.config.nodeEnv === 'production'),
          issuedAt: now,
        }
      : {}),
    lastError: result.error ?? null,
  });
  if (issued) {
    await recordAudit(ctx.db, null, 'NFSE_ISSUED', {
      companyId: row.companyId,
      invoiceId: row.invoiceId,
      provider: runtime.provider?.name,
      nfseNumber: issued.number,
    });
  }
  return next.status;
}

export interface NfseSweepResult {
  queued: number;
  issued: number;
  sent: number;
  failed: number;
}

/** The queue's sweep: queue paid invoices missing one, release waiting ones when a provider exists, work the due ones. */
export async function processNfseQueue(ctx: AppContext, runtime: NfseRuntime): Promise<NfseSweepResult> {
  const now = ctx.now();
  const result: NfseSweepResult = { queued: 0, issued: 0, sent: 0, failed: 0 };
  const since = new Date(now.getTime() - NFSE_BACKFILL_DAYS * 86_400_000);
  for (const invoice of await repo.paidWithoutIssuance(ctx.db, since, BATCH)) {
    if (await queueNfse(ctx.db, invoice, runtime.provider !== null, now)) result.queued += 1;
  }
  if (!runtime.provider) return result;
  await repo.releaseWaiting(ctx.db, now);
  const leaseUntil = new Date(now.getTime() + LEASE_MS);
  for (const row of await repo.dueIssuances(ctx.db, now, BATCH)) {
    // Of several sweeps at once, one sends it.
    if (!(await repo.claimIssuance(ctx.db, row.id, now, leaseUntil))) continue;
    const status = await countJob(
      ctx.metrics,
      'nfse',
      () => work(ctx, runtime, row, now),
      (s) => s === 'FALHOU',
    );
    if (status === 'EMITIDA') result.issued += 1;
    else if (status === 'ENVIADA') result.sent += 1;
    else if (status === 'FALHOU') result.failed += 1;
  }
  return result;
}

/**
 * After a payment: start issuing now, never failing the payment for the provider. The webhook does
 * not wait (`void kickNfse(…)`); the demo's 'Simular pagamento' awaits it, so the list it reloads
 * already shows the stand-in's NFS-e. The routes kick only from a listening server: tests through
 * app.inject drive the queue themselves, with their clock.
 */
export async function kickNfse(
  ctx: AppContext,
  runtime: NfseRuntime,
  log?: { warn: (obj: unknown, msg: string) => void },
): Promise<void> {
  if (!runtime.provider) return;
  await processNfseQueue(ctx, runtime).then(
    () => undefined,
    (error: unknown) => log?.warn({ err: error }, 'NFS-e issuance failed'),
  );
}

/** Back office: a failed issuance queued again (attempts start over), audited with the staff member. */
export async function retryNfse(
  ctx: AppContext,
  runtime: NfseRuntime,
  actor: Actor,
  companyId: number,
  invoiceId: number,
): Promise<{ data: InvoiceNfse }> {
  const row = await repo.findIssuance(ctx.db, companyId, invoiceId);
  if (!row) throw new AppError('NOT_FOUND');
  if (!canRetryNfse(row.status)) throw new AppError('NFSE_NOT_RETRYABLE');
  const now = ctx.now();
  const next = nfseInitialState(runtime.provider !== null, now);
  if (!(await repo.updateIssuance(ctx.db, row.id, { state: next, now, lastError: null }, 'FALHOU'))) {
    throw new AppError('NFSE_NOT_RETRYABLE');
  }
  await recordAudit(ctx.db, actor, 'NFSE_RETRY_REQUESTED', {
    companyId,
    invoiceId,
    before: { status: row.status, attempts: row.attempts },
    after: { status: next.status, attempts: next.attempts },
  });
  const updated = await repo.findIssuance(ctx.db, companyId, invoiceId);
  return { data: presentNfse(updated, true) as InvoiceNfse };
}
