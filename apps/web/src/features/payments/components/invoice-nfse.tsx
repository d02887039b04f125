/**
 * An invoice's NFS-e in the list, with 'Tentar emitir novamente' for staff holding
 * BACKOFFICE:FINANCEIRO:NFSE:REEMITIR on a customer's invoices; the outcome is told by a toast.
 */
import type { Invoice } from '@painel/contracts';
import { allows, paymentMessages, policies } from '@painel/domain';
import { useToast } from '../../../components/toast/toast-context';
import { useViewer } from '../../../lib/viewer';
import { useRetryNfse } from '../api/retry-nfse';
import { useInvoiceList } from './invoice-list-context';
import { NfseCell } from './nfse-cell';

export function InvoiceNfse({ invoice }: { invoice: Invoice }) {
  const { customerId } = useInvoiceList();
  const viewer = useViewer();
  const toast = useToast();
  const retry = useRetryNfse(customerId ?? 0);
  const mayRetry = customerId !== null && allows(viewer, policies.payments.retryNfse);
  return (
    <NfseCell
      invoice={invoice}
      retrying={retry.isPending}
      onRetry={
        mayRetry
          ? () =>
              retry.mutate(invoice.id, {
                onSuccess: () => toast.success(paymentMessages.nfseRetried),
                onError: () => toast.error(paymentMessages.nfseRetryFailed),
              })
          : undefined
      }
    />
  );
}
