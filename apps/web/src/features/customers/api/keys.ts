/** Query keys of the back office's customer pages. */
export const customerKeys = {
  all: ['customers'] as const,
  overview: (query: { filter: string; numPage: number; numPageSize: number }) =>
    [...customerKeys.all, 'overview', query] as const,
  summary: (customerId: number) => [...customerKeys.all, 'summary', customerId] as const,
  fiscalData: (customerId: number) => [...customerKeys.all, 'fiscal-data', customerId] as const,
  accessHours: (customerId: number) => [...customerKeys.all, 'access-hours', customerId] as const,
  contractRequests: () => [...customerKeys.all, 'contract-requests'] as const,
};
