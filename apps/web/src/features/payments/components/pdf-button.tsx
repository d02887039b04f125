/** 'Baixar PDF' / 'Recibo' (the portal's receipt of a paid invoice, not the NFS-e): asks for the signed link (PF 7, `data.url`), then opens it. */
import { useState } from 'react';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { paymentMessages } from '@painel/domain';
import { LoadingButton } from '../../../components/loading-button/loading-button';
import { useToast } from '../../../components/toast/toast-context';
import { fetchInvoicePdfUrl, type InvoiceDocument } from '../api/get-invoice-pdf-link';

export function PdfButton({
  invoiceId,
  label,
  document = 'pdf',
  customerId = null,
}: {
  invoiceId: number;
  label?: string;
  document?: InvoiceDocument;
  /** Back office: the customer whose invoice it is. */
  customerId?: number | null;
}) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  return (
    <LoadingButton
      variant="outlined"
      size="small"
      loading={busy}
      startIcon={<PictureAsPdfIcon aria-hidden />}
      aria-label={label}
      onClick={async () => {
        setBusy(true);
        try {
          const url = await fetchInvoicePdfUrl(invoiceId, document, customerId);
          window.location.assign(url);
        } catch {
          toast.error(paymentMessages.pdfFailed);
        } finally {
          setBusy(false);
        }
      }}
    >
      {document === 'pdf' ? paymentMessages.downloadPdf : paymentMessages.serviceInvoice}
    </LoadingButton>
  );
}
