/**
 * The consolidated report's filter: what the user is choosing (draft) and what was
 * last searched (applied). Changing the draft marks it changed, and the next BUSCAR goes back to
 * page 0; changing the date or the customer clears the product (its list is reloaded for the new
 * period and customer), and a new customer clears the group. The period is checked with the
 * domain's `reportPeriod`, the API's own rule and messages.
 */
import { accountMessages, reportPeriod } from '@painel/domain';

export type PeriodMode = 'month' | 'range';

export interface ReportCustomer {
  id: number;
  name: string;
}

export interface ReportFilterState {
  mode: PeriodMode;
  /** First day of the month, 'YYYY-MM-DD'. */
  month: string;
  startDate: string;
  endDate: string;
  customer: ReportCustomer | null;
  groupId: number | null;
  productId: number | null;
}

export type ReportQuery = Record<string, string | number | undefined>;

export function initialFilter(month: string): ReportFilterState {
  return { mode: 'month', month, startDate: '', endDate: '', customer: null, groupId: null, productId: null };
}

/** The draft after a change, with AA 4's clearing rules. */
export function changeFilter(
  state: ReportFilterState,
  change: Partial<ReportFilterState>,
): ReportFilterState {
  const next = { ...state, ...change };
  const periodChanged =
    next.mode !== state.mode ||
    next.month !== state.month ||
    next.startDate !== state.startDate ||
    next.endDate !== state.endDate;
  const customerChanged = next.customer?.id !== state.customer?.id;
  if ((periodChanged || customerChanged) && !('productId' in change)) next.productId = null;
  if (customerChanged && !('groupId' in change)) next.groupId = null;
  return next;
}

/** The period part of the query (the product list needs only it and the customer). */
export function periodQuery(environment: 'portal' | 'backoffice', state: ReportFilterState): ReportQuery {
  if (environment === 'portal' || state.mode === 'month') return { date: state.month || undefined };
  return { startDate: state.startDate || undefined, endDate: state.endDate || undefined };
}

/** The report's query for the API (page fields added by the page). */
export function filterQuery(environment: 'portal' | 'backoffice', state: ReportFilterState): ReportQuery {
  return {
    ...periodQuery(environment, state),
    ...(environment === 'backoffice'
      ? { customerId: state.customer?.id, groupId: state.groupId ?? undefined }
      : {}),
    productId: state.productId ?? undefined,
  };
}

/** The messages that stop a search, by field ('customerId', 'date', 'startDate', 'endDate'). */
export function filterErrors(
  environment: 'portal' | 'backoffice',
  state: ReportFilterState,
  now: Date,
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (environment === 'backoffice' && state.customer === null)
    errors.customerId = accountMessages.reportCustomerRequired;
  const period = reportPeriod(environment, periodQuery(environment, state), now);
  if (!period.ok) for (const error of period.errors) errors[error.path] = error.message;
  return errors;
}

export function sameFilter(a: ReportFilterState, b: ReportFilterState): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
