/**
 * The invoice PDF scans: rendered by poppler (pdftoppm) and read by zbar (zbarimg), the
 * boleto page's Interleaved 2 of 5 barcode gives the 44 digits and its QR code the PIX copia e
 * cola; the invoice page's QR code too, and its copia e cola comes out of the text on one line.
 * Both tools are the ones an accountant or a bank would use (poppler-utils, zbar-tools).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { boletoFor, formatDigitableLine, isValidCnpj, pixCopyPaste } from '@painel/domain';
import type { Invoice } from '@painel/contracts';
import { loadConfig } from '../../config';
import { paymentsConfig } from './payments.config';
import { invoicePdf } from './payments.pdf';

const run = promisify(execFile);
const config = paymentsConfig(loadConfig({ NODE_ENV: 'test', DEMO_MODE: 'true' }), {});
const cents = 19_042n;
const boleto = boletoFor(config.agreement, { sequence: 42, cents, dueDate: '2026-11-10' });
const pix = pixCopyPaste(config.pix, { cents, txid: '2026-10-000002' });
const invoice: Invoice = {
  id: 42,
  number: '2026-10-000002',
  period: '2026-10',
  dueDate: '2026-11-10',
  usageAmount: '0.420',
  planFee: '190.000',
  products: [],
  adjustments: [],
  amount: '190.420',
  amountCents: Number(cents),
  status: 'VENCIDA',
  paidAt: null,
  boleto: { digitableLine: boleto.digitableLine, barcode: boleto.barcode },
  pix: { copyPaste: pix },
  nfse: null,
  receipts: [],
  receivedCents: 0,
};

let dir: string;
let pages: string[];
let text: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'painel-boleto-pdf-'));
  const file = path.join(dir, 'fatura.pdf');
  await writeFile(
    file,
    await invoicePdf({
      invoice,
      company: {
        name: 'Inadimplente Distribuidora Ltda',
        document: '00000000000191',
        address: 'Rua Augusta, 500 - Consolação - São Paulo/SP - CEP 01304-000',
      },
      config,
      today: '2026-11-25',
    }),
  );
  await run('pdftoppm', ['-r', '200', '-png', file, path.join(dir, 'pagina')]);
  pages = (await readdir(dir)).filter((name) => name.endsWith('.png')).sort();
  text = (await run('pdftotext', ['-layout', file, '-'])).stdout;
}, 60_000);

async function scan(page: string): Promise<string[]> {
  const { stdout } = await run('zbarimg', ['--quiet', path.join(dir, page)]);
  return stdout.trim().split('\n');
}

describe('the invoice PDF', () => {
  it('has the invoice page and the boleto page', () => {
    expect(pages).toHaveLength(2);
  });

  it("the boleto's barcode reads as the 44 digits (I2/5) and its QR code as the PIX copia e cola", async () => {
    const codes = await scan(pages[1] as string);
    expect(codes).toContain(`I2/5:${boleto.barcode}`);
    expect(codes).toContain(`QR-Code:${pix}`);
  });

  it("the invoice page's QR code reads as the PIX copia e cola, printed whole on one line", async () => {
    expect(await scan(pages[0] as string)).toEqual([`QR-Code:${pix}`]);
    expect(text.split('\n').some((line) => line.trim() === pix)).toBe(true);
  });

  it('names the provider and the customer by legal name and masked CNPJ; the boleto its bank, beneficiary, nosso número and the payer where it is', () => {
    expect(isValidCnpj(config.bank.cnpj)).toBe(true);
    expect(text).toContain('Prestador: Painel Soluções de Dados Ltda. - CNPJ 11.222.333/0001-81');
    expect(text).toContain('Tomador: Inadimplente Distribuidora Ltda - CNPJ 00.000.000/0001-91');
    // Three times: under the customer on the invoice, under the payer on both parts of the boleto.
    const address = 'Rua Augusta, 500 - Consolação - São Paulo/SP - CEP 01304-000';
    expect(text.split(address)).toHaveLength(4);
    for (const expected of [
      'Recibo do Pagador',
      'Banco do Brasil S.A.',
      '001-9',
      formatDigitableLine(boleto.digitableLine),
      'Agência / Código do Beneficiário',
      '1234-3 / 98765-4',
      'Nosso Número',
      boleto.ourNumber,
      'Após 10/11/2026, cobrar multa de 2,00% e juros de R$ 0,06 por dia de atraso.',
    ]) {
      expect(text).toContain(expected);
    }
  });
});
