/**
 * The files of background exports, on both databases: the database store cuts a file into chunks
 * as it streams in and gives back the same bytes in order (a file of several chunks included), a
 * write replaces an earlier attempt's file, a failed write leaves nothing, and pruning an export
 * removes its chunks; the disk store keeps the same promises in its folder.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppContext, type AppContext } from '../../core/context';
import { createHarness, type Harness } from '../../test/harness';
import { userByEmail } from '../usage/usage.test-support';
import {
  EXPORT_CHUNK_BYTES,
  databaseStore,
  diskStore,
  exportStore,
  removePrunedFiles,
  type ExportStore,
} from './export-store';
import { insertExport, pruneExports } from './report-exports.repository';

let h: Harness;
let ctx: AppContext;
let demo: { id: number; companyId: number };
const dir = mkdtempSync(path.join(tmpdir(), 'painel-export-store-'));
const created = new Date('2026-06-17T15:00:00Z');

beforeAll(async () => {
  h = await createHarness({ reportExportsDir: dir });
  ctx = createAppContext({ db: h.db, config: h.config, environment: 'portal', now: () => created });
  demo = await userByEmail(h.db, 'admin@empresa.example');
}, 120_000);
afterAll(async () => {
  await h?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function newExport(format: 'csv' | 'xlsx' = 'csv') {
  const row = await insertExport(h.db, {
    companyId: demo.companyId,
    requestedBy: demo.id,
    environment: 'portal',
    format,
    periodFrom: '2026-06-01',
    periodTo: '2026-06-17',
    groupId: null,
    productId: null,
    columns: ['date'],
    createdAt: created,
    job: { rowsTotal: 1 },
  });
  return { id: row.id, format };
}

/** `bytes` handed over in uneven pieces, as a writer does; `failAfter`: the stream breaks there. */
function source(bytes: Buffer, failAfter?: number): Readable {
  async function* pieces() {
    for (let at = 0, size = 1; at < bytes.length; at += size, size = 1 + ((size * 7 + 13) % 70_000)) {
      if (failAfter !== undefined && at >= failAfter) throw new Error('o banco caiu no meio da exportação');
      yield bytes.subarray(at, at + size);
    }
  }
  return Readable.from(pieces(), { objectMode: false });
}

async function read(store: ExportStore, file: { id: string; format: 'csv' | 'xlsx' }) {
  const stream = await store.open(file);
  if (!stream) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const chunkCount = async (exportId: string) =>
  (await h.db.selectFrom('reportExportChunks').select('seq').where('exportId', '=', exportId).execute())
    .length;

describe('files in the database', () => {
  it('stores a file of several chunks as it streams and reads the same bytes back, in order', async () => {
    const file = await newExport();
    const bytes = randomBytes(2 * EXPORT_CHUNK_BYTES + 12_345);
    await databaseStore(ctx).write(file, source(bytes));
    expect(await chunkCount(file.id)).toBe(3);
    expect((await read(databaseStore(ctx), file))?.equals(bytes)).toBe(true);

    // Pieces smaller than what the writer hands over read back the same.
    const small = await newExport('xlsx');
    await databaseStore(ctx, 1000).write(small, source(bytes.subarray(0, 54_321)));
    expect(await chunkCount(small.id)).toBe(55);
    expect((await read(databaseStore(ctx), small))?.equals(bytes.subarray(0, 54_321))).toBe(true);
  });

  it("replaces an earlier attempt's file, and leaves nothing of a write that failed", async () => {
    const file = await newExport();
    await databaseStore(ctx).write(file, source(randomBytes(EXPORT_CHUNK_BYTES + 1)));
    const again = Buffer.from('\uFEFFData;Quantidade\r\n01/06/2026;1\r\n');
    await databaseStore(ctx).write(file, source(again));
    expect(await chunkCount(file.id)).toBe(1);
    expect((await read(databaseStore(ctx), file))?.toString()).toBe(again.toString());

    await expect(
      databaseStore(ctx).write(file, source(randomBytes(2 * EXPORT_CHUNK_BYTES), EXPORT_CHUNK_BYTES + 5)),
    ).rejects.toThrow('o banco caiu');
    expect(await chunkCount(file.id)).toBe(0);
    expect(await databaseStore(ctx).open(file)).toBeUndefined();
  });
});

describe('files on disk', () => {
  it('stores the file in REPORT_EXPORTS_DIR, replaces it, and leaves nothing of a failed write', async () => {
    const file = await newExport();
    const bytes = randomBytes(EXPORT_CHUNK_BYTES + 777);
    await diskStore(ctx).write(file, source(bytes));
    expect(readdirSync(dir)).toContain(`${file.id}.csv`);
    expect((await read(diskStore(ctx), file))?.equals(bytes)).toBe(true);

    await expect(diskStore(ctx).write(file, source(bytes, 1000))).rejects.toThrow('o banco caiu');
    expect(readdirSync(dir).filter((name) => name.startsWith(`${file.id}.`))).toEqual([`${file.id}.csv`]);
    rmSync(path.join(dir, `${file.id}.csv`));
    expect(await diskStore(ctx).open(file)).toBeUndefined();
  });
});

describe('pruning', () => {
  it("removes an old export's chunks with its row, and its file on disk", async () => {
    const inDatabase = await newExport();
    const onDisk = await newExport();
    const kept = await newExport();
    await exportStore(ctx, 'database').write(inDatabase, source(randomBytes(EXPORT_CHUNK_BYTES + 1)));
    await exportStore(ctx, 'database').write(kept, source(Buffer.from('fica')));
    await exportStore(ctx, 'disk').write(onDisk, source(Buffer.from('no disco')));
    await h.db
      .updateTable('reportExports')
      .set({ fileStore: 'database', createdAt: new Date('2026-06-01T00:00:00Z') })
      .where('id', '=', inDatabase.id)
      .execute();
    // Written before file_store existed: null, on disk.
    await h.db
      .updateTable('reportExports')
      .set({ createdAt: new Date('2026-06-01T00:00:00Z') })
      .where('id', '=', onDisk.id)
      .execute();

    const pruned = await pruneExports(h.db, new Date('2026-06-10T00:00:00Z'));
    await removePrunedFiles(ctx, pruned);

    expect(pruned.map((row) => row.id).toSorted()).toEqual([inDatabase.id, onDisk.id].toSorted());
    expect(await chunkCount(inDatabase.id)).toBe(0);
    expect(existsSync(path.join(dir, `${onDisk.id}.csv`))).toBe(false);
    expect((await read(databaseStore(ctx), kept))?.toString()).toBe('fica');
  });
});
