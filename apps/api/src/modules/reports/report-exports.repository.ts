/**
 * SQL of report exports: the export rows (daily rollups, one line per São Paulo day × group ×
 * product × functionality) read page by page, and the 'Exportações' records.
 *
 * The rows are read page by page (keyset pagination on the rollups' primary key), and memory holds
 * one page of REPORT_EXPORT_FETCH_ROWS rows at a time. On PostgreSQL each page is a COPY … TO
 * STDOUT of the same select: the server prints the values as text and the page is split on tabs
 * and newlines, about four times faster than the driver parsing every row into an object (the
 * CSV's speed is the read's). PGlite reads the page with the plain query.
 */
import type pg from 'pg';
import { sql } from 'kysely';
import {
  REPORT_EXPORT_FETCH_ROWS,
  REPORT_EXPORT_LEASE_MS,
  REPORT_EXPORT_MAX_ATTEMPTS,
  reportMessages,
  type ReportExportFormat,
} from '@painel/domain';
import { postgresPool, type Db } from '../../db/database';
import type { ExportRow } from './export-formats/export-format';

export interface ExportFilter {
  companyId: number;
  from: string;
  to: string;
  groupId: number | null;
  productId: number | null;
}

interface RawRow {
  day: string;
  gid: number;
  pid: number;
  fid: number;
  price: string;
  qty: string;
  amount: string;
}

/**
 * One page of the export's rollups after `after` (keyset on the rollups' primary key, so each page
 * is an index range scan, whatever its depth). Money and quantities as the database's exact
 * decimal text; names are joined in memory (a company has few groups, products, functionalities).
 */
function exportPage(db: Db, filter: ExportFilter, after: RawRow | null, limit: number) {
  let query = db
    .selectFrom('usageDailyRollups as r')
    .select((eb) => [
      sql<string>`to_char(${eb.ref('r.usageDay')}, 'YYYY-MM-DD')`.as('day'),
      'r.groupId as gid',
      'r.productId as pid',
      'r.functionalityId as fid',
      sql<string>`${eb.ref('r.unitPrice')}::text`.as('price'),
      sql<string>`${eb.ref('r.quantity')}::text`.as('qty'),
      sql<string>`${eb.ref('r.amount')}::text`.as('amount'),
    ])
    .where('r.companyId', '=', filter.companyId)
    .where('r.usageDay', '>=', filter.from)
    .where('r.usageDay', '<=', filter.to);
  if (filter.groupId !== null) query = query.where('r.groupId', '=', filter.groupId);
  if (filter.productId !== null) query = query.where('r.productId', '=', filter.productId);
  if (after !== null) {
    query = query.where(
      (eb) =>
        sql<boolean>`(${eb.ref('r.usageDay')}, ${eb.ref('r.groupId')}, ${eb.ref('r.productId')}, ${eb.ref('r.functionalityId')}) > (${after.day}::date, ${after.gid}, ${after.pid}, ${after.fid})`,
    );
  }
  return query
    .orderBy('r.usageDay')
    .orderBy('r.groupId')
    .orderBy('r.productId')
    .orderBy('r.functionalityId')
    .limit(limit)
    .execute();
}

/** An id or a limit inlined into COPY's text (COPY takes no bind parameters). */
function sqlInteger(value: number): string {
  if (!Number.isSafeInteger(value)) throw new Error(`not an integer: ${value}`);
  return String(value);
}

/**
 * The same page as exportPage's, through COPY (select …) TO STDOUT on one pooled connection, which
 * goes back to the pool after the page as with the plain query. The values are ids, dates and
 * numbers only (names are joined in memory), so COPY's text format needs no unescaping.
 */
async function copyPage(
  pool: pg.Pool,
  filter: ExportFilter,
  after: RawRow | null,
  limit: number,
): Promise<RawRow[]> {
  // Loaded with the first export, not with every process.
  const { to: copyTo } = await import('pg-copy-streams');
  const client = await pool.connect();
  let failure: Error | undefined;
  try {
    const date = (iso: string) => `${client.escapeLiteral(iso)}::date`;
    const where = [
      `company_id = ${sqlInteger(filter.companyId)}`,
      `usage_day >= ${date(filter.from)}`,
      `usage_day <= ${date(filter.to)}`,
    ];
    if (filter.groupId !== null) where.push(`group_id = ${sqlInteger(filter.groupId)}`);
    if (filter.productId !== null) where.push(`product_id = ${sqlInteger(filter.productId)}`);
    if (after !== null) {
      where.push(
        `(usage_day, group_id, product_id, functionality_id) > (${date(after.day)}, ${sqlInteger(after.gid)}, ${sqlInteger(after.pid)}, ${sqlInteger(after.fid)})`,
      );
    }
    const text = `copy (select to_char(usage_day, 'YYYY-MM-DD'), group_id, product_id, functionality_id, unit_price::text, quantity::text, amount::text
      from usage_daily_rollups where ${where.join(' and ')}
      order by usage_day, group_id, product_id, functionality_id limit ${sqlInteger(limit)}) to stdout`;
    const chunks: Buffer[] = [];
    for await (const chunk of client.query(copyTo(text))) chunks.push(chunk as Buffer);
    const lines = Buffer.concat(chunks).toString('utf8');
    const rows: RawRow[] = [];
    for (let start = 0; start < lines.length;) {
      const end = lines.indexOf('\n', start);
      const [day, gid, pid, fid, price, qty, amount] = lines.slice(start, end).split('\t') as [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
      ]; // the seven columns selected above, in order
      rows.push({ day, gid: Number(gid), pid: Number(pid), fid: Number(fid), price, qty, amount });
      start = end + 1;
    }
    return rows;
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    // A connection whose COPY failed halfway is discarded, not handed to the next query.
    client.release(failure);
  }
}

/** The names an export's lines carry, read once: the company's, its groups', the products'. */
async function exportNames(db: Db, companyId: number) {
  const [company, groups, products] = await Promise.all([
    db
      .selectFrom('companies')
      .select((eb) => sql<string>`coalesce(${eb.ref('tradingName')}, ${eb.ref('name')})`.as('name'))
      .where('id', '=', companyId)
      .executeTakeFirst(),
    db.selectFrom('groups').select(['id', 'name']).where('companyId', '=', companyId).execute(),
    db.selectFrom('products').select(['id', 'name']).execute(),
  ]);
  return {
    company: company?.name ?? '',
    groups: new Map(groups.map((g) => [g.id, g.name])),
    products: new Map(products.map((p) => [p.id, p.name])),
  };
}

/**
 * The export's rows in batches, page after page (keyset pagination on the rollups' primary key,
 * which is also the export's order). Each page is its own short query: no transaction or
 * connection is held between pages, so a slow reader (a download, a background job on the
 * embedded database's one connection) never blocks other requests. Pages are not one snapshot: a
 * late event that updates a rollup already written is not in the file (its total moves on screen);
 * no line is written twice or skipped, since the key only grows. Memory holds one page.
 */
export async function* exportRowBatches(
  db: Db,
  filter: ExportFilter,
  label: (functionalityId: number) => string,
  batchSize: number = REPORT_EXPORT_FETCH_ROWS,
): AsyncGenerator<ExportRow[]> {
  const names = await exportNames(db, filter.companyId);
  const labels = new Map<number, string>();
  const functionality = (id: number) => {
    let text = labels.get(id);
    if (text === undefined) labels.set(id, (text = label(id)));
    return text;
  };
  const limit = Math.max(1, Math.trunc(batchSize));
  const pool = postgresPool(db);
  const page = (after: RawRow | null) =>
    pool ? copyPage(pool, filter, after, limit) : exportPage(db, filter, after, limit);
  // The next page is asked for before this one is handed over: the database reads it while the
  // writer formats this one (on PostgreSQL, from another pooled connection).
  let next: Promise<RawRow[]> | null = page(null);
  try {
    yield* pages();
  } finally {
    // A reader that stopped early (a closed download) leaves the prefetched page unread.
    next?.catch(() => undefined);
  }
  async function* pages() {
    while (next !== null) {
      const rows: RawRow[] = await next;
      next = rows.length === limit ? page(rows[rows.length - 1]!) : null;
      if (rows.length === 0) break;
      yield rows.map((row) => ({
        day: row.day,
        cid: filter.companyId,
        cname: names.company,
        gname: names.groups.get(row.gid) ?? reportMessages.noGroup,
        pname: names.products.get(row.pid) ?? String(row.pid),
        functionality: functionality(row.fid),
        price: row.price,
        qty: row.qty,
        amount: row.amount,
      }));
    }
  }
}

/** How many lines an export of `filter` holds (the job's total, and the synchronous limit). */
export async function countExportRows(db: Db, filter: ExportFilter): Promise<number> {
  let query = db
    .selectFrom('usageDailyRollups')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('companyId', '=', filter.companyId)
    .where('usageDay', '>=', filter.from)
    .where('usageDay', '<=', filter.to);
  if (filter.groupId !== null) query = query.where('groupId', '=', filter.groupId);
  if (filter.productId !== null) query = query.where('productId', '=', filter.productId);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

export function insertExport(
  db: Db,
  row: {
    companyId: number;
    requestedBy: number;
    environment: 'portal' | 'backoffice';
    format: ReportExportFormat;
    periodFrom: string;
    periodTo: string;
    groupId: number | null;
    productId: number | null;
    columns: string[];
    createdAt: Date;
    /** A background job: queued, its file stored by the worker. Absent: synchronous ('done', streamed). */
    job?: { rowsTotal: number };
  },
) {
  const { job, ...values } = row;
  return db
    .insertInto('reportExports')
    .values(job ? { ...values, status: 'queued', stored: true, rowsTotal: job.rowsTotal } : values)
    .returning(['id', 'status', 'rowsTotal'])
    .executeTakeFirstOrThrow();
}

/**
 * Deletes the records older than `before`, and with them the chunks of files stored in the
 * database; answers the stored ones, whose files on disk the caller removes.
 */
export function pruneExports(db: Db, before: Date) {
  return db
    .deleteFrom('reportExports')
    .where('createdAt', '<', before)
    .returning(['id', 'format', 'stored', 'fileStore'])
    .execute();
}

/**
 * The company's exports queued or running, counted with the company's row locked, so two requests
 * at once cannot both pass the limit (the caller's transaction holds the lock until its insert).
 */
export async function pendingExportsLocked(db: Db, companyId: number): Promise<number> {
  await db.selectFrom('companies').select('id').where('id', '=', companyId).forNoKeyUpdate().execute();
  const row = await db
    .selectFrom('reportExports')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('companyId', '=', companyId)
    .where('status', 'in', ['queued', 'running'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Takes the oldest queued job of the environment (skip locked: several API processes may share the table). */
export function claimNextExport(db: Db, environment: 'portal' | 'backoffice', at: Date) {
  return db
    .updateTable('reportExports')
    .set((eb) => ({ status: 'running', rowsWritten: 0, attempts: eb('attempts', '+', 1), heartbeatAt: at }))
    .where(
      'id',
      '=',
      db
        .selectFrom('reportExports')
        .select('id')
        .where('status', '=', 'queued')
        .where('environment', '=', environment)
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .executeTakeFirst();
}

/** A job's claim: which try of which job a worker holds (another try of it is another claim). */
export type ExportClaim = { id: string; attempts: number };

/**
 * Records progress and renews the lease; false when the claim was lost (the job was queued again
 * and taken by another worker), and the worker must stop writing.
 */
export async function setExportProgress(db: Db, claim: ExportClaim, rowsWritten: number, at: Date) {
  const result = await db
    .updateTable('reportExports')
    .set({ rowsWritten, heartbeatAt: at })
    .where('id', '=', claim.id)
    .where('attempts', '=', claim.attempts)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Ends a job; a 'done' one records where its file was written (`fileStore`). */
export function finishExport(
  db: Db,
  claim: ExportClaim,
  outcome: { status: 'done'; fileStore: 'database' | 'disk' } | { status: 'failed' },
  rowsWritten: number,
  at: Date,
) {
  return db
    .updateTable('reportExports')
    .set({ ...outcome, rowsWritten, finishedAt: at })
    .where('id', '=', claim.id)
    .where('attempts', '=', claim.attempts)
    .where('status', '=', 'running')
    .execute();
}

/** One piece of a stored export's file (database storage), `seq` counting from 0. */
export async function insertExportChunk(db: Db, exportId: string, seq: number, data: Uint8Array) {
  await db.insertInto('reportExportChunks').values({ exportId, seq, data }).execute();
}

/** Removes the pieces of an export's file: before it is written anew, and after a failed write. */
export async function deleteExportChunks(db: Db, exportId: string) {
  await db.deleteFrom('reportExportChunks').where('exportId', '=', exportId).execute();
}

/** The piece of an export's file after `afterSeq` (-1: the first), or undefined past the last one. */
export async function nextExportChunk(db: Db, exportId: string, afterSeq: number) {
  return db
    .selectFrom('reportExportChunks')
    .select(['seq', 'data'])
    .where('exportId', '=', exportId)
    .where('seq', '>', afterSeq)
    .orderBy('seq')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Jobs left 'running' by a process that stopped — their lease ran out (REPORT_EXPORT_LEASE_MS with
 * no progress), or they predate the lease — are queued again (the file is written anew from the
 * start), up to REPORT_EXPORT_MAX_ATTEMPTS tries; then they fail. A job a live worker is writing
 * keeps its lease and is left alone.
 */
export async function requeueInterruptedExports(db: Db, environment: 'portal' | 'backoffice', at: Date) {
  const expired = new Date(at.getTime() - REPORT_EXPORT_LEASE_MS);
  const interrupted = db
    .updateTable('reportExports')
    .where('status', '=', 'running')
    .where('environment', '=', environment)
    .where((eb) => eb.or([eb('heartbeatAt', 'is', null), eb('heartbeatAt', '<', expired)]));
  await interrupted
    .set({ status: 'failed', finishedAt: at })
    .where('attempts', '>=', REPORT_EXPORT_MAX_ATTEMPTS)
    .execute();
  await interrupted.set({ status: 'queued', rowsWritten: 0 }).execute();
}

export function findExport(db: Db, id: string) {
  return db.selectFrom('reportExports').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The requester's exports since `since`, newest first, with the customer's name. */
export function listExports(db: Db, requestedBy: number, environment: 'portal' | 'backoffice', since: Date) {
  return db
    .selectFrom('reportExports as e')
    .innerJoin('companies as c', 'c.id', 'e.companyId')
    .select((eb) => [
      'e.id',
      'e.format',
      'e.createdAt',
      'e.status',
      'e.rowsWritten',
      'e.rowsTotal',
      sql<string>`to_char(${eb.ref('e.periodFrom')}, 'YYYY-MM-DD')`.as('from'),
      sql<string>`to_char(${eb.ref('e.periodTo')}, 'YYYY-MM-DD')`.as('to'),
      sql<string>`coalesce(${eb.ref('c.tradingName')}, ${eb.ref('c.name')})`.as('customerName'),
    ])
    .where('e.requestedBy', '=', requestedBy)
    .where('e.environment', '=', environment)
    .where('e.createdAt', '>=', since)
    .orderBy('e.createdAt', 'desc')
    .orderBy('e.id', 'desc')
    .limit(50)
    .execute();
}
