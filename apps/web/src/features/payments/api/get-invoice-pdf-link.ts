/** PF 7's presigned-link call (`data.url`): the invoice's PDF, or a paid invoice's nota fiscal. */
import { paymentPath, documentLinkSchema } from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';

export type InvoiceDocument = 'pdf' | 'service-invoice';

export async function fetchInvoicePdfUrl(
  invoiceId: number,
  document: InvoiceDocument = 'pdf',
  customerId: number | null = null,
): Promise<string> {
  const link = await apiRequest(paymentPath(customerId, `/payments/invoices/${invoiceId}/${document}`), {
    schema: documentLinkSchema,
  });
  return link.data.url;
}
