/**
 * An invoice's actions: 'Pagar' while it is open (the company itself, never staff), its PDF, and
 * once paid its NFS-e PDF.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Invoice } from '@painel/contracts';
import { paymentMessages } from '@painel/domain';
import { useInvoiceList } from './invoice-list-context';
import { PdfButton } from './pdf-button';

export function InvoiceActions({ invoice }: { invoice: Invoice }) {
  const { customerId, pay } = useInvoiceList();
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {invoice.status !== 'PAGA' && customerId === null && (
        <Button
          size="small"
          variant="contained"
          onClick={() => pay(invoice)}
          aria-label={paymentMessages.payTitle(invoice.number)}
        >
          {paymentMessages.pay}
        </Button>
      )}
      <PdfButton
        invoiceId={invoice.id}
        customerId={customerId}
        label={`${paymentMessages.downloadPdf}: ${invoice.number}`}
      />
      {invoice.status === 'PAGA' && (
        <PdfButton
          invoiceId={invoice.id}
          customerId={customerId}
          document="service-invoice"
          label={paymentMessages.serviceInvoiceLabel(invoice.number)}
        />
      )}
    </Box>
  );
}
