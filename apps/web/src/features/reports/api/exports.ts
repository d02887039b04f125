/**
 * EXTRAIR RELATÓRIO and 'Exportações': GET /reports/consolidated-usage/export answers a signed
 * link the page opens in a new window; GET /reports/exports lists the week's; POST
 * /reports/exports/:id/link signs a new link.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  presignedLinkSchema,
  reportExportJobSchema,
  reportExportLinkPath,
  reportExportListSchema,
  reportExportPaths,
  type ReportExportList,
} from '@painel/contracts';
import type { ReportExportFormat } from '@painel/domain';
import { apiRequest } from '../../../lib/api-client';
import type { ReportQuery } from '../lib/report-filter';
import { reportKeys, toSearch } from './keys';

export function useRequestExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ query, format }: { query: ReportQuery; format: ReportExportFormat }) => {
      const { numPage: _page, numPageSize: _size, ...filter } = query;
      // A small export answers its link (200); a large one its background job (202).
      return apiRequest(`${reportExportPaths.export}${toSearch({ ...filter, format })}`, {
        schema: z.union([presignedLinkSchema, reportExportJobSchema]),
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.exports() }),
  });
}

/** How often 'Exportações' asks again while an export is queued or running. */
export const EXPORTS_POLL_MS = 2000;

const hasPending = (data: ReportExportList | undefined) =>
  data?.list.some((e) => e.status === 'queued' || e.status === 'running') ?? false;

export function useExports() {
  return useQuery({
    queryKey: reportKeys.exports(),
    queryFn: ({ signal }) => apiRequest(reportExportPaths.list, { signal, schema: reportExportListSchema }),
    refetchInterval: (query) => (hasPending(query.state.data) ? EXPORTS_POLL_MS : false),
  });
}

export function useRelinkExport() {
  return useMutation({
    mutationFn: (exportId: string) =>
      apiRequest(reportExportLinkPath(exportId), { method: 'POST', schema: presignedLinkSchema }),
  });
}
