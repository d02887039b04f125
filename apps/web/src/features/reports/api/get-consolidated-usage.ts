/** GET /reports/consolidated-usage and its chart, GET /reports/consolidated-usage/by-product. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  consolidatedUsageSchema,
  reportExportPaths,
  reportPaths,
  usageByProductSchema,
} from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';
import type { ReportQuery } from '../lib/report-filter';
import { reportKeys, toSearch } from './keys';

export function useConsolidatedUsage(query: ReportQuery | null) {
  return useQuery({
    queryKey: reportKeys.usage(query ?? {}),
    queryFn: ({ signal }) =>
      apiRequest(`${reportPaths.consolidatedUsage}${toSearch(query ?? {})}`, {
        signal,
        schema: consolidatedUsageSchema,
      }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

export function useUsageByProduct(query: ReportQuery | null) {
  const { numPage: _page, numPageSize: _size, ...filter } = query ?? {};
  return useQuery({
    queryKey: reportKeys.chart(filter),
    queryFn: ({ signal }) =>
      apiRequest(`${reportExportPaths.chart}${toSearch(filter)}`, { signal, schema: usageByProductSchema }),
    enabled: query !== null,
  });
}
