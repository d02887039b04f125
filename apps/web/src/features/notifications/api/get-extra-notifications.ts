/**
 * GET /api/notifications/extra: banners, redirects and virtual-seller cards for this user,
 * by priority. Read once per page load, about 650 ms after it, by the shell's service.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { extraNotificationListSchema, notificationPaths } from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';
import { notificationKeys } from './keys';

export function extraNotificationsQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.extra(),
    // Fetched by itself after load, not at the user's request: no session renewal for it.
    queryFn: ({ signal }) =>
      apiRequest(notificationPaths.extra, { signal, background: true, schema: extraNotificationListSchema }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useExtraNotifications(enabled: boolean) {
  return useQuery({ ...extraNotificationsQueryOptions(), enabled }).data;
}
