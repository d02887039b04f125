/**
 * CNAB 240: every record table covers positions 1..240 once, each field lands where the FEBRABAN
 * manual puts it, and remittance and return read back what was written.
 */
import { describe, expect, it } from 'vitest';
import {
  BATCH_HEADER,
  BATCH_TRAILER,
  FILE_HEADER,
  FILE_TRAILER,
  SEGMENT_P,
  SEGMENT_Q,
  SEGMENT_R,
  SEGMENT_T,
  SEGMENT_U,
  parseRemittance,
  parseReturn,
  writeRecord,
  writeRemittance,
  writeReturn,
  type BankAccount,
  type Layout,
  type RemittanceTitle,
} from './cnab240';

const bank: BankAccount = {
  bankCode: '001',
  bankName: 'Banco do Brasil S.A.',
  cnpj: '11222333000181',
  legalName: 'Painel Soluções de Dados Ltda.',
  agreement: '1234567',
  agency: '1234',
  agencyDigit: '3',
  account: '98765',
  accountDigit: '4',
  walletCode: '1',
};

const title: RemittanceTitle = {
  movement: 'REGISTER',
  ourNumber: '12345670000000042',
  documentNumber: '2026-10-000002',
  dueDate: '2026-11-10',
  issuedOn: '2026-11-01',
  cents: 19_000n,
  interestPerDayCents: 6n,
  fineBasisPoints: 200n,
  payer: {
    document: '11444777000161',
    name: 'Empresa Inadimplente Ltda',
    address: 'Rua das Flores, 10',
    district: 'Centro',
    cep: '01310100',
    city: 'São Paulo',
    state: 'SP',
  },
};

const info = { sequence: 7, day: '2026-11-28', time: '153000' };

describe('record tables', () => {
  const tables: [string, Layout][] = [
    ['FILE_HEADER', FILE_HEADER],
    ['BATCH_HEADER', BATCH_HEADER],
    ['SEGMENT_P', SEGMENT_P],
    ['SEGMENT_Q', SEGMENT_Q],
    ['SEGMENT_R', SEGMENT_R],
    ['SEGMENT_T', SEGMENT_T],
    ['SEGMENT_U', SEGMENT_U],
    ['BATCH_TRAILER', BATCH_TRAILER],
    ['FILE_TRAILER', FILE_TRAILER],
  ];
  it.each(tables)('%s covers positions 1 to 240 once, in order', (_name, layout) => {
    let next = 1;
    for (const [name, start, end] of layout) {
      expect({ name, start }).toEqual({ name, start: next });
      expect(end).toBeGreaterThanOrEqual(start);
      next = end + 1;
    }
    expect(next).toBe(241);
  });

  it('refuses a number that does not fit its field', () => {
    expect(() => writeRecord(FILE_TRAILER, { bank: '0001' })).toThrow(RangeError);
    expect(() => writeRecord(FILE_TRAILER, { bank: '0a1' })).toThrow(RangeError);
  });
});

describe('remittance', () => {
  const file = writeRemittance(bank, info, [title]);
  const lines = file.split('\r\n').filter(Boolean);
  const [fileHeader, batchHeader, p, q, r, batchTrailer, fileTrailer] = lines as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const at = (line: string, start: number, end: number) => line.slice(start - 1, end);

  it('is seven records of 240 positions ending in CRLF', () => {
    expect(lines).toHaveLength(7);
    for (const line of lines) expect(line).toHaveLength(240);
    expect(file.endsWith('\r\n')).toBe(true);
  });

  // [record, line, first, last, expected]: positions from the FEBRABAN 240 manual.
  const positions: [string, () => string, number, number, string][] = [
    ['header de arquivo: banco', () => fileHeader, 1, 3, '001'],
    ['header de arquivo: lote', () => fileHeader, 4, 7, '0000'],
    ['header de arquivo: registro', () => fileHeader, 8, 8, '0'],
    ['header de arquivo: tipo de inscrição', () => fileHeader, 18, 18, '2'],
    ['header de arquivo: CNPJ', () => fileHeader, 19, 32, '11222333000181'],
    ['header de arquivo: convênio', () => fileHeader, 33, 52, '1234567'.padEnd(20)],
    ['header de arquivo: agência', () => fileHeader, 53, 57, '01234'],
    ['header de arquivo: conta', () => fileHeader, 59, 70, '000000098765'],
    ['header de arquivo: nome (sem acentos)', () => fileHeader, 73, 102, 'PAINEL SOLUCOES DE DADOS LTDA.'],
    ['header de arquivo: remessa', () => fileHeader, 143, 143, '1'],
    ['header de arquivo: data', () => fileHeader, 144, 151, '28112026'],
    ['header de arquivo: hora', () => fileHeader, 152, 157, '153000'],
    ['header de arquivo: NSA', () => fileHeader, 158, 163, '000007'],
    ['header de arquivo: versão', () => fileHeader, 164, 166, '103'],
    ['header de lote: registro', () => batchHeader, 8, 8, '1'],
    ['header de lote: operação', () => batchHeader, 9, 9, 'R'],
    ['header de lote: serviço', () => batchHeader, 10, 11, '01'],
    ['header de lote: versão', () => batchHeader, 14, 16, '060'],
    ['header de lote: CNPJ', () => batchHeader, 19, 33, '011222333000181'],
    ['segmento P: registro e sequência', () => p, 8, 13, '300001'],
    ['segmento P: segmento', () => p, 14, 14, 'P'],
    ['segmento P: movimento (entrada)', () => p, 16, 17, '01'],
    ['segmento P: nosso número', () => p, 38, 57, '12345670000000042   '],
    ['segmento P: carteira', () => p, 58, 58, '1'],
    ['segmento P: seu número', () => p, 63, 77, '2026-10-000002 '],
    ['segmento P: vencimento', () => p, 78, 85, '10112026'],
    ['segmento P: valor', () => p, 86, 100, '000000000019000'],
    ['segmento P: espécie', () => p, 107, 108, '04'],
    ['segmento P: emissão', () => p, 110, 117, '01112026'],
    ['segmento P: juros por dia (código)', () => p, 118, 118, '1'],
    ['segmento P: juros a partir de', () => p, 119, 126, '11112026'],
    ['segmento P: juros por dia', () => p, 127, 141, '000000000000006'],
    ['segmento P: moeda', () => p, 228, 229, '09'],
    ['segmento Q: segmento', () => q, 14, 14, 'Q'],
    ['segmento Q: tipo de inscrição', () => q, 18, 18, '2'],
    ['segmento Q: inscrição', () => q, 19, 33, '011444777000161'],
    ['segmento Q: nome', () => q, 34, 73, 'EMPRESA INADIMPLENTE LTDA'.padEnd(40)],
    ['segmento Q: CEP', () => q, 129, 136, '01310100'],
    ['segmento Q: cidade', () => q, 137, 151, 'SAO PAULO'.padEnd(15)],
    ['segmento Q: UF', () => q, 152, 153, 'SP'],
    ['segmento R: segmento', () => r, 14, 14, 'R'],
    ['segmento R: multa (percentual)', () => r, 66, 66, '2'],
    ['segmento R: multa a partir de', () => r, 67, 74, '11112026'],
    ['segmento R: multa', () => r, 75, 89, '000000000000200'],
    ['trailer de lote: registro', () => batchTrailer, 8, 8, '5'],
    ['trailer de lote: registros', () => batchTrailer, 18, 23, '000005'],
    ['trailer de lote: títulos', () => batchTrailer, 24, 29, '000001'],
    ['trailer de lote: total', () => batchTrailer, 30, 46, '00000000000019000'],
    ['trailer de arquivo: lote', () => fileTrailer, 4, 7, '9999'],
    ['trailer de arquivo: lotes', () => fileTrailer, 18, 23, '000001'],
    ['trailer de arquivo: registros', () => fileTrailer, 24, 29, '000007'],
  ];
  it.each(positions)('%s at %i–%i', (_name, line, start, end, expected) => {
    expect(at(line(), start, end)).toBe(expected);
  });

  it('reads back each title', () => {
    const parsed = parseRemittance(file);
    expect(parsed).toMatchObject({ bankCode: '001', agreement: '1234567', sequence: 7, day: '2026-11-28' });
    expect(parsed.items).toEqual([
      {
        movement: 'REGISTER',
        ourNumber: '12345670000000042',
        documentNumber: '2026-10-000002',
        dueDate: '2026-11-10',
        cents: 19_000n,
        payerDocument: '11444777000161',
        payerName: 'EMPRESA INADIMPLENTE LTDA',
      },
    ]);
  });

  it('is not a return file', () => {
    expect(() => parseReturn(file)).toThrow(RangeError);
  });
});

describe('return', () => {
  const entries = [
    {
      movement: 'SETTLED' as const,
      ourNumber: '12345670000000042',
      documentNumber: '2026-10-000002',
      dueDate: '2026-11-10',
      cents: 19_000n,
      paidCents: 19_380n,
      occurredOn: '2026-11-27',
      reasons: [],
    },
    {
      movement: 'REJECTED' as const,
      ourNumber: '12345670000000043',
      documentNumber: '2026-10-000003',
      dueDate: '2026-11-10',
      cents: 0n,
      paidCents: 0n,
      occurredOn: '2026-11-28',
      reasons: ['20'],
    },
  ];
  const file = writeReturn(bank, info, entries);
  const lines = file.split('\r\n').filter(Boolean);
  const [, batchHeader, t, u] = lines as [string, string, string, string];

  it.each([
    ['header de lote: operação', () => batchHeader, 9, 9, 'T'],
    ['segmento T: segmento', () => t, 14, 14, 'T'],
    ['segmento T: movimento (liquidação)', () => t, 16, 17, '06'],
    ['segmento T: nosso número', () => t, 38, 57, '12345670000000042   '],
    ['segmento T: vencimento', () => t, 74, 81, '10112026'],
    ['segmento T: valor', () => t, 82, 96, '000000000019000'],
    ['segmento U: segmento', () => u, 14, 14, 'U'],
    ['segmento U: valor pago', () => u, 78, 92, '000000000019380'],
    ['segmento U: data da ocorrência', () => u, 138, 145, '27112026'],
  ] as [string, () => string, number, number, string][])(
    '%s at %i–%i',
    (_name, line, start, end, expected) => {
      expect(line().slice(start - 1, end)).toBe(expected);
    },
  );

  it('reads back settlement and rejection with its reason', () => {
    const parsed = parseReturn(file);
    expect(parsed.sequence).toBe(7);
    expect(parsed.items).toEqual(entries);
  });
});
