/**
 * The in-process worker of background report exports. One per API instance and
 * environment: it takes queued jobs one at a time (`for update skip locked`, so several processes
 * may share the table), writes the file to the export store (export-store.ts: the database by
 * default, or REPORT_EXPORTS_DIR) through the same writers as the synchronous download, and records
 * the rows written after every page, which 'Exportações' shows as progress. No Redis or queue
 * library: the table is the queue, and the default embedded mode needs nothing more.
 *
 * Restart: a job left 'running' by a process that stopped is queued again once its lease runs out
 * (REPORT_EXPORT_LEASE_MS without progress), by a worker that starts or by a running one's periodic
 * check; its file is written anew, up to REPORT_EXPORT_MAX_ATTEMPTS tries, then it is marked failed.
 * Progress and the end are written only under the job's claim (its id and try), so a worker whose
 * claim was lost stops and changes nothing.
 */
import type { Readable } from 'node:stream';
import { functionalityLabel, type ReportExportColumn } from '@painel/domain';
import type { AppContext } from '../../core/context';
import { exportFormats } from './export-formats';
import type { ExportRow, RowBatches } from './export-formats/export-format';
import { exportStore } from './export-store';
import * as repo from './report-exports.repository';
import { countJob } from '../../lib/metrics';

type ExportRecord = NonNullable<Awaited<ReturnType<typeof repo.findExport>>>;

/** The export's writer over its rows (the synchronous download and the job share it). */
export function exportStream(
  ctx: AppContext,
  row: ExportRecord,
  onBatch?: (rows: number) => Promise<void>,
): Readable {
  const source = repo.exportRowBatches(
    ctx.db,
    {
      companyId: row.companyId,
      from: row.periodFrom,
      to: row.periodTo,
      groupId: row.groupId,
      productId: row.productId,
    },
    functionalityLabel,
  );
  async function* counted(): AsyncGenerator<ExportRow[]> {
    let written = 0;
    for await (const batch of source) {
      yield batch;
      written += batch.length;
      await onBatch?.(written);
    }
  }
  const batches: RowBatches = onBatch ? counted() : source;
  // The record's columns were checked against REPORT_EXPORT_COLUMNS when it was created.
  const columns = row.columns as ReportExportColumn[];
  return exportFormats[row.format].write(batches, columns);
}

const everyWorker = new Set<ReportExportWorker>();

export class ReportExportWorker {
  private loop: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private readonly abort = new AbortController();
  /** Where a failure of the queue itself goes (the database away): the app's logger, set by the routes. */
  onError: (error: unknown) => void = () => undefined;

  constructor(private readonly ctx: AppContext) {}

  /**
   * Queues again what a stopped process left running, then works through the queue. A database
   * that is away at start does not stop the app from starting (readiness reports it): the queue
   * is worked through at the next export asked for.
   */
  async start(): Promise<void> {
    try {
      await repo.requeueInterruptedExports(this.ctx.db, this.ctx.environment, this.ctx.now());
    } catch (error) {
      this.onError(error);
      return;
    }
    this.kick();
  }

  /**
   * The periodic check of a running app (every REPORT_EXPORT_LEASE_MS, not under tests): a job whose
   * process stopped while this one runs is queued again once its lease runs out, and written here.
   */
  recover(): Promise<void> {
    return this.start();
  }

  /** A job was queued: work through the queue (or again once the current pass ends). */
  kick(): void {
    if (this.stopped) return;
    if (this.loop) {
      this.again = true;
      return;
    }
    this.again = false;
    this.loop = this.drain()
      .catch((error: unknown) => this.onError(error))
      .finally(() => {
        this.loop = null;
        if (this.again) this.kick();
      });
  }

  /** Resolves when the queue is empty and nothing runs (tests wait for it instead of sleeping). */
  async idle(): Promise<void> {
    while (this.loop) await this.loop;
  }

  /** Stops with the app: the running job stays 'running' and is queued again at the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    everyWorker.delete(this);
    this.abort.abort();
    await this.loop;
  }

  private async drain(): Promise<void> {
    while (!this.stopped) {
      const job = await repo.claimNextExport(this.ctx.db, this.ctx.environment, this.ctx.now());
      if (!job) return;
      await countJob(
        this.ctx.metrics,
        'report_export',
        () => this.run(job),
        (ok) => !ok,
      );
    }
  }

  /** Writes the job's file; false when it failed (a stop, or a claim lost to another worker, is not). */
  private async run(job: ExportRecord): Promise<boolean> {
    const store = exportStore(this.ctx);
    let written = 0;
    let lost = false;
    try {
      const stream = exportStream(this.ctx, job, async (rows) => {
        written = rows;
        if (!(await repo.setExportProgress(this.ctx.db, job, rows, this.ctx.now()))) {
          lost = true;
          throw new Error('report export claim lost');
        }
      });
      await store.write(job, stream, { signal: this.abort.signal, superseded: () => lost });
      await repo.finishExport(
        this.ctx.db,
        job,
        { status: 'done', fileStore: store.kind },
        written,
        this.ctx.now(),
      );
      return true;
    } catch {
      // Stopping leaves the job 'running' (queued again once its lease runs out); a lost claim is
      // another worker's job now.
      if (this.stopped || lost) return true;
      await repo.finishExport(this.ctx.db, job, { status: 'failed' }, written, this.ctx.now());
      return false;
    }
  }
}

const workers = new WeakMap<AppContext, ReportExportWorker>();

/** The worker of an app context (created on first use). */
export function exportWorker(ctx: AppContext): ReportExportWorker {
  let worker = workers.get(ctx);
  if (!worker) {
    worker = new ReportExportWorker(ctx);
    workers.set(ctx, worker);
    everyWorker.add(worker);
  }
  return worker;
}

/** Tests: every worker of this process has emptied its queue. */
export async function exportWorkersIdle(): Promise<void> {
  await Promise.all([...everyWorker].map((w) => w.idle()));
}
