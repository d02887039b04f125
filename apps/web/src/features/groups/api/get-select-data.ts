/** GET {customers}/groups/select-data: the customer's limit, zero rule and default days for the form. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { groupPath, groupSelectDataSchema } from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';
import { groupKeys } from './keys';

export function fetchSelectData(customerId: number | null, signal?: AbortSignal) {
  return apiRequest(groupPath(customerId, '/groups/select-data'), { signal, schema: groupSelectDataSchema });
}

export function selectDataQueryOptions(customerId: number | null) {
  return queryOptions({
    queryKey: groupKeys.selectData(customerId),
    queryFn: ({ signal }) => fetchSelectData(customerId, signal),
  });
}

export function useGroupSelectData(customerId: number | null, enabled = true) {
  return useQuery({ ...selectDataQueryOptions(customerId), enabled });
}
