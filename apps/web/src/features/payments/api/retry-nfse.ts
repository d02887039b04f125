/**
 * POST /customers/:customerId/payments/invoices/:id/nfse/retry (back office,
 * BACKOFFICE:FINANCEIRO:NFSE:REEMITIR): a failed NFS-e issuance queued again; the list is read again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { nfseRetryResultSchema, paymentPath } from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';
import { paymentKeys } from './keys';

export function retryNfse(customerId: number, invoiceId: number) {
  return apiRequest(paymentPath(customerId, `/payments/invoices/${invoiceId}/nfse/retry`), {
    method: 'POST',
    schema: nfseRetryResultSchema,
  });
}

export function useRetryNfse(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invoiceId: number) => retryNfse(customerId, invoiceId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}
