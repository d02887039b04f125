/** GET {customers}/profiles: the company's profiles, base and custom, with their user counts. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileListSchema, profilePath } from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';
import { profileKeys } from './keys';

export function fetchProfiles(customerId: number | null, signal?: AbortSignal) {
  return apiRequest(profilePath(customerId, '/profiles'), { signal, schema: profileListSchema });
}

export function profilesQueryOptions(customerId: number | null) {
  return queryOptions({
    queryKey: profileKeys.list(customerId),
    queryFn: ({ signal }) => fetchProfiles(customerId, signal),
  });
}

export function useProfiles(customerId: number | null) {
  return useQuery(profilesQueryOptions(customerId));
}
