/**
 * 'Saldo e extrato': the prepaid balance of a company and its statement.
 * Credits are rows of a ledger (purchases, top-ups, adjustments); debits are the rated usage,
 * one line per São Paulo day read from the daily rollups. The balance is credits minus debits,
 * exact in thousandths (`Milli`), never through floats.
 */
import { addDays, differenceInCalendarDays, subMonths } from 'date-fns';
import { parseDate, toIsoDate } from './dates';
import type { PlanType } from './catalogue';
import { prepaidMessages } from './messages/prepaid';
import type { Milli } from './usage';

/**
 * How the company pays, for what 'Saldo e extrato' may say: only a PONTUAL plan buys credits ahead
 * (prepaid); EXPRESS and PADRAO are invoiced monthly (postpaid), so their credits only reduce the
 * invoice and running out stops nothing; a trial has test credits and no invoice.
 */
export type BalanceBilling = 'prepaid' | 'postpaid' | 'trial';

export function balanceBilling(planType: PlanType): BalanceBilling {
  if (planType === 'PONTUAL') return 'prepaid';
  return planType === 'TRIAL' ? 'trial' : 'postpaid';
}

/** What a credit line is: a purchase of credits, a (monthly) top-up or an adjustment (signed). */
export const PREPAID_CREDIT_KINDS = ['COMPRA', 'RECARGA', 'AJUSTE'] as const;
export type PrepaidCreditKind = (typeof PREPAID_CREDIT_KINDS)[number];
/** A statement line: a credit of the ledger, or a day's consumption. */
export type StatementEntryKind = PrepaidCreditKind | 'CONSUMO';

/** The widest statement period one request may ask for (ours: a year and a day, leap years too). */
export const STATEMENT_MAX_DAYS = 366;
/** The days of consumption the projection averages (ours). */
export const BALANCE_PROJECTION_DAYS = 30;

/**
 * How many more days the balance lasts at the pace of the last `windowDays` days: whole days,
 * rounded down. 0 when nothing is left; null when nothing was consumed (no pace to project).
 */
export function projectedBalanceDays(
  balance: Milli,
  recentDebits: Milli,
  windowDays = BALANCE_PROJECTION_DAYS,
): number | null {
  if (balance <= 0n) return 0;
  if (recentDebits <= 0n) return null;
  return Number((balance * BigInt(windowDays)) / recentDebits);
}

/** The first day of the projection's window ending `today` (inclusive): today and the 29 days before. */
export function balanceWindowStart(today: string, windowDays = BALANCE_PROJECTION_DAYS): string {
  const day = parseDate(today);
  if (!day) throw new RangeError('today must be YYYY-MM-DD');
  return toIsoDate(addDays(day, 1 - windowDays));
}

/** The statement's default period: the current São Paulo month and the two before it, up to today. */
export function defaultStatementPeriod(today: string): { from: string; to: string } {
  const day = parseDate(today);
  if (!day) throw new RangeError('today must be YYYY-MM-DD');
  return { from: toIsoDate(subMonths(new Date(day.getFullYear(), day.getMonth(), 1), 2)), to: today };
}

/** Why a statement period is refused (the API and the web's filter say the same), or null. */
export function statementPeriodError(from: string, to: string): string | null {
  const start = parseDate(from);
  const end = parseDate(to);
  if (!start || !end) return prepaidMessages.periodInvalid;
  if (start > end) return prepaidMessages.periodOrder;
  if (differenceInCalendarDays(end, start) + 1 > STATEMENT_MAX_DAYS) return prepaidMessages.periodTooLong;
  return null;
}
