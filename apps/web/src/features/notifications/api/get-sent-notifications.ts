/** GET /api/backoffice/notifications (back office): what staff have written, newest first, by pages. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { backofficeNotificationPageSchema, notificationPaths } from '@painel/contracts';
import { DEFAULT_PAGE_SIZE } from '@painel/domain';
import { apiRequest } from '../../../lib/api-client';
import { notificationKeys } from './keys';

export function sentNotificationsQueryOptions(numPage: number) {
  return queryOptions({
    queryKey: notificationKeys.sentPage(numPage),
    queryFn: ({ signal }) =>
      apiRequest(`${notificationPaths.backoffice}?numPage=${numPage}&numPageSize=${DEFAULT_PAGE_SIZE}`, {
        signal,
        schema: backofficeNotificationPageSchema,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useSentNotifications(numPage: number) {
  return useQuery(sentNotificationsQueryOptions(numPage));
}
