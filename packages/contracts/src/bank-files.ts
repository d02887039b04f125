/**
 * The bank files of registered boletos, back office only:
 *
 *   GET  /customers/:customerId/payments/bank-files                     the customer's lines in every CNAB file
 *   POST /payments/bank-files/exchange                                  send the remittance, read the returns, now
 *   POST /customers/:customerId/payments/invoices/:invoiceId/boleto/demo-payment   demo mode: pay at the stand-in bank
 */
import { z } from 'zod';
import { BANK_FILE_MOVEMENTS } from '@painel/domain';
import { pageQueryShape, pagedListSchema } from './paging';
import { idSchema } from './schemas';

export const bankFilePaths = {
  lines: '/payments/bank-files',
  exchange: '/payments/bank-files/exchange',
  demoPayment: '/payments/invoices/:invoiceId/boleto/demo-payment',
} as const;

export const bankFileCustomerParamsSchema = z.object({ customerId: idSchema });

export const bankFileLineQuerySchema = z.object({ ...pageQueryShape() }).strict();

export const bankFileLineSchema = z
  .object({
    id: z.number().int(),
    direction: z.enum(['REMESSA', 'RETORNO']),
    /** The file's NSA. */
    sequence: z.number().int(),
    fileName: z.string(),
    createdAt: z.string(),
    invoiceId: z.number().int().nullable(),
    invoiceNumber: z.string().nullable(),
    ourNumber: z.string(),
    movement: z.enum(BANK_FILE_MOVEMENTS),
    /** 'R$ 190,00' */
    amount: z.string(),
    paidAmount: z.string().nullable(),
    /** A rejection's reasons, in words. */
    reasons: z.array(z.string()),
    /** The bank's confirmation of a boleto still registered (unpaid, not lowered). */
    payable: z.boolean(),
  })
  .meta({ id: 'BankFileLine' });
export type BankFileLine = z.infer<typeof bankFileLineSchema>;

export const bankFileLinePageSchema = pagedListSchema(bankFileLineSchema)
  .extend({
    /** A bank account is configured (else nothing is registered). */
    configured: z.boolean(),
    /** Demo mode: the stand-in bank can take a boleto's payment. */
    demoBank: z.boolean(),
  })
  .meta({ id: 'BankFileLinePage' });
export type BankFileLinePage = z.infer<typeof bankFileLinePageSchema>;

export const bankExchangeResultSchema = z.object({ sent: z.number().int(), received: z.number().int() });
