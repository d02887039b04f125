/** GET {customers}/users/profile: the signed-in user's own data. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownProfilePaths, ownProfileSchema } from '@painel/contracts';
import { getEnvironment } from '../../../config/environment';
import { apiRequest } from '../../../lib/api-client';
import { ownProfileKeys } from './keys';

export const ownProfilePath = () => ownProfilePaths[getEnvironment()];

export function ownProfileQueryOptions() {
  return queryOptions({
    queryKey: ownProfileKeys.all,
    queryFn: ({ signal }) => apiRequest(ownProfilePath(), { signal, schema: ownProfileSchema }),
  });
}

export function useOwnProfile() {
  return useQuery(ownProfileQueryOptions());
}
