/** GET /customers/{customerId}/summary (back office): one customer's header on its page. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerOverviewSchema, customerSummaryPath } from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';
import { customerKeys } from './keys';

export function fetchCustomerSummary(customerId: number, signal?: AbortSignal) {
  return apiRequest(customerSummaryPath(customerId), { signal, schema: customerOverviewSchema });
}

export function customerSummaryQueryOptions(customerId: number) {
  return queryOptions({
    queryKey: customerKeys.summary(customerId),
    queryFn: ({ signal }) => fetchCustomerSummary(customerId, signal),
  });
}

export function useCustomerSummary(customerId: number) {
  return useQuery(customerSummaryQueryOptions(customerId));
}
