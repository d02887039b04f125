/**
 * The bank files of registered boletos (back office): GET /customers/:customerId/payments/bank-files
 * (the customer's lines in every CNAB file), POST /payments/bank-files/exchange (send the
 * remittance, read the returns now) and, in demo mode, POST …/invoices/:id/boleto/demo-payment.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  bankExchangeResultSchema,
  bankFileLinePageSchema,
  bankFilePaths,
  paymentPath,
} from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';
import { paymentKeys } from './keys';

export function bankFileLinesQueryOptions(
  customerId: number,
  page: { numPage: number; numPageSize: number },
) {
  return queryOptions({
    queryKey: [...paymentKeys.all, 'bank-files', customerId, page] as const,
    queryFn: ({ signal }) =>
      apiRequest(
        `${paymentPath(customerId, bankFilePaths.lines)}?${new URLSearchParams({
          numPage: String(page.numPage),
          numPageSize: String(page.numPageSize),
        })}`,
        { signal, schema: bankFileLinePageSchema },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useBankFileLines(customerId: number, page: { numPage: number; numPageSize: number }) {
  return useQuery(bankFileLinesQueryOptions(customerId, page));
}

/** After an exchange every payments list is read again (a return may have paid an invoice). */
export function useExchangeBankFiles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(bankFilePaths.exchange, {
        method: 'POST',
        schema: bankExchangeResultSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}

export function usePayAtDemoBank(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invoiceId: number) =>
      apiRequest(
        paymentPath(customerId, bankFilePaths.demoPayment.replace(':invoiceId', String(invoiceId))),
        {
          method: 'POST',
          schema: bankExchangeResultSchema,
        },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}
