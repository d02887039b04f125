/** GET /customers/overview (back office): customers by name, trading name or CNPJ, with plan, status and user count. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { customerOverviewPageSchema, customerOverviewSearch } from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';
import { customerKeys } from './keys';

export type OverviewQuery = { filter: string; numPage: number; numPageSize: number };

export function fetchCustomerOverview(query: OverviewQuery, signal?: AbortSignal) {
  return apiRequest(customerOverviewSearch(query), { signal, schema: customerOverviewPageSchema });
}

export function customerOverviewQueryOptions(query: OverviewQuery) {
  return queryOptions({
    queryKey: customerKeys.overview(query),
    queryFn: ({ signal }) => fetchCustomerOverview(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCustomerOverview(query: OverviewQuery) {
  return useQuery(customerOverviewQueryOptions(query));
}
