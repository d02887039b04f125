/**
 * POST /customers/payments/invoices/:id/simulate-payment (demo mode): the demo provider's signed
 * confirmation. Afterwards the list is read again, and `onPaid` (the session's reload, composed in
 * app/) runs, so a lifted block gives the products back at once.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentPath, webhookResultSchema } from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';
import { paymentKeys } from './keys';

export function simulatePayment(invoiceId: number) {
  return apiRequest(paymentPath(null, `/payments/invoices/${invoiceId}/simulate-payment`), {
    method: 'POST',
    schema: webhookResultSchema,
  });
}

export function useSimulatePayment(onPaid?: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: simulatePayment,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: paymentKeys.all }), onPaid?.()]);
    },
  });
}
