/**
 * Report exports (AA 7 'GET /reports/consolidated-usage/export … presignedUrl'): the
 * filter is checked and resolved like the report's (same company rule, same period rule, same
 * column permission), recorded, and answered with a signed link. The link is served by this API:
 * `GET /api/reports/exports/:id/file?expires=…&signature=…`, where the signature is an HMAC-SHA256
 * (key derived from SECRET_KEY) over environment, export id and expiry. It needs no session — it is
 * opened in a new window and may be handed to a download manager — and answers for
 * REPORT_EXPORT_LINK_TTL_SECONDS; 'Exportações' signs a new one for a week. A synchronous export's
 * file is streamed from the rollups at download time (nothing is stored); a background job's is
 * streamed from the export store the worker wrote it to (export-store.ts).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import { subDays } from 'date-fns';
import {
  API_BASE,
  type PresignedLink,
  type ReportExportJob,
  type ReportExportList,
  type ReportExportQuery,
  reportExportPaths,
} from '@painel/contracts';
import {
  REPORT_EXPORTS_KEPT_DAYS,
  REPORT_EXPORTS_PENDING_PER_COMPANY,
  REPORT_EXPORT_LINK_TTL_SECONDS,
  REPORT_EXPORT_SYNC_MAX_ROWS,
  exportColumns,
  hasPermission,
  policies,
} from '@painel/domain';
import type { AppContext } from '../../core/context';
import type { Actor } from '../../core/actor';
import { AppError } from '../../lib/app-error';
import { loadSecretKey } from '../../lib/secret-key';
import { exportFormats } from './export-formats';
import { exportStore, removePrunedFiles } from './export-store';
import { exportStream, exportWorker } from './report-export-worker';
import * as repo from './report-exports.repository';
import { reportScope } from './reports.service';

function linkKey(ctx: AppContext): Buffer {
  return createHmac('sha256', loadSecretKey(ctx.config)).update('painel:report-export-link:v1').digest();
}

function signature(ctx: AppContext, exportId: string, expires: number): string {
  return createHmac('sha256', linkKey(ctx))
    .update(`${ctx.environment}:${exportId}:${expires}`)
    .digest('base64url');
}

/** A fresh signed link to an export's file. */
export function signExportLink(ctx: AppContext, exportId: string): PresignedLink {
  const expires = Math.floor(ctx.now().getTime() / 1000) + REPORT_EXPORT_LINK_TTL_SECONDS;
  const path = `${API_BASE}${reportExportPaths.file.replace(':exportId', exportId)}`;
  const query = new URLSearchParams({
    expires: String(expires),
    signature: signature(ctx, exportId, expires),
  });
  return {
    presignedUrl: `${ctx.config.publicUrls[ctx.environment]}${path}?${query.toString()}`,
    exportId,
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}

function mayShowCustomer(ctx: AppContext, actor: Actor): boolean {
  return hasPermission(actor.permissions, policies.reports.customerColumns[ctx.environment]);
}

/**
 * EXTRAIR RELATÓRIO. An export of at most REPORT_EXPORT_SYNC_MAX_ROWS lines (or any, unless
 * `background`) is recorded and answered at once with a signed link whose download streams it. A
 * larger one, or any asked for with `background`, becomes a job of the worker (202): at most
 * REPORT_EXPORTS_PENDING_PER_COMPANY queued or running per company.
 */
export async function requestExport(
  ctx: AppContext,
  actor: Actor,
  query: ReportExportQuery,
  options: { background?: boolean } = {},
): Promise<{ link: PresignedLink } | { job: ReportExportJob }> {
  const { customer, from, to } = await reportScope(ctx, actor, query);
  const columns = exportColumns(query.columns, mayShowCustomer(ctx, actor));
  if (columns.length === 0)
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'columns', message: 'Informe ao menos uma coluna.' }],
    });
  const groupId = ctx.environment === 'backoffice' ? (query.groupId ?? null) : null;
  const productId = query.productId ?? null;
  const total = await repo.countExportRows(ctx.db, { companyId: customer.id, from, to, groupId, productId });
  const background = options.background === true || total > REPORT_EXPORT_SYNC_MAX_ROWS;
  const now = ctx.now();
  const { row, pruned } = await ctx.db.transaction().execute(async (trx) => {
    const pruned = await repo.pruneExports(trx, subDays(now, REPORT_EXPORTS_KEPT_DAYS));
    if (
      background &&
      (await repo.pendingExportsLocked(trx, customer.id)) >= REPORT_EXPORTS_PENDING_PER_COMPANY
    ) {
      throw new AppError('EXPORT_LIMIT_REACHED');
    }
    const row = await repo.insertExport(trx, {
      companyId: customer.id,
      requestedBy: actor.userId,
      environment: ctx.environment,
      format: query.format,
      periodFrom: from,
      periodTo: to,
      groupId,
      productId,
      columns,
      createdAt: now,
      ...(background ? { job: { rowsTotal: total } } : {}),
    });
    return { row, pruned };
  });
  await removePrunedFiles(ctx, pruned);
  if (!background) return { link: signExportLink(ctx, row.id) };
  exportWorker(ctx).kick();
  return {
    job: {
      exportId: row.id,
      status: row.status,
      rowsTotal: row.rowsTotal === null ? null : Number(row.rowsTotal),
    },
  };
}

export async function listExports(ctx: AppContext, actor: Actor): Promise<ReportExportList> {
  const rows = await repo.listExports(
    ctx.db,
    actor.userId,
    ctx.environment,
    subDays(ctx.now(), REPORT_EXPORTS_KEPT_DAYS),
  );
  return {
    list: rows.map((row) => ({
      ...row,
      rowsWritten: Number(row.rowsWritten),
      rowsTotal: row.rowsTotal === null ? null : Number(row.rowsTotal),
      createdAt: new Date(row.createdAt).toISOString(),
    })),
  };
}

/** 'Exportações': a new link for one of the actor's exports of the last week; anyone else's is a 404. */
export async function relinkExport(ctx: AppContext, actor: Actor, exportId: string): Promise<PresignedLink> {
  const row = await repo.findExport(ctx.db, exportId);
  const keptSince = subDays(ctx.now(), REPORT_EXPORTS_KEPT_DAYS);
  if (
    !row ||
    row.requestedBy !== actor.userId ||
    row.environment !== ctx.environment ||
    new Date(row.createdAt) < keptSince
  ) {
    throw new AppError('NOT_FOUND');
  }
  if (row.status !== 'done') throw new AppError('EXPORT_NOT_READY');
  return signExportLink(ctx, row.id);
}

export interface ExportFile {
  stream: Readable;
  contentType: string;
  fileName: string;
}

/** The file behind a signed link: checked signature and expiry, then streamed from the cursor. */
export async function openExportFile(
  ctx: AppContext,
  exportId: string,
  expires: number,
  given: string,
): Promise<ExportFile> {
  const expected = Buffer.from(signature(ctx, exportId, expires));
  const actual = Buffer.from(given);
  const valid = expected.length === actual.length && timingSafeEqual(expected, actual);
  if (!valid || expires * 1000 < ctx.now().getTime()) throw new AppError('EXPORT_LINK_INVALID');
  const row = await repo.findExport(ctx.db, exportId);
  if (!row || row.environment !== ctx.environment) throw new AppError('EXPORT_LINK_INVALID');
  if (row.status !== 'done') throw new AppError('EXPORT_NOT_READY');
  const base = `consumo-consolidado-${row.periodFrom}-a-${row.periodTo}`;
  // A background job's file was written by the worker (rows from before file_store: on disk); a
  // synchronous one streams now.
  const stream = row.stored
    ? await exportStore(ctx, row.fileStore ?? 'disk').open(row)
    : exportStream(ctx, row);
  if (!stream) throw new AppError('NOT_FOUND');
  const format = exportFormats[row.format];
  return { stream, contentType: format.mimeType, fileName: `${base}.${format.extension}` };
}
