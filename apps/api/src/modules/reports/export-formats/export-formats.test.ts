/**
 * The export writers alone: a workbook past its sheet's row ceiling continues on a new sheet
 * (tried with a small ceiling; Excel's is 1,048,576 rows with the header), and the CSV of many
 * batches is one header and every row.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it, vi } from 'vitest';
import { REPORT_EXPORT_COLUMNS, REPORT_EXPORT_HEADERS } from '@painel/domain';
import { csvStream } from './csv';
import type { ExportRow } from './export-format';
import { xlsxStream } from './xlsx';

const row = (n: number): ExportRow => ({
  day: '2026-06-01',
  cid: 7,
  cname: 'Empresa',
  gname: `Grupo ${n}`,
  pname: 'Localize',
  functionality: '+cmd',
  price: '0.125',
  qty: String(n),
  amount: (n * 0.125).toFixed(3),
});

async function* batches(total: number, size: number) {
  for (let start = 0; start < total; start += size) {
    yield Array.from({ length: Math.min(size, total - start) }, (_, i) => row(start + i + 1));
  }
}

async function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe('export writers', () => {
  it('splits an XLSX into sheets at the row ceiling, each with its header', async () => {
    const buffer = await collect(xlsxStream(batches(25, 7), ['groupName', 'functionality', 'quantity'], 10));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => [s.name, s.rowCount])).toEqual([
      ['Consumo', 11],
      ['Consumo 2', 11],
      ['Consumo 3', 6],
    ]);
    expect(workbook.worksheets[1]?.getRow(2).values).toEqual([undefined, 'Grupo 11', '+cmd', 11]);
  });

  it('writes an XLSX an accountant opens: date cells, numbers with formats, text as typed and escaped, one sheet per ceiling', async () => {
    const tricky: ExportRow = {
      day: '2026-06-30',
      cid: 42,
      cname: '=HYPERLINK("x")',
      gname: ' <Grupo> & "A" ',
      pname: '@Produto;1',
      functionality: '-10',
      price: '1234.567',
      qty: '3',
      amount: '3703.701',
    };
    async function* source() {
      yield [tricky];
      yield [];
      yield [row(2), row(3)];
    }
    const buffer = await collect(xlsxStream(source(), REPORT_EXPORT_COLUMNS, 2));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => [s.name, s.rowCount])).toEqual([
      ['Consumo', 3],
      ['Consumo 2', 2],
    ]);
    const [first, second] = workbook.worksheets;
    expect(first?.getRow(1).values).toEqual([
      undefined,
      ...REPORT_EXPORT_COLUMNS.map((c) => REPORT_EXPORT_HEADERS[c]),
    ]);
    expect(second?.getRow(1).values).toEqual(first?.getRow(1).values);
    // Text stays as typed (no visible apostrophe: a SpreadsheetML text cell is never a formula).
    expect(first?.getRow(2).values).toEqual([
      undefined,
      new Date(Date.UTC(2026, 5, 30)),
      42,
      '=HYPERLINK("x")',
      ' <Grupo> & "A" ',
      '@Produto;1',
      '-10',
      1234.567,
      3,
      3703.701,
    ]);
    expect(second?.getRow(2).values).toEqual([
      undefined,
      new Date(Date.UTC(2026, 5, 1)),
      7,
      'Empresa',
      'Grupo 3',
      'Localize',
      '+cmd',
      0.125,
      3,
      0.375,
    ]);
    // Days sort as days and print DD/MM/AAAA; prices and totals keep three decimals; the bold
    // header stays frozen above the rows on every sheet; columns fit the header and the names.
    for (const sheet of [first, second]) {
      expect(sheet?.getCell('A2').numFmt).toBe('dd/mm/yyyy');
      expect(sheet?.getCell('G2').numFmt).toBe('#,##0.000');
      expect(sheet?.getCell('H2').numFmt).toBe('#,##0');
      expect(sheet?.getCell('I2').numFmt).toBe('#,##0.000');
      expect(sheet?.getCell('A1').font?.bold).toBe(true);
      expect(sheet?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1, topLeftCell: 'A2' });
    }
    const widths = first?.columns.map((c) => c.width);
    expect(widths?.[2]).toBeGreaterThan('=HYPERLINK("x")'.length);
    expect(widths?.[5]).toBeGreaterThan(REPORT_EXPORT_HEADERS.functionality.length);
    expect(widths?.[6]).toBeGreaterThan('1.234,567'.length);
  });

  it('reads the XLSX rows only as fast as its reader takes the file, and stops with it', async () => {
    let read = 0;
    let stopped = false;
    async function* endless() {
      try {
        for (let start = 0; ; start += 1000) {
          read += 1;
          yield Array.from({ length: 1000 }, (_, i) => row(start + i));
        }
      } finally {
        stopped = true;
      }
    }
    const stream = xlsxStream(endless(), REPORT_EXPORT_COLUMNS);
    for await (const chunk of stream) {
      expect(Buffer.from(chunk as Buffer).length).toBeGreaterThan(0);
      break;
    }
    await new Promise((resolve) => setImmediate(resolve));
    // The reader took one chunk: the writer is a few batches ahead at most, not reading forever.
    expect(read).toBeLessThan(20);
    await vi.waitFor(() => expect(stopped).toBe(true));
  });

  it('reads no XLSX rows for a reader gone before the first byte', async () => {
    let read = 0;
    async function* counted() {
      for (;;) {
        read += 1;
        yield [row(read)];
      }
    }
    const stream = xlsxStream(counted(), REPORT_EXPORT_COLUMNS);
    stream.destroy();
    // The writer loads the zip library first; once that import has settled it has seen the reader go.
    await import('archiver');
    await new Promise((resolve) => setImmediate(resolve));
    expect(read).toBe(0);
  });

  it('writes one CSV header and every row of every batch', async () => {
    const text = (await collect(csvStream(batches(12_001, 5000), ['quantity', 'amount']))).toString('utf8');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('\uFEFFQuantidade;Valor total');
    expect(lines).toHaveLength(12_003);
    expect(lines[12_001]).toBe('12001;1500,125');
  });
});
