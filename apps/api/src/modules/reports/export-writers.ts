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

function csvCell(row: ExportRow, column: ReportExportColumn): string {
  switch (column) {
    case 'date':
      return isoToBrDate(row.day);
    case 'customerId':
      return String(row.cid);
    case 'customerName':
      return csvField(neutraliseCell(row.cname));
    case 'groupName':
      return csvField(neutraliseCell(row.gname));
    case 'productName':
      return csvField(neutraliseCell(row.pname));
    case 'functionality':
      return csvField(neutraliseCell(row.functionality));
    case 'unitPrice':
      return csvDecimal(row.price);
    case 'quantity':
      return row.qty;
    case 'amount':
      return csvDecimal(row.amount);
  }
}

export function csvStream(batches: RowBatches, columns: readonly ReportExportColumn[]): Readable {
  async function* lines() {
    yield `\uFEFF${columns.map((c) => csvField(REPORT_EXPORT_HEADERS[c])).join(';')}\r\n`;
    for await (const batch of batches) {
      let chunk = '';
      for (const row of batch) chunk += `${columns.map((c) => csvCell(row, c)).join(';')}\r\n`;
      yield chunk;
    }
  }
  return Readable.from(lines(), { objectMode: false });
}

function xlsxCell(row: ExportRow, column: ReportExportColumn): string | number {
  switch (column) {
    case 'date':
      return isoToBrDate(row.day);
    case 'customerId':
      return row.cid;
    case 'customerName':
      return neutraliseCell(row.cname);
    case 'groupName':
      return neutraliseCell(row.gname);
    case 'productName':
      return neutraliseCell(row.pname);
    case 'functionality':
      return neutraliseCell(row.functionality);
    case 'unitPrice':
      return Number(row.price);
    case 'quantity':
      return Number(row.qty);
    case 'amount':
      return Number(row.amount);
  }
}

export function xlsxStream(
  batches: RowBatches,
  columns: readonly ReportExportColumn[],
  rowsPerSheet: number = XLSX_MAX_ROWS_PER_SHEET - 1,
): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const header = columns.map((c) => REPORT_EXPORT_HEADERS[c]);
  let sheetNumber = 0;
  let sheet: ExcelJS.Worksheet | null = null;
  let inSheet = 0;
  const openSheet = () => {
    sheet?.commit();
    sheetNumber += 1;
    sheet = workbook.addWorksheet(sheetNumber === 1 ? reportMessages.sheetName : `${reportMessages.sheetName} ${sheetNumber}`);
    sheet.addRow(header).commit();
    inSheet = 0;
  };
  void (async () => {
    openSheet();
    for await (const batch of batches) {
      for (const row of batch) {
        if (inSheet === rowsPerSheet) openSheet();
        (sheet as ExcelJS.Worksheet | null)?.addRow(columns.map((c) => xlsxCell(row, c))).commit();
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
