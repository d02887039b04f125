/** GET/PUT /customers/{customerId}/fiscal-data (back office): the customer as the tomador of its NFS-e. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  customerFiscalDataPath,
  customerFiscalDataResultSchema,
  type CustomerFiscalDataBody,
} from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';
import { customerKeys } from './keys';

function fiscalDataQueryOptions(customerId: number) {
  return queryOptions({
    queryKey: customerKeys.fiscalData(customerId),
    queryFn: ({ signal }) =>
      apiRequest(customerFiscalDataPath(customerId), { signal, schema: customerFiscalDataResultSchema }),
  });
}

export function useFiscalData(customerId: number) {
  return useQuery(fiscalDataQueryOptions(customerId));
}

export function useSaveFiscalData(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerFiscalDataBody) =>
      apiRequest(customerFiscalDataPath(customerId), {
        method: 'PUT',
        json: body,
        schema: customerFiscalDataResultSchema,
      }),
    onSuccess: (saved) => queryClient.setQueryData(customerKeys.fiscalData(customerId), saved),
  });
}
