/**
 * Where the files of background exports live: the worker writes one as the export's writer streams
 * it, the signed link's download streams it back, pruning removes it. Two stores, chosen by
 * REPORT_EXPORT_STORAGE for new files; a stored export is read from the store its row names
 * (`file_store`), so changing the setting leaves earlier files readable.
 *
 * - `database` (default): the file in `report_export_chunks`, cut into EXPORT_CHUNK_BYTES pieces
 *   inserted as the writer produces them and read back one piece per query, in order. Memory holds
 *   one piece either way; any process on the same database serves any file; backups hold them; the
 *   pieces go with their export row (foreign key, on delete cascade).
 * - `disk`: a file in REPORT_EXPORTS_DIR, written beside as `.part` and renamed when complete. Only
 *   the processes that see that folder can serve it.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { addAbortSignal, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReportExportFormat } from '@painel/domain';
import type { AppContext } from '../../core/context';
import { exportFormats } from './export-formats';
import * as repo from './report-exports.repository';

export type ExportStorage = AppContext['config']['reportExportStorage'];

/** A stored export's file as the stores know it. */
export interface StoredFile {
  id: string;
  format: ReportExportFormat;
}

export type WriteOptions = { signal?: AbortSignal; superseded?: () => boolean };

export interface ExportStore {
  readonly kind: ExportStorage;
  /**
   * Writes the export's file from `source`, replacing what an earlier attempt wrote. A failed or
   * aborted write leaves nothing behind, unless `superseded()` says another worker now owns the job
   * (its claim was lost): then what is there is that worker's, and stays.
   */
  write(file: StoredFile, source: Readable, options?: WriteOptions): Promise<void>;
  /** The file, streamed from its start; undefined when the store does not hold it. */
  open(file: StoredFile): Promise<Readable | undefined>;
}

/**
 * The size of one piece in the database: large enough that a file of a million lines is a few
 * dozen rows, small enough that a piece in memory (writing or reading) does not matter.
 */
export const EXPORT_CHUNK_BYTES = 1024 * 1024;

/** Stores the file in `report_export_chunks` (`chunkBytes`: tests cut small pieces). */
export function databaseStore(ctx: AppContext, chunkBytes = EXPORT_CHUNK_BYTES): ExportStore {
  const { db } = ctx;
  return {
    kind: 'database',
    async write(file, source, { signal, superseded } = {}) {
      await repo.deleteExportChunks(db, file.id);
      let seq = 0;
      let piece = Buffer.allocUnsafe(chunkBytes);
      let filled = 0;
      try {
        for await (const data of signal ? addAbortSignal(signal, source) : source) {
          let rest = typeof data === 'string' ? Buffer.from(data) : (data as Buffer); // a byte stream unless it says otherwise
          while (rest.length > 0) {
            const copied = rest.copy(piece, filled);
            filled += copied;
            rest = rest.subarray(copied);
            if (filled === chunkBytes) {
              await repo.insertExportChunk(db, file.id, seq++, piece);
              piece = Buffer.allocUnsafe(chunkBytes);
              filled = 0;
            }
          }
        }
        // The last piece, shorter (a file always has at least one piece, so none means missing).
        if (filled > 0 || seq === 0)
          await repo.insertExportChunk(db, file.id, seq, piece.subarray(0, filled));
      } catch (error) {
        if (!superseded?.()) await repo.deleteExportChunks(db, file.id).catch(() => undefined);
        throw error;
      }
    },
    async open(file) {
      const first = await repo.nextExportChunk(db, file.id, -1);
      if (!first) return undefined;
      async function* pieces() {
        let current: { seq: number; data: Uint8Array } | undefined = first;
        while (current) {
          // The next piece is asked for while this one is sent (a download closed early leaves it unread).
          const next = repo.nextExportChunk(db, file.id, current.seq);
          next.catch(() => undefined);
          yield Buffer.from(current.data.buffer, current.data.byteOffset, current.data.byteLength);
          current = await next;
        }
      }
      return Readable.from(pieces(), { objectMode: false });
    },
  };
}

/** Where a file on disk lives. */
function diskPath(ctx: AppContext, file: StoredFile): string {
  return path.join(ctx.config.reportExportsDir, `${file.id}.${exportFormats[file.format].extension}`);
}

/** Stores the file in REPORT_EXPORTS_DIR. */
export function diskStore(ctx: AppContext): ExportStore {
  return {
    kind: 'disk',
    async write(file, source, { signal } = {}) {
      const target = diskPath(ctx, file);
      // Each worker writes its own part file: one whose claim was lost removes only its own.
      const part = `${target}.${randomUUID()}.part`;
      try {
        await mkdir(ctx.config.reportExportsDir, { recursive: true });
        await pipeline(source, createWriteStream(part), signal ? { signal } : {});
        await rename(part, target);
      } catch (error) {
        await rm(part, { force: true });
        throw error;
      }
    },
    async open(file) {
      try {
        const handle = await open(diskPath(ctx, file));
        return handle.createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined; // fs errors carry a code
        throw error;
      }
    },
  };
}

/** The store of new files (REPORT_EXPORT_STORAGE), or the one a stored export names. */
export function exportStore(
  ctx: AppContext,
  kind: ExportStorage = ctx.config.reportExportStorage,
): ExportStore {
  return kind === 'database' ? databaseStore(ctx) : diskStore(ctx);
}

/**
 * After pruning: removes the files on disk of pruned stored exports (best effort: a missing file is
 * fine). Files in the database went with their rows.
 */
export async function removePrunedFiles(
  ctx: AppContext,
  rows: readonly (StoredFile & { stored: boolean; fileStore: ExportStorage | null })[],
) {
  await Promise.all(
    rows
      .filter((r) => r.stored && r.fileStore !== 'database')
      .map((r) => rm(diskPath(ctx, r), { force: true })),
  );
}
