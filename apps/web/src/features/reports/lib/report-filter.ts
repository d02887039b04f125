/**
 * The consolidated report's filter: what the user is choosing (draft) and what was
 * last searched (applied, kept in the address under the API's own names, `REPORT_FILTER_KEYS`). Changing the draft marks it changed, and the next BUSCAR goes back to
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

/** The searched filter's keys in the address: the API's query names, so a link reads like the call. */
export const REPORT_FILTER_KEYS = [
  'date',
  'startDate',
  'endDate',
  'customerId',
  'groupId',
  'productId',
] as const;
export type ReportFilterKey = (typeof REPORT_FILTER_KEYS)[number];
export type ReportAddress = Record<ReportFilterKey, string>;

function idOf(text: string): number | null {
  return /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;
}

/**
 * The searched filter an address holds, or null when it holds none: the back office has searched
 * once a customer is in it; the portal always has a search, this month's when the address names
 * no month. A range is the period when the address has either of its days. The customer's name is
 * not in the address: the page looks it up.
 */
export function filterFromAddress(
  environment: 'portal' | 'backoffice',
  address: ReportAddress,
  defaultMonth: string,
): ReportFilterState | null {
  const customerId = environment === 'backoffice' ? idOf(address.customerId) : null;
  if (environment === 'backoffice' && customerId === null) return null;
  const range = environment === 'backoffice' && (address.startDate !== '' || address.endDate !== '');
  return {
    mode: range ? 'range' : 'month',
    month: range ? defaultMonth : address.date || defaultMonth,
    startDate: range ? address.startDate : '',
    endDate: range ? address.endDate : '',
    customer: customerId === null ? null : { id: customerId, name: '' },
    groupId: customerId === null ? null : idOf(address.groupId),
    productId: idOf(address.productId),
  };
}

/** The address's filter keys for a search (every key named, so a key left from before goes). */
export function addressOf(environment: 'portal' | 'backoffice', state: ReportFilterState): ReportAddress {
  const query = filterQuery(environment, state);
  return Object.fromEntries(
    REPORT_FILTER_KEYS.map((key) => [key, query[key] === undefined ? '' : String(query[key])]),
  ) as ReportAddress; // fromEntries over exactly REPORT_FILTER_KEYS
}

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

/** Whether two filters search the same thing (the customer's name is only what the field shows). */
export function sameFilter(
  environment: 'portal' | 'backoffice',
  a: ReportFilterState,
  b: ReportFilterState,
): boolean {
  return JSON.stringify(addressOf(environment, a)) === JSON.stringify(addressOf(environment, b));
}
