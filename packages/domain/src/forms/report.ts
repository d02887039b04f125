/** Field rules of the consolidated report's filters. */
import { addDays, differenceInCalendarMonths, min as earliest, startOfMonth, subMonths } from 'date-fns';
import { todayInSaoPaulo, validateDateRange, validateSingleDate } from '../dates';
import type { RangeErrors } from '../dates';
import {
  REPORT_BACKOFFICE_MONTHS,
  REPORT_CUSTOMER_MIN_MONTHS_BACK,
  REPORT_RANGE_MAX_DAYS,
  REPORT_RANGE_MAX_MONTHS_BACK,
} from '../limits';
import { accountMessages, dateMessages, validationMessages } from '../messages';
import { compact, isEmptyDate, toCalendarDate, trimmed } from './shared';
import type { DateInput, Errors } from './shared';

/**
 * The customer's month/year: not before the month 6 months back ('Data não permitida. Informe uma
 * data maior.') and not after the current month (the shared month/year message of PF 5).
 */
export function validateReportMonth(value: DateInput, now: Date): string | null {
  if (isEmptyDate(value)) return validationMessages.required;
  const date = toCalendarDate(value);
  if (date === null) return dateMessages.invalid;
  const min = subMonths(todayInSaoPaulo(now), REPORT_CUSTOMER_MIN_MONTHS_BACK);
  if (differenceInCalendarMonths(date, min) < 0) return accountMessages.reportDateNotAllowed;
  return validateSingleDate(date, { min, now });
}

/** The back office's month picker: the first day of the current and the 6 previous months, newest first. */
export function backofficeReportMonths(now: Date): Date[] {
  const thisMonth = startOfMonth(todayInSaoPaulo(now));
  return Array.from({ length: REPORT_BACKOFFICE_MONTHS }, (_, back) => subMonths(thisMonth, back));
}

export type BackofficeReportPeriod = {
  mode: 'month' | 'range';
  month?: DateInput;
  start?: DateInput;
  end?: DateInput;
  customerId?: number | null;
};

export type BackofficeReportErrors = Errors<'month' | 'start' | 'end' | 'customerId'>;

/**
 * The range: the start at most 6 months back, the end at most 31 days after the start and not
 * after today, the start not after the end. A start in the future always fails one of the last
 * two, so it needs no message of its own.
 */
function validateReportRange(start: DateInput, end: DateInput, now: Date): RangeErrors {
  if (isEmptyDate(start) || isEmptyDate(end)) {
    const errors: RangeErrors = {};
    if (isEmptyDate(start)) errors.start = validationMessages.required;
    if (isEmptyDate(end)) errors.end = validationMessages.required;
    return errors;
  }
  const today = todayInSaoPaulo(now);
  const startDate = toCalendarDate(start);
  const max = startDate === null ? today : earliest([addDays(startDate, REPORT_RANGE_MAX_DAYS), today]);
  const min = subMonths(today, REPORT_RANGE_MAX_MONTHS_BACK);
  return validateDateRange(trimmed(start), trimmed(end), { min, max, now });
}

export function validateBackofficeReportPeriod(
  period: BackofficeReportPeriod,
  now: Date,
): BackofficeReportErrors {
  const customerId = period.customerId == null ? accountMessages.reportCustomerRequired : null;
  if (period.mode === 'month') {
    return compact({ month: validateReportMonth(period.month, now), customerId });
  }
  const range = validateReportRange(period.start, period.end, now);
  return compact({ start: range.start ?? null, end: range.end ?? null, customerId });
}
