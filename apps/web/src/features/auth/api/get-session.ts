/**
 * GET /api/oauth2/session: the signed-in user, or null when there is no valid session
 * (401). Other failures stay errors; the router's guards decide what they mean.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@painel/contracts';
import { apiPaths } from '@painel/contracts/routes';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { noticeForCode, storeFinishedSessionNotice } from '../../../lib/finished-session-notice';
import { authKeys } from './keys';

/** Ours: re-check the session in the background at most once a minute (window focus, navigation). */
const SESSION_STALE_MS = 60_000;

export async function fetchSession(signal?: AbortSignal): Promise<SessionUser | null> {
  try {
    return await apiRequest(apiPaths.session, {
      signal,
      // The contract (and zod) only when there is a user to check: a visitor's login page skips both.
      // Its own module, not the package: a dynamic import of the whole package keeps every schema of
      // every screen (no tree-shaking through a namespace), ~20 kB of gzip on every private page.
      schema: async () => (await import('@painel/contracts/session')).sessionUserSchema,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      // The server says why a session it knew has ended (another login, the access window): the
      // login page tells the user. A plain 401 (no session at all) says nothing.
      if (error.code === 'SESSION_REPLACED' || error.code === 'SESSION_TIME_LIMIT') {
        storeFinishedSessionNotice(noticeForCode(error.code));
      }
      return null;
    }
    throw error;
  }
}

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: authKeys.session(),
    queryFn: ({ signal }) => fetchSession(signal),
    staleTime: SESSION_STALE_MS,
  });
}

export function useSession() {
  return useQuery(sessionQueryOptions());
}
