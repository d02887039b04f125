/**
 * An invoice as the Pagamentos list shows it: the contract's invoice plus its period, due date and
 * amount already written for people ('03/2026', '10/04/2026', 'R$ 2.118,83').
 */
import type { Invoice } from '@painel/contracts';
import { formatCurrencyMilli, formatDate, parseDate, parseMilli } from '@painel/domain';

export type InvoiceRow = Invoice & { periodLabel: string; dueLabel: string; amountLabel: string };

export function toInvoiceRow(invoice: Invoice): InvoiceRow {
  return {
    ...invoice,
    periodLabel: `${invoice.period.slice(5, 7)}/${invoice.period.slice(0, 4)}`,
    // The contract's dueDate is a valid 'YYYY-MM-DD' (zod), so it always parses.
    dueLabel: formatDate(parseDate(invoice.dueDate) as Date),
    amountLabel: formatCurrencyMilli(parseMilli(invoice.amount)),
  };
}
