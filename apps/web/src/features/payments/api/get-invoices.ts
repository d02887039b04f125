/**
 * GET /customers/payments/invoices: the company's invoices, filtered and paged; in the back office
 * (customerId) GET /customers/:customerId/payments/invoices.
 */
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

export function fetchInvoices(query: InvoiceQuery, customerId: number | null, signal?: AbortSignal) {
  const params = new URLSearchParams({
    numPage: String(query.numPage),
    numPageSize: String(query.numPageSize),
  });
  if (query.period) params.set('period', query.period);
  if (query.status) params.set('status', query.status);
  return apiRequest(`${paymentPath(customerId, '/payments/invoices')}?${params}`, {
    signal,
    schema: invoicePageSchema,
  });
}

export function invoicesQueryOptions(query: InvoiceQuery, customerId: number | null = null) {
  return queryOptions({
    queryKey: paymentKeys.list(query, customerId),
    queryFn: ({ signal }) => fetchInvoices(query, customerId, signal),
    placeholderData: keepPreviousData,
  });
}

export function useInvoices(query: InvoiceQuery, customerId: number | null = null) {
  return useQuery(invoicesQueryOptions(query, customerId));
}
