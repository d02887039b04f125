/**
 * The export's two file formats, written row batch by row batch as the database hands them over,
 * so memory holds one batch whatever the export's size:
 * - CSV for pt-BR Excel: UTF-8 BOM, ';' between fields, CRLF, decimal comma, no thousands
 *   separator (Excel pt-BR reads '1234,567' as a number), text cells neutralised and quoted.
 * - XLSX as the few SpreadsheetML parts a workbook needs, written here (inline strings, numbers
 *   and one small fixed style sheet; no shared strings: they would hold every row until the end),
 *   zipped by archiver as a stream, a new sheet every `rowsPerSheet` data rows (Excel holds
 *   1,048,576 rows, one of them the header). It is the accountant's file: days are date cells
 *   (DD/MM/AAAA), money and quantities numbers with their formats (prices and totals with three
 *   decimals, as the report shows them), the header row bold and frozen, columns as wide as the
 *   header and the first batch ask. A text cell is never a formula in SpreadsheetML, so text is
 *   written as it is; one that would start a formula when typed again (=, +, -, @) carries Excel's
 *   hidden quote prefix instead of a visible apostrophe. Money cells are written from the
 *   database's exact decimal text (Excel itself keeps doubles).
 *
 * Both pull: the next batch is read from the database only when the zip (or the reader) has taken
 * the previous one, so a slow download holds one batch, not the export. exceljs' WorkbookWriter,
 * used before, queued every row's XML in its own buffer ahead of the compressor (+420 MB at 1M
 * rows), which is why the XLSX is written here.
 */
import { finished } from 'node:stream/promises';
import { PassThrough, Readable } from 'node:stream';
import archiver from 'archiver';
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

// Characters XML 1.0 cannot carry at all (dropped, as Excel and exceljs do) and the ones it escapes.
// eslint-disable-next-line no-control-regex -- matching those control characters is the point
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const XML_SPECIAL = /[&<>\r]/g;
const XML_ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '\r': '&#13;',
};
const xmlText = (text: string) =>
  text.replace(XML_INVALID, '').replace(XML_SPECIAL, (c) => XML_ENTITIES[c] ?? c);

/**
 * The workbook's cell styles (indexes into `cellXfs` of STYLES_XML): dates as DD/MM/AAAA, prices
 * and totals with three decimals and thousands grouping, whole quantities grouped, text that would
 * read as a formula when typed again with Excel's hidden quote prefix, and the bold header.
 */
const STYLE = { date: 1, milli: 2, whole: 3, quotedText: 4, header: 5 } as const;

const STYLES_XML =
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">` +
  '<numFmts count="2"><numFmt numFmtId="164" formatCode="dd/mm/yyyy"/><numFmt numFmtId="165" formatCode="#,##0.000"/></numFmts>' +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="6"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="3" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" quotePrefix="1"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';

/** The rest of an inline-string cell after its reference: `" t="inlineStr"><is><t>…</t></is></c>`. */
function xlsxString(text: string, style?: number): string {
  const space = /^\s|\s$/.test(text) ? ' xml:space="preserve"' : '';
  const s = style === undefined ? '' : ` s="${style}"`;
  return `"${s} t="inlineStr"><is><t${space}>${xmlText(text)}</t></is></c>`;
}
/** A text cell: as it is, with the quote prefix where typing it again would start a formula. */
const xlsxText = (text: string) =>
  xlsxString(text, neutraliseCell(text) === text ? undefined : STYLE.quotedText);
const xlsxNumber = (text: string, style?: number) =>
  style === undefined ? `"><v>${text}</v></c>` : `" s="${style}"><v>${text}</v></c>`;

/** Days from Excel's epoch (1899-12-30, past its 1900 leap-year quirk) to an ISO calendar day. */
const EXCEL_EPOCH_UTC = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;
function excelSerialDay(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return String((Date.UTC(year, month - 1, day) - EXCEL_EPOCH_UTC) / DAY_MS);
}

/** Characters a three-decimal number shows with its grouping: '1234.567' → '1.234,567' → 9. */
function decimalWidth(text: string): number {
  const whole = text.replace(/^-/, '').split('.')[0]?.length ?? 1;
  return whole + Math.floor((whole - 1) / 3) + 4 + (text.startsWith('-') ? 1 : 0);
}

/**
 * One column's cell in each format; the XLSX one is the cell's XML after `<c r="B7`, and `width`
 * the characters it shows (the XLSX's column widths are fitted to them).
 */
interface ColumnCells {
  csv: (row: ExportRow) => string;
  xlsx: (row: ExportRow) => string;
  width: (row: ExportRow) => number;
}

/**
 * The export's columns, each with its CSV and XLSX cell, built once per export (the memos live as
 * long as it): the row loops only concatenate strings. Text goes through domain neutraliseCell in
 * both formats; numbers are the database's decimal text and never pass through it.
 */
function columnCells(): Readonly<Record<ReportExportColumn, ColumnCells>> {
  const csvDay = memo(isoToBrDate);
  const xlsxDay = memo((iso) => xlsxNumber(excelSerialDay(iso), STYLE.date));
  const csvText = memo((text) => csvField(neutraliseCell(text)));
  const xlsxTextCell = memo(xlsxText);
  const text = (read: (row: ExportRow) => string): ColumnCells => ({
    csv: (row) => csvText(read(row)),
    xlsx: (row) => xlsxTextCell(read(row)),
    width: (row) => read(row).length,
  });
  const milli = (read: (row: ExportRow) => string): ColumnCells => ({
    csv: (row) => csvDecimal(read(row)),
    xlsx: (row) => xlsxNumber(read(row), STYLE.milli),
    width: (row) => decimalWidth(read(row)),
  });
  return {
    date: { csv: (row) => csvDay(row.day), xlsx: (row) => xlsxDay(row.day), width: () => 10 },
    customerId: {
      csv: (row) => String(row.cid),
      xlsx: (row) => xlsxNumber(String(row.cid)),
      width: (row) => String(row.cid).length,
    },
    customerName: text((row) => row.cname),
    groupName: text((row) => row.gname),
    productName: text((row) => row.pname),
    functionality: text((row) => row.functionality),
    unitPrice: milli((row) => row.price),
    quantity: {
      csv: (row) => row.qty,
      xlsx: (row) => xlsxNumber(row.qty, STYLE.whole),
      width: (row) => decimalWidth(row.qty) - 4,
    },
    amount: milli((row) => row.amount),
  };
}

/**
 * The CSV: one string per batch (not one write per row), and the next batch is read from the
 * database only when the reader has taken the previous one (Readable.from pulls on demand).
 */
export function csvStream(batches: RowBatches, columns: readonly ReportExportColumn[]): Readable {
  const table = columnCells();
  const cells = columns.map((c) => table[c].csv);
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

// --- XLSX (Office Open XML, ECMA-376 part 1: the package parts a workbook cannot do without) ---

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const NS_MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const NS_RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const REL_TYPE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

function contentTypesXml(sheets: number): string {
  const overrides = Array.from(
    { length: sheets },
    (_, i) =>
      `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
  ).join('');
  return `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>${overrides}</Types>`;
}

const PACKAGE_RELS_XML = `${XML_HEAD}<Relationships xmlns="${NS_RELS}"><Relationship Id="rId1" Type="${REL_TYPE}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

function workbookXml(names: readonly string[]): string {
  const sheets = names
    .map(
      (name, i) =>
        `<sheet name="${xmlText(name).replaceAll('"', '&quot;')}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`,
    )
    .join('');
  return `${XML_HEAD}<workbook xmlns="${NS_MAIN}" xmlns:r="${REL_TYPE}"><sheets>${sheets}</sheets></workbook>`;
}

function workbookRelsXml(sheets: number): string {
  const rels = Array.from(
    { length: sheets },
    (_, i) =>
      `<Relationship Id="rId${i + 1}" Type="${REL_TYPE}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
  ).join('');
  const styles = `<Relationship Id="rId${sheets + 1}" Type="${REL_TYPE}/styles" Target="styles.xml"/>`;
  return `${XML_HEAD}<Relationships xmlns="${NS_RELS}">${rels}${styles}</Relationships>`;
}

/** Rows of the first batch the column widths are fitted to (enough to see the names; cheap). */
const WIDTH_SAMPLE_ROWS = 500;
const MIN_COLUMN_WIDTH = 8;
const MAX_COLUMN_WIDTH = 60;

/**
 * The sheet's head before its rows: the header row frozen (it stays while the rows scroll) and
 * each column as wide as its header or the widest of the sampled rows, in characters plus margin.
 */
function sheetHeadXml(headers: readonly string[], widths: readonly number[]): string {
  const pane =
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
    '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>';
  const cols = headers
    .map((header, i) => {
      const width = Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, header.length, widths[i] ?? 0) + 2);
      return `<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"/>`;
    })
    .join('');
  return `${XML_HEAD}<worksheet xmlns="${NS_MAIN}">${pane}<cols>${cols}</cols><sheetData>`;
}

/** 0 → 'A', 25 → 'Z', 26 → 'AA'. */
function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/**
 * Deflate level of the XLSX's parts: 1 compresses sheet XML (a few names repeated) to about the
 * size level 6 gives, at a fraction of the CPU time, and the zip is what bounds the XLSX's speed.
 */
const XLSX_DEFLATE_LEVEL = 1;

export function xlsxStream(
  batches: RowBatches,
  columns: readonly ReportExportColumn[],
  rowsPerSheet: number = XLSX_MAX_ROWS_PER_SHEET - 1,
): Readable {
  const table = columnCells();
  const cells = columns.map((c) => table[c].xlsx);
  const refs = columns.map((_, i) => `<c r="${columnLetter(i)}`);
  const headers = columns.map((c) => REPORT_EXPORT_HEADERS[c]);
  const headerRow = `<row r="1">${headers.map((h, i) => `${refs[i]}1${xlsxString(h, STYLE.header)}`).join('')}</row>`;

  const rows = batches[Symbol.asyncIterator]();
  let batch: readonly ExportRow[] = [];
  let at = 0;
  let exhausted = false;
  /** Whether a row is left, reading the next non-empty batch when this one is spent. */
  async function rowLeft(): Promise<boolean> {
    while (at === batch.length && !exhausted) {
      const next = await rows.next();
      if (next.done) exhausted = true;
      else {
        batch = next.value;
        at = 0;
      }
    }
    return at < batch.length;
  }

  /** One sheet's XML: its header, then up to `rowsPerSheet` rows, one chunk per batch (or part of one). */
  async function* sheetXml(): AsyncGenerator<Buffer> {
    await rowLeft();
    const sample = batch.slice(at, at + WIDTH_SAMPLE_ROWS);
    const widths = columns.map((c) => Math.max(0, ...sample.map(table[c].width)));
    yield Buffer.from(`${sheetHeadXml(headers, widths)}${headerRow}`);
    let written = 0;
    while (written < rowsPerSheet && (await rowLeft())) {
      const end = Math.min(batch.length, at + rowsPerSheet - written);
      let chunk = '';
      for (; at < end; at += 1) {
        written += 1;
        const row = batch[at]!;
        const n = String(written + 1);
        chunk += `<row r="${n}">`;
        for (let i = 0; i < cells.length; i += 1) chunk += `${refs[i]}${n}${cells[i]!(row)}`;
        chunk += '</row>';
      }
      yield Buffer.from(chunk);
    }
    yield Buffer.from('</sheetData></worksheet>');
  }

  const zip = archiver('zip', { zlib: { level: XLSX_DEFLATE_LEVEL } });
  const out = new PassThrough();
  let done = false;
  zip.on('error', (error) => out.destroy(error));
  zip.once('end', () => {
    done = true;
  });
  zip.pipe(out);
  // A reader that stops early (a closed download) stops the zip and the database reads behind it.
  out.once('close', () => {
    if (done) return;
    zip.abort();
    void rows.return?.().catch(() => undefined);
  });

  void (async () => {
    const names: string[] = [];
    do {
      names.push(
        names.length === 0 ? reportMessages.sheetName : `${reportMessages.sheetName} ${names.length + 1}`,
      );
      // Not object mode: the zip takes bytes and asks for the next chunk only when it has room.
      const sheet = Readable.from(sheetXml(), { objectMode: false });
      zip.append(sheet, { name: `xl/worksheets/sheet${names.length}.xml` });
      await finished(sheet);
    } while (await rowLeft());
    zip.append(workbookXml(names), { name: 'xl/workbook.xml' });
    zip.append(workbookRelsXml(names.length), { name: 'xl/_rels/workbook.xml.rels' });
    zip.append(STYLES_XML, { name: 'xl/styles.xml' });
    zip.append(PACKAGE_RELS_XML, { name: '_rels/.rels' });
    zip.append(contentTypesXml(names.length), { name: '[Content_Types].xml' });
    await zip.finalize();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
