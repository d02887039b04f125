/**
 * PUT /customers/{customerId}/access-hours (back office): sets the customer's default access days
 * and hours. Every cached query is refreshed after it: the customer's groups' forms read the new
 * bounds from their own select data.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  customerAccessHoursPath,
  customerAccessHoursSavedSchema,
  type CustomerAccessHoursBody,
} from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';

export function saveCustomerHours(customerId: number, body: CustomerAccessHoursBody) {
  return apiRequest(customerAccessHoursPath(customerId), {
    method: 'PUT',
    json: body,
    schema: customerAccessHoursSavedSchema,
  });
}

export function useSaveCustomerHours(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerAccessHoursBody) => saveCustomerHours(customerId, body),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
