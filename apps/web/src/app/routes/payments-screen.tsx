/**
 * Pagamentos composed with the session: after a confirmed payment the session is read again, so
 * a lifted non-payment block enables the products (launcher, menu) at once.
 */
import { useQueryClient } from '@tanstack/react-query';
import { sessionQueryOptions } from '../../features/auth/api/get-session';
import { PaymentsRoute } from '../../features/payments/routes/payments-route';

export function PaymentsScreen() {
  const queryClient = useQueryClient();
  return <PaymentsRoute onPaid={() => queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 })} />;
}
