/**
 * EXTRAIR RELATÓRIO and 'Exportações': GET /reports/consolidated-usage/export answers a signed
 * link the page opens in a new window; GET /reports/exports lists the week's; POST
 * /reports/exports/:id/link signs a new link.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { presignedLinkSchema, reportExportLinkPath, reportExportListSchema, reportExportPaths } from '@painel/contracts';
import type { ReportExportFormat } from '@painel/domain';
import { apiRequest } from '../../../lib/api-client';
import type { ReportQuery } from '../lib/report-filter';
import { reportKeys, toSearch } from './keys';

export function useRequestExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ query, format }: { query: ReportQuery; format: ReportExportFormat }) => {
      const { numPage: _page, numPageSize: _size, ...filter } = query;
      return apiRequest(`${reportExportPaths.export}${toSearch({ ...filter, format })}`, { schema: presignedLinkSchema });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.exports() }),
  });
}

export function useExports() {
  return useQuery({
    queryKey: reportKeys.exports(),
    queryFn: ({ signal }) => apiRequest(reportExportPaths.list, { signal, schema: reportExportListSchema }),
  });
}

export function useRelinkExport() {
  return useMutation({
    mutationFn: (exportId: string) => apiRequest(reportExportLinkPath(exportId), { method: 'POST', schema: presignedLinkSchema }),
  });
}
