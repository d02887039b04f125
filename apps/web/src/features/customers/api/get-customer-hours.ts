/** GET /customers/{customerId}/access-hours (back office): the customer's default access days and hours. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerAccessHoursPath, customerAccessHoursSchema } from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';
import { customerKeys } from './keys';

export function fetchCustomerHours(customerId: number, signal?: AbortSignal) {
  return apiRequest(customerAccessHoursPath(customerId), { signal, schema: customerAccessHoursSchema });
}

export function customerHoursQueryOptions(customerId: number) {
  return queryOptions({
    queryKey: customerKeys.accessHours(customerId),
    queryFn: ({ signal }) => fetchCustomerHours(customerId, signal),
  });
}

export function useCustomerHours(customerId: number) {
  return useQuery(customerHoursQueryOptions(customerId));
}
