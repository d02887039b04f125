/**
 * Rules of the shared widget kit (PF 2 'Filter widgets' and 'Other', PF 3, 5, 9): the list state
 * a screen keeps in the URL query (filters, page and size), the character counter, the date and
 * time masks, the customer's display name and the client link. The web's components only draw
 * what these decide.
 *
 * The query is a plain record of the URL's parameters (the web converts URLSearchParams), so
 * the rules stay free of any browser API and are tested as tables.
 */
import { AUTOCOMPLETE_MIN_CHARS, DEFAULT_PAGE, DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from './limits';
import { widgetMessages } from './messages';
import type { CounterTone } from './ombudsman';

export type ListQuery = Readonly<Record<string, string>>;

/** The query keys of the page and the page size (PF 3: defaults 0 and 10). */
export const PAGE_PARAM = 'page';
export const SIZE_PARAM = 'size';

const WHOLE_NUMBER = /^\d{1,6}$/;

/** The page in the query: a whole number from 0, else DEFAULT_PAGE. */
export function readPage(query: ListQuery): number {
  const raw = query[PAGE_PARAM];
  return raw !== undefined && WHOLE_NUMBER.test(raw) ? Number(raw) : DEFAULT_PAGE;
}

/**
 * The page size in the query: one of the table's options or the screen's own default
 * (the users table uses 5); anything else, typed into the address bar, is the default.
 */
export function readPageSize(query: ListQuery, defaultSize: number = DEFAULT_PAGE_SIZE): number {
  const raw = query[SIZE_PARAM];
  if (raw === undefined || !WHOLE_NUMBER.test(raw)) return defaultSize;
  const size = Number(raw);
  return size === defaultSize || PAGE_SIZE_OPTIONS.some((option) => option === size) ? size : defaultSize;
}

function isFilled(value: string | undefined): value is string {
  return value !== undefined && value.trim() !== '';
}

/** The filters set in the query, in the order of `filterKeys`; blank ones do not count. */
export function activeFilters(
  query: ListQuery,
  filterKeys: readonly string[],
): Array<[key: string, value: string]> {
  return filterKeys.flatMap((key) => {
    const value = query[key];
    return isFilled(value) ? [[key, value] as [string, string]] : [];
  });
}

/** The number on the FILTROS button. */
export function activeFilterCount(query: ListQuery, filterKeys: readonly string[]): number {
  return activeFilters(query, filterKeys).length;
}

/**
 * PF 5: 'A filter cannot be removed if its key is not in the URL' — a chip a screen shows for
 * a filter it fixes itself (the customer being edited, say) has nothing to remove.
 */
export function canRemoveFilter(query: ListQuery, key: string): boolean {
  return key !== PAGE_PARAM && key !== SIZE_PARAM && isFilled(query[key]);
}

function withFirstPage(query: Record<string, string>): ListQuery {
  return { ...query, [PAGE_PARAM]: String(DEFAULT_PAGE) };
}

/**
 * The query after the filter drawer is applied: every key of `values` is set when filled (trimmed)
 * and removed when blank; other parameters stay; the page goes back to the first.
 */
export function withFilters(
  query: ListQuery,
  values: Readonly<Record<string, string | null | undefined>>,
): ListQuery {
  const next: Record<string, string> = { ...query };
  for (const [key, value] of Object.entries(values)) {
    if (key === PAGE_PARAM || key === SIZE_PARAM) continue;
    const trimmed = value?.trim() ?? '';
    if (trimmed === '') delete next[key];
    else next[key] = trimmed;
  }
  return withFirstPage(next);
}

/** The query without one filter, back on the first page; unchanged when it cannot be removed. */
export function withoutFilter(query: ListQuery, key: string): ListQuery {
  if (!canRemoveFilter(query, key)) return query;
  const next: Record<string, string> = { ...query };
  delete next[key];
  return withFirstPage(next);
}

/** The query without any of `filterKeys` (the clear-all icon), back on the first page. */
export function withoutFilters(query: ListQuery, filterKeys: readonly string[]): ListQuery {
  const next: Record<string, string> = { ...query };
  for (const key of filterKeys) if (key !== PAGE_PARAM && key !== SIZE_PARAM) delete next[key];
  return withFirstPage(next);
}

export function withPage(query: ListQuery, page: number): ListQuery {
  return { ...query, [PAGE_PARAM]: String(Math.max(DEFAULT_PAGE, Math.trunc(page))) };
}

/** A new page size shows the first page again (AA 4: 'changing rows per page resets to page 0'). */
export function withPageSize(query: ListQuery, size: number): ListQuery {
  return { ...query, [SIZE_PARAM]: String(size), [PAGE_PARAM]: String(DEFAULT_PAGE) };
}

/** PF 9: 'pagination hidden with one page'. */
export function isPaginationVisible(count: number, rowsPerPage: number): boolean {
  return rowsPerPage > 0 && count > rowsPerPage;
}

// --- Remaining-characters helper ---

/**
 * Where the counter turns orange when the field names no threshold: three quarters of the limit,
 * the ombudsman's proportion (1500 of 2000).
 */
export function defaultCounterWarning(max: number): number {
  return Math.floor(max * 0.75);
}

/** The 'n / max' text and its tone: orange from `warnAt`, red at the limit. */
export function characterCounter(
  length: number,
  max: number,
  warnAt: number = defaultCounterWarning(max),
): { text: string; tone: CounterTone } {
  const tone: CounterTone = length >= max ? 'error' : length >= warnAt ? 'warning' : 'normal';
  return { text: widgetMessages.characterCount(length, max), tone };
}

// --- Date and time masks (PF 5: DD/MM/YYYY, 24 h HH:mm) ---

function layDigits(value: string, pattern: string): string {
  const digits = value.replace(/\D/g, '');
  let masked = '';
  let next = 0;
  for (const char of pattern) {
    if (next >= digits.length) break;
    if (char === '#') {
      masked += digits[next] ?? '';
      next += 1;
    } else {
      masked += char;
    }
  }
  return masked;
}

/** Date mask 00/00/0000, filled as the user types, like the masks of masks.ts. */
export function maskDate(value: string): string {
  return layDigits(value, '##/##/####');
}

/** Month mask 00/0000 (MM/AAAA), for the month filters. */
export function maskMonth(value: string): string {
  return layDigits(value, '##/####');
}

/** 'MM/AAAA' → 'YYYY-MM'; '' for an empty field; null when the text is not a real month. */
export function monthFromText(text: string): string | null {
  if (text === '') return '';
  const match = /^(\d{2})\/(\d{4})$/.exec(text);
  if (!match) return null;
  const [, month, year] = match as unknown as [string, string, string];
  const number = Number(month);
  return number >= 1 && number <= 12 && Number(year) >= 1900 ? `${year}-${month}` : null;
}

/** 'YYYY-MM' → 'MM/AAAA'. */
export function monthToText(month: string): string {
  const [year, number] = month.split('-');
  return year && number ? `${number}/${year}` : '';
}

/** Time mask 00:00. */
export function maskTime(value: string): string {
  return layDigits(value, '##:##');
}

// --- Async search ---

/** PF 5: 'Autocomplete searches start only above 2 characters' (spaces around do not count). */
export function isSearchable(text: string, minChars: number = AUTOCOMPLETE_MIN_CHARS): boolean {
  return text.trim().length >= minChars;
}

// --- Customers ---

export interface CustomerNames {
  customerName: string | null;
  tradingName: string | null;
}

/** The name a customer is shown by: its name, else its trading name, else 'Nome não informado'. */
export function customerDisplayName(customer: CustomerNames): string {
  const name = customer.customerName?.trim() || customer.tradingName?.trim();
  return name || widgetMessages.customerNameMissing;
}

/** AA 2.1: the client page's address from a template holding a {clientId} placeholder. */
export function clientLinkHref(template: string, clientId: number | string): string {
  return template.replaceAll('{clientId}', encodeURIComponent(String(clientId)));
}
