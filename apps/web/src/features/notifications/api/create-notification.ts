/**
 * POST /api/backoffice/notifications (back office): a notification for every customer, one
 * company or one user. The server cleans the HTML again and answers what it stored.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  backofficeNotificationSchema,
  notificationPaths,
  type CreateNotificationBody,
} from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';
import { notificationKeys } from './keys';

export function createNotification(body: CreateNotificationBody) {
  return apiRequest(notificationPaths.backoffice, {
    method: 'POST',
    json: body,
    schema: backofficeNotificationSchema,
  });
}

export function useCreateNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.sent() }),
  });
}
