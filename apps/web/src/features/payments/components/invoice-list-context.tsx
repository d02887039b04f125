/**
 * What every invoice of the Pagamentos list (table cell or phone card) needs from the page: whose
 * invoices they are (null: the viewer's company; a number: the back office's customer, read-only)
 * and how to open the pay dialog. The page provides it once instead of closing over it in cells.
 */
import { createContext, useContext } from 'react';
import type { Invoice } from '@painel/contracts';

export interface InvoiceListContextValue {
  customerId: number | null;
  pay: (invoice: Invoice) => void;
}

export const InvoiceListContext = createContext<InvoiceListContextValue | null>(null);

export function useInvoiceList(): InvoiceListContextValue {
  const value = useContext(InvoiceListContext);
  if (!value) throw new Error('useInvoiceList outside InvoiceListContext');
  return value;
}
