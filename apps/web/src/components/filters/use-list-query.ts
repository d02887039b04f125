/**
 * A list screen's state in the URL query (PF 3 'Filter state lives in the URL query with page
 * and size'): the filters, the page (default 0) and the size (default 10). Keeping it in the URL
 * makes a filtered page a link that can be shared, reloaded and reached with the back button.
 * The rules (reading, applying, removing, resetting the page) are domain's widgets.ts.
 *
 *   const list = useListQuery({ filterKeys: ['name', 'email'] });
 *   list.filters.name; list.page; list.size; list.applyFilters({ name: 'Ana' });
 *   <DataTable … pagination={list.pager(data?.totalItems ?? 0)} />
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  DEFAULT_PAGE_SIZE,
  activeFilterCount,
  canRemoveFilter,
  readPage,
  readPageSize,
  withFilters,
  withPage,
  withPageSize,
  withoutFilter,
  withoutFilters,
  type ListQuery,
} from '@painel/domain';
import type { ListPaginationProps } from '../pagination/list-pagination';

export interface ListQueryOptions<K extends string> {
  /** The query keys this screen filters by, in the order their chips show; a constant of the screen. */
  filterKeys: readonly K[];
  /** The screen's page size when the URL names none (AA 9: the users table uses 5). */
  defaultSize?: number;
  /**
   * A second list on a page that already has one: its keys go in the address under this prefix
   * ('arquivos.page', 'arquivos.size', 'arquivos.<filter>'), so the two never move each other.
   */
  prefix?: string;
}

export interface ListQueryState<K extends string> {
  /** The raw query, for the chips and canRemove. */
  query: ListQuery;
  /** Each filter's value in the URL, '' when unset. */
  filters: Record<K, string>;
  page: number;
  size: number;
  activeCount: number;
  canRemove(key: K): boolean;
  applyFilters(values: Partial<Record<K, string | null>>): void;
  removeFilter(key: K): void;
  clearFilters(): void;
  setPage(page: number): void;
  setSize(size: number): void;
  /** The pager's props for a list of `count` items (DataTable's `pagination`). */
  pager(count: number, rowsPerPageOptions?: readonly number[]): ListPaginationProps;
}

function toRecord(params: URLSearchParams): ListQuery {
  return Object.fromEntries(params.entries());
}

/** The prefixed list's own keys, unprefixed: the view the domain's rules read and write. */
function ownView(query: ListQuery, prefix: string): ListQuery {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, value]) => [key.slice(prefix.length), value]),
  );
}

/** The whole address again: the other keys as they were, this list's keys prefixed. */
function mergeView(query: ListQuery, prefix: string, view: ListQuery): ListQuery {
  const others = Object.entries(query).filter(([key]) => !key.startsWith(prefix));
  return Object.fromEntries([
    ...others,
    ...Object.entries(view).map(([key, value]) => [prefix + key, value]),
  ]);
}

export function useListQuery<K extends string>({
  filterKeys,
  defaultSize = DEFAULT_PAGE_SIZE,
  prefix,
}: ListQueryOptions<K>): ListQueryState<K> {
  const [params, setParams] = useSearchParams();
  const keyPrefix = prefix === undefined ? '' : `${prefix}.`;
  const query = useMemo(() => ownView(toRecord(params), keyPrefix), [params, keyPrefix]);

  const update = useCallback(
    (change: (current: ListQuery) => ListQuery) =>
      setParams((current) => {
        const whole = toRecord(current);
        const before = ownView(whole, keyPrefix);
        const after = change(before);
        return after === before
          ? current
          : new URLSearchParams(Object.entries(mergeView(whole, keyPrefix, after)));
      }),
    [setParams, keyPrefix],
  );

  return useMemo(() => {
    // fromEntries types its keys as string; they are exactly filterKeys, so K.
    const filters = Object.fromEntries(filterKeys.map((key) => [key, query[key] ?? ''])) as Record<K, string>;
    return {
      query,
      filters,
      page: readPage(query),
      size: readPageSize(query, defaultSize),
      activeCount: activeFilterCount(query, filterKeys),
      canRemove: (key: K) => canRemoveFilter(query, key),
      applyFilters: (values) => update((current) => withFilters(current, values)),
      removeFilter: (key) => update((current) => withoutFilter(current, key)),
      clearFilters: () => update((current) => withoutFilters(current, filterKeys)),
      setPage: (page) => update((current) => withPage(current, page)),
      setSize: (size) => update((current) => withPageSize(current, size)),
      pager: (count, rowsPerPageOptions) => ({
        page: readPage(query),
        rowsPerPage: readPageSize(query, defaultSize),
        count,
        onPageChange: (page) => update((current) => withPage(current, page)),
        onRowsPerPageChange: (size) => update((current) => withPageSize(current, size)),
        ...(rowsPerPageOptions ? { rowsPerPageOptions } : {}),
      }),
    };
  }, [query, filterKeys, defaultSize, update]);
}
