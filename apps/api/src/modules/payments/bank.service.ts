/**
 * Registered boletos: each exchange with the bank sends one CNAB 240 remittance
 * registering the boleto of every unpaid invoice not yet registered (and asking to lower the
 * boletos of invoices paid by PIX), then reads the bank's return files: a registration confirmed or
 * rejected moves the invoice's registration; a liquidação goes through the same payment-applying
 * function as the providers' webhook (`applyPaymentEvent`), which marks the invoice paid, audits
 * and lifts the non-payment block. Every file and every line is kept for the back office.
 */
import {
  type BankFileMovement,
  boletoFor,
  boletoLateCharges,
  bankRejectionReason,
  formatCurrencyMilli,
} from '@painel/domain';
import { pagedList, type BankFileLine, type PagedList, type PageQuery } from '@painel/contracts';
import type { AppContext } from '../../core/context';
import type { Actor } from '../../core/actor';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../core/audit/record-audit';
import { folderBankProvider, type BankFileText, type BankProvider } from './bank.provider';
import * as bankRepo from './bank.repository';
import { standInBank, type StandInBank } from './bank.stand-in';
import {
  fileInfoAt,
  parseReturn,
  writeRemittance,
  type Payer,
  type RemittanceTitle,
  type ReturnEntry,
} from './cnab240';
import type { PaymentsConfig } from './payments.config';
import { applyPaymentEvent, type ConfirmationResult } from './payments.service';

type InvoiceToRegister = Awaited<ReturnType<typeof bankRepo.invoicesToRegister>>[number];

/**
 * The boleto's payer as segment Q carries it: the company's name and CNPJ, and the address of its
 * fiscal data ('Logradouro, número complemento' in the one address field); a company whose fiscal
 * data is not filled in is registered without an address, which banks accept for a CNPJ payer.
 */
function payerOf(invoice: InvoiceToRegister): Payer {
  const payer = { document: invoice.payerDocument, name: invoice.payerName };
  if (invoice.street === null) return payer;
  const place = [invoice.addressNumber, invoice.complement].filter(Boolean).join(' ');
  return {
    ...payer,
    address: `${invoice.street}, ${place}`,
    district: invoice.district ?? undefined,
    cep: invoice.postalCode ?? undefined,
    city: invoice.city ?? undefined,
    state: invoice.state ?? undefined,
  };
}

/** The provider name settlements are claimed under (payment_events.provider). */
export const CNAB_PROVIDER = 'cnab';

export interface BankRuntime {
  readonly provider: BankProvider;
  /** Demo mode: the stand-in bank answering in the same folders. */
  readonly standIn: StandInBank | null;
}

export function bankRuntime(config: PaymentsConfig): BankRuntime | null {
  if (!config.bankFiles) return null;
  return {
    provider: folderBankProvider(config.bankFiles),
    standIn: config.bankFiles.standIn ? standInBank(config.bankFiles, config.bank) : null,
  };
}

const fileName = (direction: 'remessa' | 'retorno', sequence: number) =>
  `${direction}-${String(sequence).padStart(6, '0')}.${direction === 'remessa' ? 'rem' : 'ret'}`;

/** Builds the next remittance, if anything needs the bank: one transaction, serialised. */
async function buildRemittance(ctx: AppContext, config: PaymentsConfig): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await bankRepo.lockRemittances(trx);
    const [toRegister, toLower] = await Promise.all([
      bankRepo.invoicesToRegister(trx),
      bankRepo.registrationsToLower(trx),
    ]);
    if (toRegister.length === 0 && toLower.length === 0) return;
    const issuedOn = (created: Date) => new Date(created).toISOString().slice(0, 10);
    const titles: (RemittanceTitle & { invoiceId: number; companyId: number })[] = [];
    for (const invoice of toRegister) {
      const cents = BigInt(invoice.amountCents);
      const { ourNumber } = boletoFor(config.agreement, {
        sequence: invoice.id,
        cents,
        dueDate: invoice.dueDate,
      });
      titles.push({
        invoiceId: invoice.id,
        companyId: invoice.companyId,
        movement: 'REGISTER',
        ourNumber,
        documentNumber: invoice.number,
        dueDate: invoice.dueDate,
        issuedOn: issuedOn(invoice.createdAt),
        cents,
        ...boletoLateCharges(cents),
        payer: payerOf(invoice),
      });
    }
    for (const invoice of toLower) {
      titles.push({
        invoiceId: invoice.id,
        companyId: invoice.companyId,
        movement: 'LOWER',
        ourNumber: invoice.ourNumber,
        documentNumber: invoice.number,
        dueDate: invoice.dueDate,
        issuedOn: issuedOn(invoice.createdAt),
        cents: BigInt(invoice.amountCents),
        fineBasisPoints: 0n,
        interestPerDayCents: 0n,
        payer: { document: '', name: '' },
      });
    }
    const sequence = await bankRepo.nextSequence(trx, 'REMESSA');
    const content = writeRemittance(config.bank, fileInfoAt(sequence, ctx.now()), titles);
    const fileId = await bankRepo.insertFile(trx, {
      direction: 'REMESSA',
      sequence,
      fileName: fileName('remessa', sequence),
      content,
    });
    if (fileId === undefined) throw new Error('remittance sequence taken');
    await bankRepo.insertItems(
      trx,
      fileId,
      titles.map((title) => ({
        invoiceId: title.invoiceId,
        companyId: title.companyId,
        ourNumber: title.ourNumber,
        movement: title.movement,
        amountCents: title.cents,
        paidCents: null,
        reasons: null,
        payment: null,
      })),
    );
    for (const title of titles) {
      if (title.movement === 'REGISTER') {
        const { invoiceId, companyId, ourNumber } = title;
        await bankRepo.insertRegistration(trx, { invoiceId, companyId, ourNumber });
      } else await bankRepo.setRegistrationStatus(trx, title.ourNumber, 'BAIXA_PEDIDA');
    }
    await recordAudit(trx, null, 'BANK_REMITTANCE_CREATED', {
      file: fileName('remessa', sequence),
      sequence,
      registrations: toRegister.length,
      lowerings: toLower.length,
    });
  });
}

const REGISTRATION_AFTER: Partial<
  Record<ReturnEntry['movement'], 'REGISTRADO' | 'REJEITADO' | 'LIQUIDADO' | 'BAIXADO'>
> = {
  REGISTERED: 'REGISTRADO',
  REJECTED: 'REJEITADO',
  SETTLED: 'LIQUIDADO',
  SETTLED_AFTER_LOWERING: 'LIQUIDADO',
  LOWERED: 'BAIXADO',
};

/**
 * One return file: settlements are applied first (each once: its event id is the boleto, the
 * movement and the day), then the file, its lines and the registrations are stored in one
 * transaction, so a file read twice (or a crash between) changes nothing twice.
 */
export async function importReturn(
  ctx: AppContext,
  config: PaymentsConfig,
  file: BankFileText,
): Promise<'imported' | 'already imported'> {
  const parsed = parseReturn(file.content);
  const items: bankRepo.FileItem[] = [];
  for (const entry of parsed.items) {
    const registration = await bankRepo.findRegistration(ctx.db, entry.ourNumber);
    let payment: ConfirmationResult['status'] | null = null;
    if (registration && (entry.movement === 'SETTLED' || entry.movement === 'SETTLED_AFTER_LOWERING')) {
      const result = await applyPaymentEvent(
        ctx,
        config,
        { provider: CNAB_PROVIDER },
        {
          eventId: `${entry.ourNumber}-${entry.movement}-${entry.occurredOn}`,
          invoiceNumber: registration.number,
          amountCents: Number(entry.paidCents),
          // CNAB dates a payment by day: the start of that São Paulo day is never in the future.
          paidAt: `${entry.occurredOn}T00:00:00-03:00`,
          method: 'BOLETO',
        },
      );
      payment = result.status;
    }
    items.push({
      invoiceId: registration?.invoiceId ?? null,
      companyId: registration?.companyId ?? null,
      ourNumber: entry.ourNumber,
      movement: registration ? entry.movement : 'UNKNOWN',
      amountCents: entry.cents,
      paidCents: entry.paidCents > 0n ? entry.paidCents : null,
      reasons: entry.reasons.length > 0 ? entry.reasons.join(',') : null,
      payment,
    });
  }
  return ctx.db.transaction().execute(async (trx) => {
    const fileId = await bankRepo.insertFile(trx, {
      direction: 'RETORNO',
      sequence: parsed.sequence,
      fileName: file.name,
      content: file.content,
    });
    if (fileId === undefined) return 'already imported' as const;
    await bankRepo.insertItems(trx, fileId, items);
    for (const item of items) {
      const status = REGISTRATION_AFTER[item.movement as ReturnEntry['movement']];
      if (item.invoiceId !== null && status)
        await bankRepo.setRegistrationStatus(trx, item.ourNumber, status);
    }
    await recordAudit(trx, null, 'BANK_RETURN_IMPORTED', {
      file: file.name,
      sequence: parsed.sequence,
      lines: items.length,
      settled: items.filter((item) => item.payment === 'applied').length,
      rejected: items.filter((item) => item.movement === 'REJECTED').length,
    });
    return 'imported' as const;
  });
}

/** One exchange: build and send the remittance, let the demo bank answer, read every return waiting. */
export async function exchangeBankFiles(
  ctx: AppContext,
  config: PaymentsConfig,
  runtime: BankRuntime,
): Promise<{ sent: number; received: number }> {
  await buildRemittance(ctx, config);
  let sent = 0;
  for (const file of await bankRepo.unsentFiles(ctx.db)) {
    await runtime.provider.send({ name: file.fileName, content: file.content });
    await bankRepo.markSent(ctx.db, file.id, ctx.now());
    sent += 1;
  }
  if (runtime.standIn) await runtime.standIn.process(ctx.now());
  let received = 0;
  for (const file of await runtime.provider.receive()) {
    if ((await importReturn(ctx, config, file)) === 'imported') received += 1;
    await runtime.provider.acknowledge(file.name);
  }
  return { sent, received };
}

/** Demo mode: a payer pays the invoice's registered boleto at the stand-in bank; the exchange reports it. */
export async function payAtDemoBank(
  ctx: AppContext,
  config: PaymentsConfig,
  runtime: BankRuntime,
  actor: Actor,
  companyId: number,
  invoiceId: number,
) {
  if (!runtime.standIn) throw new AppError('NOT_FOUND');
  const registration = await bankRepo.findRegistrationOfInvoice(ctx.db, companyId, invoiceId);
  if (!registration || !(await runtime.standIn.pay(registration.ourNumber, ctx.now()))) {
    throw new AppError('BOLETO_NOT_REGISTERED');
  }
  await recordAudit(ctx.db, actor, 'PAYMENT_SIMULATED', { companyId, invoiceId, provider: CNAB_PROVIDER });
  return exchangeBankFiles(ctx, config, runtime);
}

/** The back office's view of a customer's lines in the bank files. */
export async function listBankFileLines(
  ctx: AppContext,
  companyId: number,
  query: PageQuery,
): Promise<PagedList<BankFileLine>> {
  const limit = query.numPageSize;
  const { rows, total } = await bankRepo.companyItems(ctx.db, companyId, {
    limit,
    offset: query.numPage * limit,
  });
  return pagedList(
    rows.map((row) => {
      const movement = row.movement as BankFileMovement;
      return {
        id: row.id,
        direction: row.direction,
        sequence: row.sequence,
        fileName: row.fileName,
        createdAt: new Date(row.createdAt).toISOString(),
        invoiceId: row.invoiceId,
        invoiceNumber: row.invoiceNumber,
        ourNumber: row.ourNumber,
        movement,
        amount: formatCurrencyMilli(BigInt(row.amountCents) * 10n),
        paidAmount: row.paidCents === null ? null : formatCurrencyMilli(BigInt(row.paidCents) * 10n),
        reasons: row.reasons ? row.reasons.split(',').map(bankRejectionReason) : [],
        // The bank's confirmation of a boleto still registered: a payer can pay it.
        payable: movement === 'REGISTERED' && row.registrationStatus === 'REGISTRADO',
      };
    }),
    total,
    query,
  );
}
