/** Query keys of the activity area; `customerId` is null in the portal (the own company). */
import type { ActivityQuery } from '@painel/contracts';

export const activityKeys = {
  all: ['activity'] as const,
  company: (customerId: number | null) => [...activityKeys.all, customerId ?? 'own'] as const,
  list: (customerId: number | null, query: ActivityQuery) =>
    [...activityKeys.company(customerId), 'list', query] as const,
};
