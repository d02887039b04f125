/** Query keys of the notifications area, in one factory so reads, writes and invalidation agree. */
export const notificationKeys = {
  all: ['notifications'] as const,
  count: () => [...notificationKeys.all, 'count'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  extra: () => [...notificationKeys.all, 'extra'] as const,
  sent: () => [...notificationKeys.all, 'sent'] as const,
  sentPage: (numPage: number, numPageSize: number) =>
    [...notificationKeys.sent(), numPage, numPageSize] as const,
};
