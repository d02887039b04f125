/**
 * GET /api/backoffice/feature-flags: every flag with its default and its company and user
 * overrides, as staff manage them (back office, BACKOFFICE:FEATUREFLAGS:GERENCIAR).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { backofficeFeatureFlagListSchema, featureFlagPaths } from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';

export const featureFlagAdminKeys = {
  all: ['feature-flags', 'backoffice'] as const,
  list: () => [...featureFlagAdminKeys.all, 'list'] as const,
};

export function featureFlagAdminQueryOptions() {
  return queryOptions({
    queryKey: featureFlagAdminKeys.list(),
    queryFn: ({ signal }) =>
      apiRequest(featureFlagPaths.backoffice, { signal, schema: backofficeFeatureFlagListSchema }),
  });
}

export function useBackofficeFeatureFlags() {
  return useQuery(featureFlagAdminQueryOptions());
}
