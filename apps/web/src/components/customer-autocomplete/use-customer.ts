/**
 * GET /api/customers/{customerId}/summary (back office): the customer an address names by id, so a
 * screen whose filter keeps only `customerId` in the address (a reload, a shared link) shows the
 * chosen customer in its autocomplete again.
 */
import { useQuery } from '@tanstack/react-query';
import { customerOverviewSchema, customerSummaryPath, type Customer } from '@painel/contracts';
import { apiRequest } from '../../lib/api-client';

/** The customer `customerId` names; null asks nothing. */
export function useCustomer(customerId: number | null) {
  return useQuery({
    queryKey: ['customer-autocomplete', 'customer', customerId],
    queryFn: ({ signal }): Promise<Customer> =>
      apiRequest(customerSummaryPath(customerId ?? 0), { signal, schema: customerOverviewSchema }),
    enabled: customerId !== null,
    staleTime: Infinity,
  });
}
