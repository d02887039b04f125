/** GET /api/backoffice/notifications (back office): what staff have written, newest first, by pages. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { backofficeNotificationPageSchema, notificationPaths } from '@painel/contracts';
import { DEFAULT_PAGE_SIZE } from '@painel/domain';
import { apiRequest } from '../../../lib/api-client';
import { notificationKeys } from './keys';

export function sentNotificationsQueryOptions(numPage: number, numPageSize: number = DEFAULT_PAGE_SIZE) {
  return queryOptions({
    queryKey: notificationKeys.sentPage(numPage, numPageSize),
    queryFn: ({ signal }) =>
      apiRequest(`${notificationPaths.backoffice}?numPage=${numPage}&numPageSize=${numPageSize}`, {
        signal,
        schema: backofficeNotificationPageSchema,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useSentNotifications(numPage: number, numPageSize?: number) {
  return useQuery(sentNotificationsQueryOptions(numPage, numPageSize));
}
