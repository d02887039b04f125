/**
 * SQL of report exports: the export rows (daily rollups, one line per São Paulo day × group ×
 * product × functionality) read through a server-side cursor, and the 'Exportações' records.
 *
 * The cursor is plain SQL (`declare … no scroll cursor` + `fetch n`) inside a transaction held for
 * the download: it behaves the same on PostgreSQL and on PGlite (which has no driver-level
 * streaming), and memory holds one batch of REPORT_EXPORT_FETCH_ROWS rows at a time.
 */
import { sql } from 'kysely';
import { REPORT_EXPORT_FETCH_ROWS, reportMessages } from '@painel/domain';
import type { Db } from '../../db/database';
import type { ExportRow } from './export-writers';

export interface ExportFilter {
  companyId: number;
  from: string;
  to: string;
  groupId: number | null;
  productId: number | null;
}

function exportQuery(db: Db, filter: ExportFilter) {
  let query = db
    .selectFrom('usageDailyRollups as r')
    .innerJoin('products as p', 'p.id', 'r.productId')
    .innerJoin('companies as c', 'c.id', 'r.companyId')
    .leftJoin('groups as g', (join) => join.onRef('g.id', '=', 'r.groupId').onRef('g.companyId', '=', 'r.companyId'))
    .where('r.companyId', '=', filter.companyId)
    .where('r.usageDay', '>=', filter.from)
    .where('r.usageDay', '<=', filter.to);
  if (filter.groupId !== null) query = query.where('r.groupId', '=', filter.groupId);
  if (filter.productId !== null) query = query.where('r.productId', '=', filter.productId);
  return query
    .select((eb) => [
      sql<string>`to_char(${eb.ref('r.usageDay')}, 'YYYY-MM-DD')`.as('day'),
      'r.companyId as cid',
      sql<string>`coalesce(${eb.ref('c.tradingName')}, ${eb.ref('c.name')})`.as('cname'),
      sql<string>`coalesce(${eb.ref('g.name')}, ${reportMessages.noGroup})`.as('gname'),
      'p.name as pname',
      'r.functionalityId as fid',
      sql<string>`${eb.ref('r.unitPrice')}::text`.as('price'),
      sql<string>`${eb.ref('r.quantity')}::text`.as('qty'),
      sql<string>`${eb.ref('r.amount')}::text`.as('amount'),
    ])
    .orderBy('r.usageDay')
    .orderBy('r.groupId')
    .orderBy('r.productId')
    .orderBy('r.functionalityId');
}

type RawRow = Omit<ExportRow, 'functionality'> & { fid: number };

/**
 * The export's rows in batches from a cursor. The transaction lives as long as the reader: it
 * commits after the last batch, and rolls back if the reader stops early (a closed download).
 */
export async function* exportRowBatches(
  db: Db,
  filter: ExportFilter,
  label: (functionalityId: number) => string,
  batchSize: number = REPORT_EXPORT_FETCH_ROWS,
): AsyncGenerator<ExportRow[]> {
  const trx = await db.startTransaction().setIsolationLevel('repeatable read').execute();
  let done = false;
  try {
    await sql`declare report_export no scroll cursor for ${exportQuery(trx, filter)}`.execute(trx);
    for (;;) {
      const { rows } = await sql<RawRow>`fetch ${sql.raw(String(Math.trunc(batchSize)))} from report_export`.execute(trx);
      if (rows.length === 0) break;
      yield rows.map((row) => ({ ...row, functionality: label(row.fid) }));
    }
    await trx.commit().execute();
    done = true;
  } finally {
    if (!done) await trx.rollback().execute();
  }
}

export function insertExport(
  db: Db,
  row: {
    companyId: number;
    requestedBy: number;
    environment: 'portal' | 'backoffice';
    format: 'csv' | 'xlsx';
    periodFrom: string;
    periodTo: string;
    groupId: number | null;
    productId: number | null;
    columns: string[];
    createdAt: Date;
  },
) {
  return db.insertInto('reportExports').values(row).returning('id').executeTakeFirstOrThrow();
}

export function pruneExports(db: Db, before: Date) {
  return db.deleteFrom('reportExports').where('createdAt', '<', before).execute();
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
