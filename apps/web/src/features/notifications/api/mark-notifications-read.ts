/**
 * PATCH /api/notifications with [{ id, read: true }]: clicking an unread notification marks
 * it read at once in the open list; the answer carries the new unread count, which the badge takes
 * (PF 4: "refetches the counter"). On failure the item is unread again and a toast says why.
 */
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import {
  markNotificationsReadResponseSchema,
  messageForError,
  notificationPaths,
  type NotificationPage,
} from '@painel/contracts';
import { useToast } from '../../../components/toast/toast-context';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { splitSentences } from '../../../lib/split-sentences';
import { notificationKeys } from './keys';

export function markNotificationsRead(ids: readonly number[]) {
  return apiRequest(notificationPaths.list, {
    method: 'PATCH',
    json: ids.map((id) => ({ id, read: true as const })),
    schema: markNotificationsReadResponseSchema,
  });
}

type Pages = InfiniteData<NotificationPage, number>;

function withRead(data: Pages | undefined, ids: readonly number[], read: boolean): Pages | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      list: page.list.map((item) => (ids.includes(item.id) ? { ...item, read } : item)),
    })),
  };
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: markNotificationsRead,
    onMutate: async (ids: readonly number[]) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.list() });
      queryClient.setQueryData<Pages>(notificationKeys.list(), (data) => withRead(data, ids, true));
    },
    onSuccess: ({ count }) => {
      queryClient.setQueryData(notificationKeys.count(), count);
    },
    onError: (error, ids) => {
      queryClient.setQueryData<Pages>(notificationKeys.list(), (data) => withRead(data, ids, false));
      toast.error(splitSentences(error instanceof ApiError ? error.message : messageForError(null)));
    },
  });
}
