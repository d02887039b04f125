/** The fields of a customer company that leave the server (PF 3 'Customer'), and the page around them. */
import type { Customer, CustomerPage } from '@painel/contracts';

export type CustomerRow = { id: number; name: string; tradingName: string | null; document: string };

export function presentCustomer(row: CustomerRow): Customer {
  return { id: row.id, customerName: row.name, tradingName: row.tradingName, document: row.document };
}

export function presentCustomerPage(
  rows: CustomerRow[],
  total: number,
  page: { numPage: number; numPageSize: number },
): CustomerPage {
  return {
    list: rows.map(presentCustomer),
    numPage: page.numPage,
    totalPages: Math.ceil(total / page.numPageSize),
    totalItems: total,
  };
}
