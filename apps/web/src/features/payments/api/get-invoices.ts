/** GET /customers/payments/invoices: the company's invoices, filtered and paged. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { invoicePageSchema, paymentPath } from '@painel/contracts';
import type { InvoiceStatus } from '@painel/domain';
import { apiRequest } from '../../../lib/api-client';
import { paymentKeys } from './keys';

export interface InvoiceQuery {
  numPage: number;
  numPageSize: number;
  period: string | null;
  status: InvoiceStatus | null;
}

export function fetchInvoices(query: InvoiceQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({
    numPage: String(query.numPage),
    numPageSize: String(query.numPageSize),
  });
  if (query.period) params.set('period', query.period);
  if (query.status) params.set('status', query.status);
  return apiRequest(`${paymentPath(null, '/payments/invoices')}?${params}`, {
    signal,
    schema: invoicePageSchema,
  });
}

export function invoicesQueryOptions(query: InvoiceQuery) {
  return queryOptions({
    queryKey: paymentKeys.list(query),
    queryFn: ({ signal }) => fetchInvoices(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useInvoices(query: InvoiceQuery) {
  return useQuery(invoicesQueryOptions(query));
}
