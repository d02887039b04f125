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
      apiRequest(publicConfigPaths.get, {
        signal,
        // The login page shows this: the schema (and zod) come later, with the answer.
        schema: async () => (await import('@painel/contracts')).publicConfigSchema,
      }),
    staleTime: Infinity,
  });
}

/** The configuration, or undefined while it loads (callers hide what depends on it). */
export function usePublicConfig(): PublicConfig | undefined {
  return useQuery(publicConfigQueryOptions()).data;
}
