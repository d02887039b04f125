/**
 * Pagamentos: the monthly invoice, its status by São Paulo day, the terms' non-payment
 * rule (PF 10: suspension after 5 days of non-payment), and the two ways to pay an open invoice:
 * a FEBRABAN boleto (written here: no registry library composes one from its fields) and a PIX
 * BR Code (from @brazilian-utils/brazilian-utils, which also validates the boleto in the tests).
 * Money is integer thousandths (`Milli`), as in usage; a boleto or PIX carries cents, rounded
 * half up once, from the invoice's total.
 */
// The one function's module: the package's index is 1.2 MB of source that a server process would hold.
import { generatePixPayload } from '@brazilian-utils/brazilian-utils/generate-pix-payload';
import { roundHalfUp, type Milli } from './usage';

// --- The invoice ---

export const INVOICE_STATUSES = ['EM_ABERTO', 'PAGA', 'VENCIDA'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_STATUS_LABELS: Readonly<Record<InvoiceStatus, string>> = {
  EM_ABERTO: 'Em aberto',
  PAGA: 'Paga',
  VENCIDA: 'Vencida',
};

/** Plans' monthly fees in thousandths (ours: the spec names the plans, not their prices). */
export const PLAN_MONTHLY_FEES: Readonly<Record<'PONTUAL' | 'EXPRESS' | 'PADRAO' | 'TRIAL', Milli>> = {
  PONTUAL: 190_000n,
  EXPRESS: 490_000n,
  PADRAO: 1_490_000n,
  TRIAL: 0n,
};

/** The day of the following month an invoice falls due (ours). */
export const INVOICE_DUE_DAY = 10;
/** The terms: the company is blocked after this many days overdue. */
export const NON_PAYMENT_BLOCK_DAYS = 5;
/** The notice before the block goes out once an invoice is this many days overdue (ours). */
export const NON_PAYMENT_NOTICE_DAYS = 1;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/;

function dayNumber(day: string): number {
  const match = ISO_DAY.exec(day);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD day: '${day}'`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / 86_400_000;
}

function dayOfNumber(n: number): string {
  return new Date(n * 86_400_000).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (São Paulo calendar days, 'YYYY-MM-DD'). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** 'YYYY-MM' is a billing period. */
export function isInvoicePeriod(text: string): boolean {
  return PERIOD.test(text);
}

/** The first and last day of a period 'YYYY-MM' (inclusive). */
export function periodDays(period: string): { first: string; last: string } {
  const match = PERIOD.exec(period);
  if (!match) throw new RangeError(`Not a YYYY-MM period: '${period}'`);
  const year = Number(match[1]);
  const month = Number(match[2]);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { first: `${period}-01`, last: `${period}-${String(last).padStart(2, '0')}` };
}

/** The period before the one of `day` ('2026-11-25' → '2026-10'): the last closed month. */
export function previousPeriod(day: string): string {
  const n = dayNumber(`${day.slice(0, 7)}-01`) - 1;
  return dayOfNumber(n).slice(0, 7);
}

/** The due date of a period's invoice: day 10 of the month after. */
export function invoiceDueDate(period: string): string {
  const { last } = periodDays(period);
  return `${dayOfNumber(dayNumber(last) + 1).slice(0, 7)}-${String(INVOICE_DUE_DAY).padStart(2, '0')}`;
}

/** The invoice number: year, month and the company's id ('2026-10-000002'). */
export function invoiceNumber(period: string, companyId: number): string {
  return `${period}-${String(companyId).padStart(6, '0')}`;
}

export interface InvoiceAmounts {
  readonly usage: Milli;
  readonly planFee: Milli;
  /** The late-usage adjustments of earlier months billed here (credit negative), summed. */
  readonly adjustments: Milli;
  /** usage + fee + adjustments, exact. */
  readonly total: Milli;
  /** What a boleto or PIX asks: the total to cents, half up. */
  readonly cents: bigint;
}

/**
 * A month's invoice: the rated usage (sum of the month's amounts) plus the plan's fee, plus the
 * adjustments of earlier months (see lateUsageAdjustments).
 */
export function invoiceAmounts(usage: Milli, planFee: Milli, adjustments: Milli = 0n): InvoiceAmounts {
  if (usage < 0n || planFee < 0n) throw new RangeError('Amounts are not negative');
  const total = usage + planFee + adjustments;
  return { usage, planFee, adjustments, total, cents: roundHalfUp(total, 2) / 10n };
}

/** One earlier month whose usage changed after its invoice: what was billed for it, what it is now. */
export interface BilledMonth {
  /** 'YYYY-MM'. */
  readonly period: string;
  /** The usage on its invoice plus every adjustment of it already billed. */
  readonly billed: Milli;
  /** Its usage today (events recorded after the invoice included). */
  readonly current: Milli;
}

export interface UsageAdjustment {
  readonly period: string;
  /** Debit when usage arrived late, credit (negative) when a correction took usage back. */
  readonly amount: Milli;
}

/**
 * Late usage: an event dated inside a month already invoiced changes that month's report, and its
 * difference goes on the next invoice as an adjustment naming the month, never by editing an
 * invoice a customer may have paid. Only the difference not yet billed, so it is billed once.
 */
export function lateUsageAdjustments(months: readonly BilledMonth[]): UsageAdjustment[] {
  return months
    .filter((month) => month.current !== month.billed)
    .map((month) => ({ period: month.period, amount: month.current - month.billed }))
    .sort((a, b) => a.period.localeCompare(b.period));
}

/** Paga once paid; vencida from the day after the due date (São Paulo); else em aberto. */
export function invoiceStatus(
  invoice: { readonly dueDate: string; readonly paid: boolean },
  today: string,
): InvoiceStatus {
  if (invoice.paid) return 'PAGA';
  return daysBetween(invoice.dueDate, today) > 0 ? 'VENCIDA' : 'EM_ABERTO';
}

/**
 * A provider's `paidAt` may run this far ahead of our clock (its clock and ours drift); beyond it
 * the confirmation is refused: a payment cannot have happened in the future.
 */
export const PAID_AT_CLOCK_TOLERANCE_MS = 5 * 60_000;

/** `paidAt` is later than `now` plus the clock tolerance. */
export function isPaidAtInFuture(paidAt: Date, now: Date): boolean {
  return paidAt.getTime() > now.getTime() + PAID_AT_CLOCK_TOLERANCE_MS;
}

/**
 * What each downloaded payment document is, in its file name (the 'Recibo' came down as
 * nota-fiscal-….pdf): the invoice (fatura, with its boleto line and PIX), the portal's receipt of a
 * paid invoice (recibo), and, once they are documents of their own, the boleto and the NFS-e.
 */
export const PAYMENT_DOCUMENT_FILE_PREFIXES = {
  invoice: 'fatura',
  receipt: 'recibo',
  boleto: 'boleto',
  nfse: 'nota-fiscal',
} as const;
export type PaymentDocument = keyof typeof PAYMENT_DOCUMENT_FILE_PREFIXES;

/** 'recibo-2026-10-000002.pdf': what the document is, then the invoice's number. */
export function paymentDocumentFileName(document: PaymentDocument, invoiceNumber: string): string {
  return `${PAYMENT_DOCUMENT_FILE_PREFIXES[document]}-${invoiceNumber.replace(/[^A-Za-z0-9-]/g, '')}.pdf`;
}

export type NonPaymentAction = 'BLOCK' | 'NOTIFY' | 'NONE';

/**
 * The terms' rule for one unpaid invoice: blocked once more than 5 days overdue; warned from the
 * first day overdue until then (the sweep sends the warning once per invoice).
 */
export function nonPaymentAction(dueDate: string, today: string): NonPaymentAction {
  const overdue = daysBetween(dueDate, today);
  if (overdue > NON_PAYMENT_BLOCK_DAYS) return 'BLOCK';
  if (overdue >= NON_PAYMENT_NOTICE_DAYS) return 'NOTIFY';
  return 'NONE';
}

/** The day the block applies for an invoice due on `dueDate`. */
export function nonPaymentBlockDay(dueDate: string): string {
  return dayOfNumber(dayNumber(dueDate) + NON_PAYMENT_BLOCK_DAYS + 1);
}

// --- Boleto (FEBRABAN, cobrança bancária) ---

/** Módulo 10, weights 2,1 from the right; digits of products summed. */
export function modulo10(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let product = Number(digits[i]) * weight;
    if (product > 9) product = Math.floor(product / 10) + (product % 10);
    sum += product;
    weight = weight === 2 ? 1 : 2;
  }
  const rest = sum % 10;
  return rest === 0 ? 0 : 10 - rest;
}

/** Módulo 11 of the barcode, weights 2 to 9 from the right; 0, 1 and 10 give 1. */
export function modulo11Barcode(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    sum += Number(digits[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const dv = 11 - (sum % 11);
  return dv === 0 || dv === 10 || dv === 11 ? 1 : dv;
}

const FACTOR_BASE_DAY = '1997-10-07';

/**
 * The due-date factor: days since 1997-10-07, in 1000..9999; it reached 9999 on 2025-02-21 and
 * restarted at 1000 on 2025-02-22 (FEBRABAN), and every 9000 days after.
 */
export function dueDateFactor(dueDate: string): string {
  const days = daysBetween(FACTOR_BASE_DAY, dueDate);
  if (days < 1000) throw new RangeError('Due date before the factor began');
  return String(((days - 1000) % 9000) + 1000);
}

export interface BoletoAgreement {
  /** COMPE bank code, 3 digits (e.g. '001'). */
  readonly bankCode: string;
  /** Convênio of 7 digits (Banco do Brasil's 17-digit nosso número layout). */
  readonly agreement: string;
  /** Carteira, 2 digits. */
  readonly wallet: string;
}

export interface Boleto {
  readonly barcode: string;
  readonly digitableLine: string;
  readonly ourNumber: string;
}

function digitsOf(text: string, length: number, name: string): string {
  if (!new RegExp(`^\\d{${length}}$`).test(text)) throw new RangeError(`${name}: ${length} digits`);
  return text;
}

/**
 * A boleto for `cents` due on `dueDate`. Free field (25 digits): '000000' + nosso número
 * (convênio 7 + sequence 10) + carteira. Currency 9 (real).
 */
export function boletoFor(
  agreement: BoletoAgreement,
  input: { readonly sequence: number; readonly cents: bigint; readonly dueDate: string },
): Boleto {
  const bank = digitsOf(agreement.bankCode, 3, 'bankCode');
  const ourNumber = digitsOf(agreement.agreement, 7, 'agreement') + String(input.sequence).padStart(10, '0');
  if (ourNumber.length !== 17) throw new RangeError('sequence: up to 10 digits');
  if (input.cents < 0n || input.cents > 99_999_999_99n) throw new RangeError('amount out of a boleto');
  const freeField = `000000${ourNumber}${digitsOf(agreement.wallet, 2, 'wallet')}`;
  const factor = dueDateFactor(input.dueDate);
  const amount = input.cents.toString().padStart(10, '0');
  const withoutDv = `${bank}9${factor}${amount}${freeField}`;
  const barcode = `${withoutDv.slice(0, 4)}${modulo11Barcode(withoutDv)}${withoutDv.slice(4)}`;
  return { barcode, digitableLine: digitableLineOf(barcode), ourNumber };
}

/** The 47-digit linha digitável of a 44-digit barcode. */
export function digitableLineOf(barcode: string): string {
  digitsOf(barcode, 44, 'barcode');
  const f1 = `${barcode.slice(0, 4)}${barcode.slice(19, 24)}`;
  const f2 = barcode.slice(24, 34);
  const f3 = barcode.slice(34, 44);
  return `${f1}${modulo10(f1)}${f2}${modulo10(f2)}${f3}${modulo10(f3)}${barcode[4]}${barcode.slice(5, 19)}`;
}

/** '00190.00009 01234.567004 00000.001172 1 10000000049000' for reading. */
export function formatDigitableLine(line: string): string {
  digitsOf(line, 47, 'digitableLine');
  return `${line.slice(0, 5)}.${line.slice(5, 10)} ${line.slice(10, 15)}.${line.slice(15, 21)} ${line.slice(21, 26)}.${line.slice(26, 32)} ${line[32]} ${line.slice(33)}`;
}

// --- PIX ---

export interface PixReceiver {
  readonly key: string;
  readonly merchantName: string;
  readonly merchantCity: string;
}

/** The BR Code 'copia e cola' of a static PIX charge for the invoice (txid: its number, letters and digits only). */
export function pixCopyPaste(
  receiver: PixReceiver,
  input: { readonly cents: bigint; readonly txid: string; readonly description?: string },
): string {
  const payload = generatePixPayload({
    key: receiver.key,
    merchantName: receiver.merchantName,
    merchantCity: receiver.merchantCity,
    amount: Number(input.cents) / 100,
    txid: input.txid.replace(/[^A-Za-z0-9]/g, '').slice(0, 25),
    ...(input.description ? { description: input.description } : {}),
  });
  if (payload === null) throw new RangeError('Invalid PIX parameters');
  return payload;
}

/**
 * The BR Code of a charge made at a PSP through the Banco Central's API Pix (`cobv`): dynamic,
 * carrying the PSP's `location` (without its scheme) instead of a key; the amount, due date and
 * txid are read from the location by the payer's bank.
 */
export function pixDynamicCopyPaste(receiver: Omit<PixReceiver, 'key'>, location: string): string {
  const payload = generatePixPayload({
    url: location.replace(/^https?:\/\//, ''),
    merchantName: receiver.merchantName,
    merchantCity: receiver.merchantCity,
  });
  if (payload === null) throw new RangeError('Invalid PIX location');
  return payload;
}

/** The API Pix's txid of a charge: 26 to 35 letters and digits. */
export const PIX_TXID = /^[a-zA-Z0-9]{26,35}$/;

/** A txid for an invoice: 'PNL', the invoice number's digits and a random tail, 35 characters at most. */
export function pixTxidFor(invoiceNumber: string, random: string): string {
  const txid = `PNL${invoiceNumber.replace(/[^0-9]/g, '')}${random.replace(/[^a-zA-Z0-9]/g, '')}`.slice(
    0,
    35,
  );
  if (!PIX_TXID.test(txid)) throw new RangeError('txid: 26 to 35 letters and digits');
  return txid;
}

/** The API Pix's `valor` ('190.00') in cents, exact; null for anything else. */
export function centsOfPixValue(value: string): bigint | null {
  const match = /^(\d{1,10})\.(\d{2})$/.exec(value);
  return match ? BigInt(match[1] as string) * 100n + BigInt(match[2] as string) : null;
}

/** Cents as the API Pix writes a `valor`: '190.00'. */
export function pixValueOfCents(cents: bigint): string {
  if (cents < 0n) throw new RangeError('amount is not negative');
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
}

// --- Receipts: every payment accounted ---

/**
 * What a received payment did to its invoice: QUITADO settled it exactly (with what came before),
 * PARCIAL left a balance, EXCEDENTE settled it with money to spare, DUPLICADO came after it was
 * paid (all of it is excess). A repeat of the same event is no receipt at all.
 */
export const PAYMENT_OUTCOMES = ['QUITADO', 'PARCIAL', 'EXCEDENTE', 'DUPLICADO'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

export const PAYMENT_OUTCOME_LABELS: Readonly<Record<PaymentOutcome, string>> = {
  QUITADO: 'Quitou a fatura',
  PARCIAL: 'Pagamento parcial',
  EXCEDENTE: 'Pagamento acima do valor',
  DUPLICADO: 'Pagamento em duplicidade',
};

/** The outcome of `cents` received for an invoice of `invoiceCents` that had `receivedBefore` (paid or not). */
export function paymentOutcome(input: {
  readonly invoiceCents: bigint;
  readonly receivedBefore: bigint;
  readonly paidBefore: boolean;
  readonly cents: bigint;
}): PaymentOutcome {
  if (input.paidBefore) return 'DUPLICADO';
  const total = input.receivedBefore + input.cents;
  if (total < input.invoiceCents) return 'PARCIAL';
  return total === input.invoiceCents ? 'QUITADO' : 'EXCEDENTE';
}
