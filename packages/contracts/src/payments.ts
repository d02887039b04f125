/**
 * Pagamentos, in both environments (the back office names the customer in the path,
 * `/customers/:customerId/payments/…`):
 *
 *   GET  /customers/payments/invoices                   period (YYYY-MM), status, numPage, numPageSize
 *   GET  /customers/payments/invoices/:invoiceId/pdf    the presigned-link call of PF 7: { data: { url } }
 *   GET  /customers/payments/invoices/:invoiceId/service-invoice   the paid invoice's nota fiscal: { data: { url } }
 *   GET  /payments/documents/:token                     the signed, expiring PDF (public; the token is the credential)
 *   POST /payments/webhooks/:provider                   a provider's signed confirmation (X-Painel-Signature: sha256=<hex>)
 *   POST /customers/payments/invoices/:invoiceId/simulate-payment   demo mode only
 *   POST /payments/non-payment-sweep                    staff: the terms' 5-days-overdue rule, now
 *
 * Money: three-decimal strings (thousandths) as in usage; `amountCents` is what boleto and PIX ask.
 */
import { z } from 'zod';
import { INVOICE_STATUSES, PAYMENT_OUTCOMES } from '@painel/domain';
import { pagedListSchema, pageQueryShape } from './paging';
import { idSchema, isoMonthSchema } from './schemas';
import { moneySchema } from './usage';
import { invoiceNfseSchema } from './nfse';

export const paymentPaths = {
  invoices: '/payments/invoices',
  invoicePdf: '/payments/invoices/:invoiceId/pdf',
  serviceInvoicePdf: '/payments/invoices/:invoiceId/service-invoice',
  simulatePayment: '/payments/invoices/:invoiceId/simulate-payment',
  document: '/payments/documents/:token',
  webhook: '/payments/webhooks/:provider',
  sweep: '/payments/non-payment-sweep',
} as const;

export const PAYMENT_SIGNATURE_HEADER = 'x-painel-signature';

export const invoiceStatusSchema = z.enum(INVOICE_STATUSES);

export const invoiceListQuerySchema = z
  .object({
    period: isoMonthSchema.optional(),
    status: invoiceStatusSchema.optional(),
    ...pageQueryShape(),
  })
  .strict();
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;

export const invoiceParamsSchema = z.object({ invoiceId: idSchema });

/** One payment the invoice received (short, over and duplicate payments are shown too). */
export const invoiceReceiptSchema = z
  .object({
    paidAt: z.string(),
    amountCents: z.number().int(),
    method: z.enum(['BOLETO', 'PIX']).nullable(),
    outcome: z.enum(PAYMENT_OUTCOMES),
  })
  .meta({ id: 'InvoiceReceipt' });
export type InvoiceReceipt = z.infer<typeof invoiceReceiptSchema>;

export const invoiceSchema = z
  .object({
    id: z.number().int(),
    number: z.string(),
    /** 'YYYY-MM' */
    period: z.string(),
    dueDate: z.string(),
    usageAmount: moneySchema,
    /** The usage line per product, by name; the amounts sum to `usageAmount`. */
    products: z.array(z.object({ name: z.string(), amount: moneySchema })),
    planFee: moneySchema,
    /** Late usage of earlier months billed on this invoice (credit negative), oldest month first. */
    adjustments: z.array(z.object({ period: z.string(), amount: moneySchema })),
    amount: moneySchema,
    amountCents: z.number().int(),
    status: invoiceStatusSchema,
    paidAt: z.string().nullable(),
    /** Only while open or overdue. */
    boleto: z.object({ digitableLine: z.string(), barcode: z.string() }).nullable(),
    pix: z.object({ copyPaste: z.string() }).nullable(),
    /** The NFS-e of a paid invoice; null while unpaid. */
    nfse: invoiceNfseSchema.nullable(),
    /** Every payment received, oldest first, and their sum in cents. */
    receipts: z.array(invoiceReceiptSchema),
    receivedCents: z.number().int(),
  })
  .meta({ id: 'Invoice' });
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoicePageSchema = pagedListSchema(invoiceSchema)
  .extend({
    /** Demo mode: the screen offers 'Simular pagamento' (the demo provider's signed webhook). */
    demoPayments: z.boolean(),
  })
  .meta({ id: 'InvoicePage' });
export type InvoicePage = z.infer<typeof invoicePageSchema>;

/** PF 7's presigned-link answer (`data.url`): an invoice's or a nota fiscal's PDF. */
export const documentLinkSchema = z
  .object({ data: z.object({ url: z.string() }) })
  .meta({ id: 'DocumentLink' });
export type DocumentLink = z.infer<typeof documentLinkSchema>;

/** The portal's own company (null) or the back office's customer. */
export function paymentPath(customerId: number | null, suffix: string): string {
  return customerId === null ? `/customers${suffix}` : `/customers/${customerId}${suffix}`;
}

export const paymentDocumentParamsSchema = z.object({ token: z.string().min(1).max(600) });

export const webhookParamsSchema = z.object({ provider: z.string().regex(/^[a-z0-9-]{1,40}$/) });

/**
 * What a provider confirms: one payment of one invoice, identified by the provider's event id.
 * Signed: `X-Painel-Signature: sha256=<hex>`, the HMAC-SHA256 of the body's exact bytes with the
 * provider's secret (the demo provider's is generated per installation).
 */
export const paymentConfirmationSchema = z
  .object({
    eventId: z.string().min(1).max(200),
    invoiceNumber: z.string().min(1).max(40),
    amountCents: z.number().int().min(0).max(999_999_999_999),
    paidAt: z.iso.datetime({ offset: true }),
    method: z.enum(['BOLETO', 'PIX']),
  })
  .strict()
  .meta({
    id: 'PaymentConfirmation',
    description:
      'Assinado: cabeçalho X-Painel-Signature: sha256=<hex>, o HMAC-SHA256 dos bytes exatos do corpo com o segredo do provedor.',
  });
export type PaymentConfirmation = z.infer<typeof paymentConfirmationSchema>;

/**
 * What a confirmation did: `applied` paid the invoice exactly, `partial` left a balance, `overpaid`
 * paid it with money to spare, `alreadyPaid` came after it was paid, `duplicate` repeats a known
 * event (nothing recorded). Every one but `duplicate` is recorded on the invoice and audited.
 */
export const webhookResultSchema = z.object({
  status: z.enum(['applied', 'partial', 'overpaid', 'alreadyPaid', 'duplicate']),
});

export const sweepResultSchema = z.object({ notified: z.number().int(), blocked: z.number().int() });
