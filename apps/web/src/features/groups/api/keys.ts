/** Query keys of the groups area; `customerId` is null in the portal (the own company). */
export const groupKeys = {
  all: ['groups'] as const,
  company: (customerId: number | null) => [...groupKeys.all, customerId ?? 'own'] as const,
  list: (customerId: number | null, page: { numPage: number; numPageSize: number }) =>
    [...groupKeys.company(customerId), 'list', page.numPage, page.numPageSize] as const,
  detail: (customerId: number | null, groupId: number) =>
    [...groupKeys.company(customerId), 'detail', groupId] as const,
  selectData: (customerId: number | null) => [...groupKeys.company(customerId), 'select-data'] as const,
};
