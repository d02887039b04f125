/** The filter's lists: GET /reports/products (date, customer) and GET /reports/groups (customer). */
import { useQuery } from '@tanstack/react-query';
import { reportExportPaths, reportGroupsSchema, reportPaths, reportProductsSchema } from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';
import { reportKeys, toSearch } from './keys';

export function useReportProducts(query: Record<string, string | number | undefined> | null) {
  return useQuery({
    queryKey: reportKeys.products(query ?? {}),
    queryFn: ({ signal }) =>
      apiRequest(`${reportPaths.products}${toSearch(query ?? {})}`, { signal, schema: reportProductsSchema }),
    enabled: query !== null,
  });
}

export function useReportGroups(customerId: number | null) {
  return useQuery({
    queryKey: reportKeys.groups(customerId),
    queryFn: ({ signal }) =>
      apiRequest(`${reportExportPaths.groups}${toSearch({ customerId })}`, {
        signal,
        schema: reportGroupsSchema,
      }),
    enabled: customerId !== null,
  });
}
