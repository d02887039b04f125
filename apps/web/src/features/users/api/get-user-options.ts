/** GET {customers}/users/options: groups and profiles for the dialogs and filters, with each profile's permissions. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { userOptionsSchema, usersPath } from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';
import { userKeys } from './keys';

export function fetchUserOptions(customerId: number | null, signal?: AbortSignal) {
  return apiRequest(usersPath(customerId, '/users/options'), { signal, schema: userOptionsSchema });
}

export function userOptionsQueryOptions(customerId: number | null) {
  return queryOptions({
    queryKey: userKeys.options(customerId),
    queryFn: ({ signal }) => fetchUserOptions(customerId, signal),
  });
}

export function useUserOptions(customerId: number | null) {
  return useQuery(userOptionsQueryOptions(customerId));
}
