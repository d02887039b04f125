/**
 * GET /api/config: the server's public configuration (help centre, privacy policy, login contacts,
 * security seal, campaign banner, product addresses). Shared by the login page, the shell and the
 * launcher, so it lives in lib/ and not in a feature. Read once per page load.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@painel/contracts';
import { publicConfigPaths } from '@painel/contracts/routes';
import { apiRequest } from './api-client';

export function publicConfigQueryOptions() {
  return queryOptions({
    queryKey: ['public-config'] as const,
    queryFn: ({ signal }): Promise<PublicConfig> =>
      // No schema on the web: the login page reads this at first paint and must not download zod
      // for it; the server validates the body against publicConfigSchema before sending it.
      apiRequest<PublicConfig>(publicConfigPaths.get, { signal }),
    staleTime: Infinity,
  });
}

/** The configuration, or undefined while it loads (callers hide what depends on it). */
export function usePublicConfig(): PublicConfig | undefined {
  return useQuery(publicConfigQueryOptions()).data;
}
