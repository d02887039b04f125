/**
 * The signed-in user's feature flags (PF 6: evaluated per user and company on the server, polled
 * every 60 s). Shared by the shell (sidebar variant, 'Saldo e extrato', Protesto) and any screen
 * that asks; a flag the server did not answer counts as off (deny by default).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { featureFlagPaths, featureFlagsResponseSchema } from '@painel/contracts';
import { FEATURE_FLAG_POLL_MS, type FeatureFlagName } from '@painel/domain';
import { apiRequest } from './api-client';

export const featureFlagKeys = { mine: () => ['feature-flags', 'mine'] as const };

export function featureFlagsQueryOptions() {
  return queryOptions({
    queryKey: featureFlagKeys.mine(),
    queryFn: ({ signal }) =>
      apiRequest(featureFlagPaths.mine, { signal, background: true, schema: featureFlagsResponseSchema }),
    refetchInterval: FEATURE_FLAG_POLL_MS,
    staleTime: FEATURE_FLAG_POLL_MS,
  });
}

/** Every flag as on/off; all off while loading or when the call failed. */
export function useFeatureFlags(): Readonly<Record<FeatureFlagName, boolean>> {
  const flags = useQuery(featureFlagsQueryOptions()).data?.flags;
  return {
    'balance-session': flags?.['balance-session'] ?? false,
    'sidebar-mostrar-protestos': flags?.['sidebar-mostrar-protestos'] ?? false,
    'new-sidebar': flags?.['new-sidebar'] ?? false,
  };
}
