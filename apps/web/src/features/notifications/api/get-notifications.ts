/**
 * GET /api/notifications?numPage (PF 4 'Notifications menu'): opening the menu fetches page 0,
 * 'Ver mais notificações' the next one, appended; closing the menu forgets them all
 * (forgetNotifications), so the next opening starts again from page 0.
 */
import { infiniteQueryOptions, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { notificationPageSchema, notificationPaths, type PortalNotification } from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';
import { notificationKeys } from './keys';

export function fetchNotificationPage(numPage: number, signal?: AbortSignal) {
  return apiRequest(`${notificationPaths.list}?numPage=${numPage}`, {
    signal,
    schema: notificationPageSchema,
  });
}

export function notificationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam, signal }) => fetchNotificationPage(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.numPage + 1 < last.totalPages ? last.numPage + 1 : undefined),
    // Only opening the menu and 'see more' fetch: no background refetch rewrites the pages.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useNotifications(enabled: boolean) {
  const query = useInfiniteQuery({ ...notificationsQueryOptions(), enabled });
  // A notification that arrived between two pages shifts the offsets: show each one once.
  const seen = new Set<number>();
  const items: PortalNotification[] = [];
  for (const page of query.data?.pages ?? []) {
    for (const item of page.list) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return { ...query, items };
}

/** Closing the menu clears the list. */
export function forgetNotifications(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: notificationKeys.list() });
}
