/** Query keys of the users area; `customerId` is null in the portal (the own company). */
export const userKeys = {
  all: ['users'] as const,
  company: (customerId: number | null) => [...userKeys.all, customerId ?? 'own'] as const,
  list: (customerId: number | null, query: Record<string, string | number>) =>
    [...userKeys.company(customerId), 'list', query] as const,
  options: (customerId: number | null) => [...userKeys.company(customerId), 'options'] as const,
};
