/**
 * CSV for pt-BR Excel: UTF-8 BOM, ';' between fields, CRLF, decimal comma, no thousands separator
 * (Excel pt-BR reads '1234,567' as a number), text cells neutralised (domain neutraliseCell) and
 * quoted. One string per batch, not one write per row.
 */
import { Readable } from 'node:stream';
import {
  REPORT_EXPORT_HEADERS,
  csvField,
  formatMilliBr,
  isoToBrDate,
  neutraliseCell,
  parseMilli,
  type ReportExportColumn,
} from '@painel/domain';
import { columnCells, memo, type ExportFormat, type RowBatches } from './export-format';

const THREE_DECIMALS = /^-?\d+\.\d{3}$/;

/**
 * Decimal text to pt-BR Excel's number text: '1234.5' → '1234,500'; no grouping. numeric(…, 3)
 * columns print exactly three decimals, so the common case only swaps the point for a comma.
 */
function csvDecimal(text: string): string {
  if (THREE_DECIMALS.test(text)) return text.replace('.', ',');
  return formatMilliBr(parseMilli(text), 3).replaceAll('.', '');
}

export function csvStream(batches: RowBatches, columns: readonly ReportExportColumn[]): Readable {
  const cells = columnCells(columns, {
    day: memo(isoToBrDate),
    id: (text) => text,
    text: memo((text) => csvField(neutraliseCell(text))),
    milli: csvDecimal,
    whole: (text) => text,
  });
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
  // Readable.from pulls on demand: the next batch is read when the reader has taken this one.
  return Readable.from(chunks(), { objectMode: false });
}

export const csvFormat: ExportFormat = {
  mimeType: 'text/csv; charset=utf-8',
  extension: 'csv',
  write: csvStream,
};
