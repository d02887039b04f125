/**
 * GET /api/notifications/count: the unread notifications the bell's badge shows. Polled,
 * and read again when the window regains focus, so a notice written by staff reaches an open portal.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationCountSchema, notificationPaths } from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';
import { notificationKeys } from './keys';

/** Ours: the spec gives no period; a minute, as the feature flags. */
export const NOTIFICATION_COUNT_POLL_MS = 60_000;

export async function fetchNotificationCount(signal?: AbortSignal): Promise<number> {
  // A poll, not the user's activity: it must not renew the session (lib/api-client.ts).
  const { count } = await apiRequest(notificationPaths.count, {
    signal,
    background: true,
    schema: notificationCountSchema,
  });
  return count;
}

export function notificationCountQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.count(),
    queryFn: ({ signal }) => fetchNotificationCount(signal),
    refetchInterval: NOTIFICATION_COUNT_POLL_MS,
    refetchOnWindowFocus: 'always',
  });
}

/** Unread notifications; 0 while loading or when the call failed (the badge just hides). */
export function useNotificationCount(): number {
  return useQuery(notificationCountQueryOptions()).data ?? 0;
}
