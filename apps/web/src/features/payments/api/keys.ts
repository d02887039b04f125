/** Query keys of Pagamentos. */
export const paymentKeys = {
  all: ['payments'] as const,
  list: (query: object) => [...paymentKeys.all, 'list', query] as const,
};
