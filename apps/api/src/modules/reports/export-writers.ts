/**
 * The export's two file formats, written row batch by row batch as the database cursor hands them
 * over, so memory holds one batch whatever the export's size:
 * - CSV for pt-BR Excel: UTF-8 BOM, ';' between fields, CRLF, decimal comma, no thousands
 *   separator (Excel pt-BR reads '1234,567' as a number), text cells neutralised and quoted.
 * - XLSX with exceljs' streaming WorkbookWriter (no shared strings, no styles: both would keep
 *   every row in memory), a new sheet every `rowsPerSheet` data rows (Excel holds 1,048,576 rows,
 *   one of them the header). Money cells are numbers there: Excel itself keeps doubles.
 */
import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  REPORT_EXPORT_HEADERS,
  XLSX_MAX_ROWS_PER_SHEET,
  csvField,
  formatMilliBr,
  isoToBrDate,
  neutraliseCell,
  parseMilli,
  reportMessages,
  type ReportExportColumn,
} from '@painel/domain';

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

const THREE_DECIMALS = /^-?\d+\.\d{3}$/;

/**
 * Decimal text to pt-BR Excel's number text: '1234.5' → '1234,500'; no grouping. numeric(…, 3)
 * columns print exactly three decimals, so the common case only swaps the point for a comma.
 */
function csvDecimal(text: string): string {
  if (THREE_DECIMALS.test(text)) return text.replace('.', ',');
  return formatMilliBr(parseMilli(text), 3).replaceAll('.', '');
}

/**
 * Per-export memo of text cells: an export repeats a few names (one company, its groups, products,
 * functionalities) and a few days over millions of lines, so each is neutralised, quoted and
 * reformatted once. Bounded: past `limit` entries it stops remembering.
 */
function memo(format: (text: string) => string, limit = 10_000): (text: string) => string {
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

const csvText = (text: string) => csvField(neutraliseCell(text));

/** One function per column, chosen once per export: the row loop only concatenates strings. */
function csvCells(columns: readonly ReportExportColumn[]): ((row: ExportRow) => string)[] {
  const day = memo(isoToBrDate);
  const text = memo(csvText);
  return columns.map((column) => {
    switch (column) {
      case 'date':
        return (row) => day(row.day);
      case 'customerId':
        return (row) => String(row.cid);
      case 'customerName':
        return (row) => text(row.cname);
      case 'groupName':
        return (row) => text(row.gname);
      case 'productName':
        return (row) => text(row.pname);
      case 'functionality':
        return (row) => text(row.functionality);
      case 'unitPrice':
        return (row) => csvDecimal(row.price);
      case 'quantity':
        return (row) => row.qty;
      case 'amount':
        return (row) => csvDecimal(row.amount);
    }
  });
}

/**
 * The CSV: one string per batch (not one write per row), and the next batch is read from the
 * database only when the reader has taken the previous one (Readable.from pulls on demand).
 */
export function csvStream(batches: RowBatches, columns: readonly ReportExportColumn[]): Readable {
  const cells = csvCells(columns);
  const last = cells.length - 1;
  async function* chunks() {
    yield Buffer.from(`\uFEFF${columns.map((c) => csvField(REPORT_EXPORT_HEADERS[c])).join(';')}\r\n`);
    for await (const batch of batches) {
      let chunk = '';
      for (const row of batch) {
        for (let i = 0; i < last; i += 1) chunk += `${cells[i]!(row)};`;
        chunk += `${cells[last]!(row)}\r\n`;
      }
      yield Buffer.from(chunk);
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}

/** The XLSX's cells, one function per column like the CSV's; money and quantities are numbers. */
function xlsxCells(columns: readonly ReportExportColumn[]): ((row: ExportRow) => string | number)[] {
  const day = memo(isoToBrDate);
  const text = memo(neutraliseCell);
  return columns.map((column) => {
    switch (column) {
      case 'date':
        return (row) => day(row.day);
      case 'customerId':
        return (row) => row.cid;
      case 'customerName':
        return (row) => text(row.cname);
      case 'groupName':
        return (row) => text(row.gname);
      case 'productName':
        return (row) => text(row.pname);
      case 'functionality':
        return (row) => text(row.functionality);
      case 'unitPrice':
        return (row) => Number(row.price);
      case 'quantity':
        return (row) => Number(row.qty);
      case 'amount':
        return (row) => Number(row.amount);
    }
  });
}

export function xlsxStream(
  batches: RowBatches,
  columns: readonly ReportExportColumn[],
  rowsPerSheet: number = XLSX_MAX_ROWS_PER_SHEET - 1,
): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const header = columns.map((c) => REPORT_EXPORT_HEADERS[c]);
  const cells = xlsxCells(columns);
  let sheetNumber = 0;
  let sheet: ExcelJS.Worksheet | null = null;
  let inSheet = 0;
  const openSheet = () => {
    sheet?.commit();
    sheetNumber += 1;
    sheet = workbook.addWorksheet(
      sheetNumber === 1 ? reportMessages.sheetName : `${reportMessages.sheetName} ${sheetNumber}`,
    );
    sheet.addRow(header).commit();
    inSheet = 0;
  };
  void (async () => {
    openSheet();
    for await (const batch of batches) {
      // Each row is committed as it is added: exceljs keeps uncommitted rows in an array it shifts
      // from on commit, so committing a batch at once costs quadratic time.
      for (const row of batch) {
        if (inSheet === rowsPerSheet) openSheet();
        (sheet as ExcelJS.Worksheet | null)?.addRow(cells.map((cell) => cell(row))).commit();
        inSheet += 1;
      }
      // Backpressure: wait for the reader before fetching the next batch.
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    (sheet as ExcelJS.Worksheet | null)?.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
