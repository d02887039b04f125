/** GET /customers/payments/invoices/:id/pdf: PF 7's presigned-link call, `data.url`. */
import { paymentPath, presignedLinkSchema } from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';

export async function fetchInvoicePdfUrl(invoiceId: number): Promise<string> {
  const link = await apiRequest(paymentPath(null, `/payments/invoices/${invoiceId}/pdf`), {
    schema: presignedLinkSchema,
  });
  return link.data.url;
}
