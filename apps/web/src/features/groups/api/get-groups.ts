/** GET {customers}/groups: one page of the company's groups with user counts, status, limit and days. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { groupPageSchema, groupPath, type PageQuery } from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';
import { groupKeys } from './keys';

export function fetchGroups(customerId: number | null, page: PageQuery, signal?: AbortSignal) {
  const query = new URLSearchParams({ numPage: String(page.numPage), numPageSize: String(page.numPageSize) });
  return apiRequest(`${groupPath(customerId, '/groups')}?${query}`, { signal, schema: groupPageSchema });
}

export function groupsQueryOptions(customerId: number | null, page: PageQuery) {
  return queryOptions({
    queryKey: groupKeys.list(customerId, page),
    queryFn: ({ signal }) => fetchGroups(customerId, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useGroups(customerId: number | null, page: PageQuery) {
  return useQuery(groupsQueryOptions(customerId, page));
}
