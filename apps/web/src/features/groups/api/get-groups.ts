/** GET {customers}/groups: the company's groups with user counts, status, limit and days. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { groupListSchema, groupPath } from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';
import { groupKeys } from './keys';

export function fetchGroups(customerId: number | null, signal?: AbortSignal) {
  return apiRequest(groupPath(customerId, '/groups'), { signal, schema: groupListSchema });
}

export function groupsQueryOptions(customerId: number | null) {
  return queryOptions({
    queryKey: groupKeys.list(customerId),
    queryFn: ({ signal }) => fetchGroups(customerId, signal),
  });
}

export function useGroups(customerId: number | null) {
  return useQuery(groupsQueryOptions(customerId));
}
