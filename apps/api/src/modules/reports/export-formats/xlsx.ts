/**
 * XLSX as the few SpreadsheetML parts a workbook needs, written here (inline strings, numbers and
 * one small fixed style sheet; no shared strings: they would hold every row until the end), zipped
 * by archiver as a stream, a new sheet every `rowsPerSheet` data rows (Excel holds 1,048,576 rows,
 * one of them the header). It is the accountant's file: days are date cells (DD/MM/AAAA), money and
 * quantities numbers with their formats (prices and totals with three decimals, as the report
 * shows them), the header row bold and frozen, columns as wide as the header and the first batch
 * ask. A text cell is never a formula in SpreadsheetML, so text is written as it is; one that would
 * start a formula when typed again (=, +, -, @) carries Excel's hidden quote prefix instead of a
 * visible apostrophe. Money cells are written from the database's exact decimal text (Excel itself
 * keeps doubles).
 *
 * The next batch is read from the database only when the zip has taken the previous one, so a slow
 * download holds one batch, not the export. exceljs' WorkbookWriter, used before, queued every
 * row's XML in its own buffer ahead of the compressor (+420 MB at 1M rows), which is why the XLSX
 * is written here. archiver (with its two dozen modules) is loaded by the first XLSX, not with every
 * process.
 */
import { finished } from 'node:stream/promises';
import { PassThrough, Readable } from 'node:stream';
import type { Archiver } from 'archiver';
import {
  REPORT_EXPORT_HEADERS,
  XLSX_MAX_ROWS_PER_SHEET,
  neutraliseCell,
  reportMessages,
  type ReportExportColumn,
} from '@painel/domain';
import {
  columnCells,
  memo,
  type CellKind,
  type ExportFormat,
  type ExportRow,
  type RowBatches,
} from './export-format';

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

/** The characters a cell shows, by kind: the column widths are fitted to them. */
const CELL_WIDTHS: Readonly<Record<CellKind, (text: string) => number>> = {
  day: () => 10,
  id: (text) => text.length,
  text: (text) => text.length,
  milli: decimalWidth,
  whole: (text) => decimalWidth(text) - 4,
};

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
  const cells = columnCells(columns, {
    day: memo((iso) => xlsxNumber(excelSerialDay(iso), STYLE.date)),
    id: (text) => xlsxNumber(text),
    text: memo(xlsxText),
    milli: (text) => xlsxNumber(text, STYLE.milli),
    whole: (text) => xlsxNumber(text, STYLE.whole),
  });
  const widthOf = columnCells(columns, CELL_WIDTHS);
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
    const widths = widthOf.map((width) => Math.max(0, ...sample.map(width)));
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

  const out = new PassThrough();
  let zip: Archiver | undefined;
  let done = false;
  // A reader that stops early (a closed download) stops the zip and the database reads behind it.
  out.once('close', () => {
    if (done) return;
    zip?.abort();
    void rows.return?.().catch(() => undefined);
  });

  void (async () => {
    const { default: archiver } = await import('archiver');
    if (out.destroyed) return;
    const archive = archiver('zip', { zlib: { level: XLSX_DEFLATE_LEVEL } });
    zip = archive;
    archive.on('error', (error) => out.destroy(error));
    archive.once('end', () => {
      done = true;
    });
    archive.pipe(out);
    const names: string[] = [];
    do {
      names.push(
        names.length === 0 ? reportMessages.sheetName : `${reportMessages.sheetName} ${names.length + 1}`,
      );
      // Not object mode: the zip takes bytes and asks for the next chunk only when it has room.
      const sheet = Readable.from(sheetXml(), { objectMode: false });
      archive.append(sheet, { name: `xl/worksheets/sheet${names.length}.xml` });
      await finished(sheet);
    } while (await rowLeft());
    archive.append(workbookXml(names), { name: 'xl/workbook.xml' });
    archive.append(workbookRelsXml(names.length), { name: 'xl/_rels/workbook.xml.rels' });
    archive.append(STYLES_XML, { name: 'xl/styles.xml' });
    archive.append(PACKAGE_RELS_XML, { name: '_rels/.rels' });
    archive.append(contentTypesXml(names.length), { name: '[Content_Types].xml' });
    await archive.finalize();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

export const xlsxFormat: ExportFormat = {
  mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  extension: 'xlsx',
  write: (batches, columns) => xlsxStream(batches, columns),
};
