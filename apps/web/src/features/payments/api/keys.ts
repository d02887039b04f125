/** Query keys of Pagamentos. */
export const paymentKeys = {
  all: ['payments'] as const,
  list: (query: object, customerId: number | null = null) =>
    [...paymentKeys.all, 'list', customerId, query] as const,
};
