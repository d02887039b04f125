/**
 * POST /api/backoffice/notifications/extra (back office): a banner, redirect or virtual seller for
 * every customer, one company or one user. The server cleans a banner's HTML and answers the row.
 */
import { useMutation } from '@tanstack/react-query';
import {
  backofficeExtraNotificationSchema,
  notificationPaths,
  type CreateExtraNotificationBody,
} from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';

export function createExtraNotification(body: CreateExtraNotificationBody) {
  return apiRequest(notificationPaths.backofficeExtra, {
    method: 'POST',
    json: body,
    schema: backofficeExtraNotificationSchema,
  });
}

export function useCreateExtraNotification() {
  return useMutation({ mutationFn: createExtraNotification });
}
