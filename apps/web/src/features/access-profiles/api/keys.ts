/** Query keys of the access-profiles area; `customerId` is null in the portal (the own company). */
export const profileKeys = {
  all: ['access-profiles'] as const,
  company: (customerId: number | null) => [...profileKeys.all, customerId ?? 'own'] as const,
  list: (customerId: number | null) => [...profileKeys.company(customerId), 'list'] as const,
  detail: (customerId: number | null, profileId: number) =>
    [...profileKeys.company(customerId), 'detail', profileId] as const,
  contracted: (customerId: number | null) => [...profileKeys.company(customerId), 'contracted'] as const,
};
