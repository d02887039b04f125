/** GET {customers}/groups/{groupId}: one group with its IPs, days and hours, and members. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { groupDetailSchema, groupPath } from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';
import { groupKeys } from './keys';

export function fetchGroup(customerId: number | null, groupId: number, signal?: AbortSignal) {
  return apiRequest(groupPath(customerId, `/groups/${groupId}`), { signal, schema: groupDetailSchema });
}

export function groupQueryOptions(customerId: number | null, groupId: number) {
  return queryOptions({
    queryKey: groupKeys.detail(customerId, groupId),
    queryFn: ({ signal }) => fetchGroup(customerId, groupId, signal),
  });
}

export function useGroup(customerId: number | null, groupId: number, enabled = true) {
  return useQuery({ ...groupQueryOptions(customerId, groupId), enabled });
}
