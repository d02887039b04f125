/**
 * The export writers alone: a workbook past its sheet's row ceiling continues on a new sheet
 * (tried with a small ceiling; Excel's is 1,048,576 rows with the header), and the CSV of many
 * batches is one header and every row.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { csvStream, xlsxStream, type ExportRow } from './export-writers';

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
    expect(workbook.worksheets[1]?.getRow(2).values).toEqual([undefined, 'Grupo 11', "'+cmd", 11]);
  });

  it('writes one CSV header and every row of every batch', async () => {
    const text = (await collect(csvStream(batches(12_001, 5000), ['quantity', 'amount']))).toString('utf8');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('\uFEFFQuantidade;Valor total');
    expect(lines).toHaveLength(12_003);
    expect(lines[12_001]).toBe('12001;1500,125');
  });
});
