/**
 * What every export format shares: the exported line as the repository reads it, what each column
 * holds, and the shape of a format's writer (modules/reports/export-formats/index.ts lists them).
 * A writer formats the five kinds of cell; which column is which kind is decided here, once.
 *
 * Writers pull: the next batch is read from the database only when the reader has taken the
 * previous one, so memory holds one batch whatever the export's size.
 */
import type { Readable } from 'node:stream';
import type { ReportExportColumn } from '@painel/domain';

/** One exported line, as the repository reads it (money as the database's decimal text). */
export interface ExportRow {
  day: string;
  cid: number;
  cname: string;
  gname: string;
  pname: string;
  functionality: string;
  price: string;
  qty: string;
  amount: string;
}

export type RowBatches = AsyncIterable<readonly ExportRow[]>;

/** A file format of the report export: its writer and how the download names and types it. */
export interface ExportFormat {
  /** The download's Content-Type. */
  mimeType: string;
  /** The file name's extension, without the dot (also the stored file's). */
  extension: string;
  /** The file, written batch by batch as the batches are read. */
  write: (batches: RowBatches, columns: readonly ReportExportColumn[]) => Readable;
}

/**
 * The kinds of cell: an ISO day, a whole id, text (names, which a spreadsheet could read as a
 * formula), a price or total with three decimals, a whole quantity. Numbers are the database's
 * decimal text and never pass through formula neutralisation.
 */
export type CellKind = 'day' | 'id' | 'text' | 'milli' | 'whole';

const EXPORT_CELLS: Readonly<
  Record<ReportExportColumn, { kind: CellKind; read: (row: ExportRow) => string }>
> = {
  date: { kind: 'day', read: (row) => row.day },
  customerId: { kind: 'id', read: (row) => String(row.cid) },
  customerName: { kind: 'text', read: (row) => row.cname },
  groupName: { kind: 'text', read: (row) => row.gname },
  productName: { kind: 'text', read: (row) => row.pname },
  functionality: { kind: 'text', read: (row) => row.functionality },
  unitPrice: { kind: 'milli', read: (row) => row.price },
  quantity: { kind: 'whole', read: (row) => row.qty },
  amount: { kind: 'milli', read: (row) => row.amount },
};

/**
 * The columns' cells as one writer writes them: each column's text through the writer's formatter
 * of its kind. Built once per export, so the row loops only call and concatenate.
 */
export function columnCells<T>(
  columns: readonly ReportExportColumn[],
  byKind: Readonly<Record<CellKind, (text: string) => T>>,
): ((row: ExportRow) => T)[] {
  return columns.map((column) => {
    const { kind, read } = EXPORT_CELLS[column];
    const format = byKind[kind];
    return (row) => format(read(row));
  });
}

/**
 * Per-export memo of cells: an export repeats a few names (one company, its groups, products,
 * functionalities) and a few days over millions of lines, so each is formatted once. Bounded: past
 * `limit` entries it stops remembering.
 */
export function memo(format: (text: string) => string, limit = 10_000): (text: string) => string {
  const seen = new Map<string, string>();
  return (text) => {
    let cell = seen.get(text);
    if (cell === undefined) {
      cell = format(text);
      if (seen.size < limit) seen.set(text, cell);
    }
    return cell;
  };
}
