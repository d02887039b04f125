/**
 * Money as the portal shows it: BRL in pt-BR, 2 decimals for amounts and
 * totals, 3 for the report's unit prices, 'R$ -' for a total the server did not send. The text
 * is exactly what Intl.NumberFormat gives, including the no-break space after 'R$' (U+00A0),
 * which keeps the symbol from wrapping away from the number.
 */
import { onlyDigits } from './documents';
import { accountMessages } from './messages';

export interface CurrencyOptions {
  /** Negative values are shown (or typed) as such only when allowed; otherwise they become 0. */
  allowNegative?: boolean;
}

// signDisplay 'negative' keeps values that round to zero (-0, -0.001) from showing '-R$ 0,00'.
const brl = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'negative',
});
const brlUnitPrice = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  minimumFractionDigits: 3,
  maximumFractionDigits: 3,
  signDisplay: 'negative',
});

function finiteOrZero(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/**
 * An amount in BRL with 2 decimals ('R$\u00a01.234,56'). Missing or non-finite values show as
 * zero; negatives show as zero unless `allowNegative`.
 */
export function formatCurrency(value: number | null | undefined, opts: CurrencyOptions = {}): string {
  const amount = finiteOrZero(value);
  return brl.format(opts.allowNegative ? amount : Math.max(0, amount));
}

/**
 * A summary total: 'R$ -' when the server sent none, else the amount. A total is a
 * figure reported by the server, so a negative one is shown rather than hidden as zero.
 */
export function formatTotal(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) {
    return accountMessages.emptyCurrency;
  }
  return formatCurrency(value, { allowNegative: true });
}

/**
 * A report price with 3 decimals ('R$\u00a00,150'), used by the unit price and row amount
 * columns; 'R$ -' when missing, like the totals.
 */
export function formatUnitPrice(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) {
    return accountMessages.emptyCurrency;
  }
  return brlUnitPrice.format(value);
}

/**
 * The currency field's value from what the user typed: its digits read as cents, the way the
 * mask fills from the right ('12345' and 'R$ 123,45' are both 123.45). A minus before the first
 * digit makes it negative, only when `allowNegative`. No digits at all is 0.
 */
export function parseCurrencyInput(text: string, opts: CurrencyOptions = {}): number {
  const digits = onlyDigits(text);
  if (digits === '') return 0;
  const amount = Number(digits) / 100;
  const negative = opts.allowNegative === true && /^\D*-/.test(text);
  return negative ? -amount : amount;
}
