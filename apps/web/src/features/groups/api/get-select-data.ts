/**
 * GET {customers}/groups/select-data: the customer's limit, zero rule and default days for the form.
 * PF 9.2 gives this call its own timeout, SELECT_DATA_TIMEOUT_MS (90 s), instead of every other
 * call's 60 s.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { groupPath, groupSelectDataSchema } from '@painel/contracts';
import { SELECT_DATA_TIMEOUT_MS } from '@painel/domain';
import { apiRequest } from '../../../lib/api-client';
import { groupKeys } from './keys';

export function fetchSelectData(customerId: number | null, signal?: AbortSignal) {
  return apiRequest(groupPath(customerId, '/groups/select-data'), {
    signal,
    schema: groupSelectDataSchema,
    timeoutMs: SELECT_DATA_TIMEOUT_MS,
  });
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
