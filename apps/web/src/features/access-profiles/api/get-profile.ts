/** GET {customers}/profiles/{profileId}: one profile with its products and permissions. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileDetailSchema, profilePath } from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';
import { profileKeys } from './keys';

export function fetchProfile(customerId: number | null, profileId: number, signal?: AbortSignal) {
  return apiRequest(profilePath(customerId, `/profiles/${profileId}`), {
    signal,
    schema: profileDetailSchema,
  });
}

export function profileQueryOptions(customerId: number | null, profileId: number) {
  return queryOptions({
    queryKey: profileKeys.detail(customerId, profileId),
    queryFn: ({ signal }) => fetchProfile(customerId, profileId, signal),
  });
}

export function useProfile(customerId: number | null, profileId: number | null) {
  return useQuery({ ...profileQueryOptions(customerId, profileId ?? 0), enabled: profileId !== null });
}
