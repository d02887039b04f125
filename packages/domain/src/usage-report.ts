/**
 * The consolidated consumption report's period, one rule for the web's filter and
 * the API: which São Paulo days a query covers, or the field messages that refuse it.
 *
 * Customer: a month ('date', any day of it; default the current one), not in the future and not
 * more than 6 months back ('Data não permitida. Informe uma data maior.').
 * Back office: a month ('date') or a range ('startDate'..'endDate'): the start not in the future
 * nor more than 6 months back, the end not in the future and within 31 days of the start.
 */
import { addDays, addMonths, differenceInCalendarDays, subMonths } from 'date-fns';
import { parseDate, toIsoDate, todayInSaoPaulo, validateDateRange } from './dates';
import {
  REPORT_CUSTOMER_MIN_MONTHS_BACK,
  REPORT_RANGE_MAX_DAYS,
  REPORT_RANGE_MAX_MONTHS_BACK,
} from './limits';
import { accountMessages, dateMessages } from './messages';
import { usageMessages } from './usage-messages';

export interface ReportPeriodQuery {
  readonly date?: string | undefined;
  readonly startDate?: string | undefined;
  readonly endDate?: string | undefined;
}

export type ReportPeriod =
  | { readonly ok: true; readonly from: string; readonly to: string }
  | { readonly ok: false; readonly errors: readonly { path: string; message: string }[] };

const monthIndex = (d: Date) => d.getFullYear() * 12 + d.getMonth();

function monthOf(date: Date, today: Date): { from: string; to: string } {
  const first = new Date(date.getFullYear(), date.getMonth(), 1);
  const last = addDays(addMonths(first, 1), -1);
  // The current month ends today: nothing later exists yet.
  return { from: toIsoDate(first), to: toIsoDate(last > today ? today : last) };
}

export function reportPeriod(
  environment: 'portal' | 'backoffice',
  query: ReportPeriodQuery,
  now: Date,
): ReportPeriod {
  const today = todayInSaoPaulo(now);
  const refuse = (path: string, message: string): ReportPeriod => ({
    ok: false,
    errors: [{ path, message }],
  });
  // The portal's report is by month and year; a date range is the back office's alone.
  if (environment === 'portal') {
    const range =
      query.startDate !== undefined ? 'startDate' : query.endDate !== undefined ? 'endDate' : null;
    if (range) return refuse(range, usageMessages.reportRangeBackofficeOnly);
  }
  const useMonth = environment === 'portal' || (query.startDate === undefined && query.endDate === undefined);
  if (useMonth) {
    if (query.date === undefined && environment === 'backoffice')
      return refuse('date', usageMessages.reportPeriodRequired);
    const date = query.date === undefined ? today : parseDate(query.date);
    if (date === null) return refuse('date', dateMessages.invalid);
    const back = environment === 'portal' ? REPORT_CUSTOMER_MIN_MONTHS_BACK : REPORT_RANGE_MAX_MONTHS_BACK;
    const month = monthIndex(date);
    if (month > monthIndex(today) || month < monthIndex(subMonths(today, back)))
      return refuse('date', accountMessages.reportDateNotAllowed);
    return { ok: true, ...monthOf(date, today) };
  }
  if (query.startDate === undefined || query.endDate === undefined) {
    return refuse(
      query.startDate === undefined ? 'startDate' : 'endDate',
      usageMessages.reportPeriodRequired,
    );
  }
  const range = validateDateRange(query.startDate, query.endDate, {
    now,
    min: subMonths(today, REPORT_RANGE_MAX_MONTHS_BACK),
    max: today,
  });
  const errors: { path: string; message: string }[] = [];
  if (range.start) errors.push({ path: 'startDate', message: range.start });
  if (range.end) errors.push({ path: 'endDate', message: range.end });
  const start = parseDate(query.startDate);
  const end = parseDate(query.endDate);
  if (errors.length || start === null || end === null) return { ok: false, errors };
  if (differenceInCalendarDays(end, start) > REPORT_RANGE_MAX_DAYS)
    return refuse('endDate', usageMessages.reportRangeTooLong);
  return { ok: true, from: toIsoDate(start), to: toIsoDate(end) };
}
