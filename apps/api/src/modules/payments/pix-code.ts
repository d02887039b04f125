/**
 * The one place the portal reads an invoice's PIX copia e cola (screen, invoice PDF, hybrid
 * boleto). Today the static BR Code of the receiver's key; when PIX moves to API Pix `cobv`
 * charges, this returns the charge's code instead and every document follows.
 */
import { pixCopyPaste } from '@painel/domain';
import type { PaymentsConfig } from './payments.config';

export function pixCopyPasteFor(
  config: Pick<PaymentsConfig, 'pix'>,
  invoice: { readonly number: string; readonly amountCents: string | number | bigint },
): string {
  return pixCopyPaste(config.pix, { cents: BigInt(invoice.amountCents), txid: invoice.number });
}
