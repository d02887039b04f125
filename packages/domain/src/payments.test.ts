import { describe, expect, it } from 'vitest';
import {
  getBoletoInfo,
  getPixPayloadInfo,
  isValidBoleto,
  isValidPixPayload,
  generatePixPayload,
} from '@brazilian-utils/brazilian-utils';
import {
  boletoFor,
  daysBetween,
  digitableLineOf,
  dueDateFactor,
  formatDigitableLine,
  invoiceAmounts,
  lateUsageAdjustments,
  invoiceDueDate,
  invoiceNumber,
  invoiceStatus,
  isPaidAtInFuture,
  modulo10,
  modulo11Barcode,
  nonPaymentAction,
  nonPaymentBlockDay,
  paymentDocumentFileName,
  periodDays,
  pixCopyPaste,
  previousPeriod,
  PIX_TXID,
  centsOfPixValue,
  paymentOutcome,
  pixDynamicCopyPaste,
  pixTxidFor,
  pixValueOfCents,
} from './payments';

describe('invoice amounts: usage plus the plan fee, exact; cents half up', () => {
  it.each([
    [0n, 490_000n, 490_000n, 49_000n],
    [12_345n, 0n, 12_345n, 1_235n], // 12.345 → 12.35
    [12_355n, 0n, 12_355n, 1_236n], // 12.355 → 12.36
    [12_344n, 0n, 12_344n, 1_234n], // 12.344 → 12.34
    [1_005n, 1_490_000n, 1_491_005n, 149_101n], // 1491.005 → 1491.01
    // 625,405 is 625,41 on the boleto, the PIX and the PDFs, as the accountant's ARRED.
    [135_405n, 490_000n, 625_405n, 62_541n],
    [999_999_999n, 1n, 1_000_000_000n, 100_000_000n],
  ])('usage %s + fee %s = %s (%s cents)', (usage, fee, total, cents) => {
    expect(invoiceAmounts(usage, fee)).toEqual({ usage, planFee: fee, adjustments: 0n, total, cents });
  });
  it('refuses negative amounts', () => {
    expect(() => invoiceAmounts(-1n, 0n)).toThrow(RangeError);
  });
  it('adds the late-usage adjustments of earlier months, credits included', () => {
    expect(invoiceAmounts(10_000n, 490_000n, -2_345n)).toEqual({
      usage: 10_000n,
      planFee: 490_000n,
      adjustments: -2_345n,
      total: 497_655n,
      cents: 49_766n,
    });
  });
  it('bills each earlier month only the difference not yet billed, oldest first', () => {
    expect(
      lateUsageAdjustments([
        { period: '2026-10', billed: 5_000n, current: 4_000n },
        { period: '2026-08', billed: 1_000n, current: 1_000n },
        { period: '2026-09', billed: 2_000n, current: 2_345n },
      ]),
    ).toEqual([
      { period: '2026-09', amount: 345n },
      { period: '2026-10', amount: -1_000n },
    ]);
  });
});

describe('periods, due dates and status by São Paulo day', () => {
  it.each([
    ['2026-10', '2026-10-01', '2026-10-31', '2026-11-10'],
    ['2026-12', '2026-12-01', '2026-12-31', '2027-01-10'],
    ['2028-02', '2028-02-01', '2028-02-29', '2028-03-10'],
  ])('%s runs %s to %s, due %s', (period, first, last, due) => {
    expect(periodDays(period)).toEqual({ first, last });
    expect(invoiceDueDate(period)).toBe(due);
  });
  it('the last closed period and the number', () => {
    expect(previousPeriod('2026-11-25')).toBe('2026-10');
    expect(previousPeriod('2027-01-01')).toBe('2026-12');
    expect(invoiceNumber('2026-10', 2)).toBe('2026-10-000002');
  });
  it.each([
    [{ dueDate: '2026-11-10', paid: false }, '2026-11-10', 'EM_ABERTO'],
    [{ dueDate: '2026-11-10', paid: false }, '2026-11-11', 'VENCIDA'],
    [{ dueDate: '2026-11-10', paid: true }, '2026-12-30', 'PAGA'],
  ] as const)('%o on %s is %s', (invoice, today, status) => {
    expect(invoiceStatus(invoice, today)).toBe(status);
  });
  it.each([
    ['2026-11-10', 'NONE'],
    ['2026-11-11', 'NOTIFY'],
    ['2026-11-15', 'NOTIFY'],
    ['2026-11-16', 'BLOCK'],
  ] as const)('due 2026-11-10, on %s: %s (blocked after 5 days overdue)', (today, action) => {
    expect(nonPaymentAction('2026-11-10', today)).toBe(action);
  });
  it('the block day and day arithmetic across months', () => {
    expect(nonPaymentBlockDay('2026-11-10')).toBe('2026-11-16');
    expect(daysBetween('2026-02-27', '2026-03-02')).toBe(3);
  });
});

describe('FEBRABAN check digits and the due-date factor', () => {
  it.each([
    // The three fields of the published line 00190.00009 01149.718601 68524.522114 6 75860000102656.
    ['001900000', 9],
    ['0114971860', 1],
    ['6852452211', 4],
  ])('módulo 10 of %s is %i', (digits, dv) => {
    expect(modulo10(digits)).toBe(dv);
  });
  it('módulo 11 maps 0, 10 and 11 to 1', () => {
    // 0000…0 sums to 0 → 11 - 0 = 11 → 1.
    expect(modulo11Barcode('0'.repeat(43))).toBe(1);
  });
  it.each([
    ['2000-07-03', '1000'], // FEBRABAN: factor 1000 = 03/07/2000
    ['2000-07-04', '1001'],
    ['2025-02-21', '9999'], // the last day of the first cycle
    ['2025-02-22', '1000'], // restarted on 22/02/2025
    ['2025-02-23', '1001'],
    ['2026-11-10', '1626'],
  ])('due %s → factor %s', (day, factor) => {
    expect(dueDateFactor(day)).toBe(factor);
  });
  it('the published linha digitável of the library round-trips through the barcode', () => {
    const line = '00190000090114971860168524522114675860000102656';
    const barcode = `${line.slice(0, 4)}${line[32]}${line.slice(33)}${line.slice(4, 9)}${line.slice(10, 20)}${line.slice(21, 31)}`;
    expect(digitableLineOf(barcode)).toBe(line);
    expect(modulo11Barcode(barcode.slice(0, 4) + barcode.slice(5))).toBe(Number(barcode[4]));
  });
});

describe('a boleto for an invoice', () => {
  const agreement = { bankCode: '001', agreement: '1234567', wallet: '17' };
  it.each([
    ['2026-11-10', 49_000n],
    ['2025-02-21', 1n],
    ['2025-02-22', 149_100_50n],
  ])('due %s, %s cents: valid, and the library reads the same due date and amount', (dueDate, cents) => {
    const boleto = boletoFor(agreement, { sequence: 42, cents, dueDate });
    expect(boleto.barcode).toHaveLength(44);
    expect(boleto.digitableLine).toHaveLength(47);
    expect(boleto.ourNumber).toBe('12345670000000042');
    expect(isValidBoleto(boleto.digitableLine)).toBe(true);
    const info = getBoletoInfo(boleto.digitableLine);
    expect(info?.amount).toBe(Number(cents));
    expect(info?.bankCode).toBe('001');
  });
  it('formats the line in its five fields', () => {
    const boleto = boletoFor(agreement, { sequence: 1, cents: 49_000n, dueDate: '2026-11-10' });
    expect(formatDigitableLine(boleto.digitableLine)).toMatch(
      /^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/,
    );
  });
});

describe('PIX BR Code (copia e cola)', () => {
  it('the Manual do BR Code example, CRC 1D3D', () => {
    expect(
      generatePixPayload({
        key: '123e4567-e12b-12d1-a456-426655440000',
        merchantName: 'Fulano de Tal',
        merchantCity: 'BRASILIA',
      }),
    ).toBe(
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D',
    );
  });
  it('an invoice charge carries its amount and txid and a valid CRC16', () => {
    const code = pixCopyPaste(
      {
        key: 'financeiro@painel.example',
        merchantName: 'Painel Soluções de Dados',
        merchantCity: 'São Paulo',
      },
      { cents: 149_100n, txid: '2026-10-000002' },
    );
    expect(isValidPixPayload(code)).toBe(true);
    expect(code).toContain('54071491.00');
    expect(code).toContain('0512202610000002');
    expect(getPixPayloadInfo(code)).toMatchObject({ amount: 1491 });
  });
});

describe('a paidAt in the future', () => {
  const now = new Date('2026-11-25T15:00:00Z');
  it.each([
    ['2026-11-25T14:00:00Z', false],
    ['2026-11-25T15:00:00Z', false],
    // A provider's clock a few minutes ahead is tolerated, up to 5 minutes.
    ['2026-11-25T15:05:00Z', false],
    ['2026-11-25T15:05:00.001Z', true],
    ['2030-01-01T00:00:00Z', true],
  ])('%s is in the future: %s', (paidAt, future) => {
    expect(isPaidAtInFuture(new Date(paidAt), now)).toBe(future);
  });
});

describe('file names that say what the document is', () => {
  it.each([
    ['invoice', 'fatura-2026-10-000002.pdf'],
    ['receipt', 'recibo-2026-10-000002.pdf'],
    ['boleto', 'boleto-2026-10-000002.pdf'],
    ['nfse', 'nota-fiscal-2026-10-000002.pdf'],
  ] as const)('%s downloads as %s', (document, fileName) => {
    expect(paymentDocumentFileName(document, '2026-10-000002')).toBe(fileName);
  });
  it('keeps only letters, digits and hyphens of the number (the name goes into a header)', () => {
    expect(paymentDocumentFileName('receipt', '2026-10/"000002"')).toBe('recibo-2026-10000002.pdf');
  });
});

describe('every payment accounted', () => {
  it.each([
    // invoice, received before, paid before, this payment, outcome
    [19_000n, 0n, false, 100n, 'PARCIAL'],
    [19_000n, 0n, false, 19_000n, 'QUITADO'],
    [19_000n, 100n, false, 18_900n, 'QUITADO'],
    [19_000n, 0n, false, 19_001n, 'EXCEDENTE'],
    [19_000n, 100n, false, 19_000n, 'EXCEDENTE'],
    [19_000n, 19_000n, true, 19_000n, 'DUPLICADO'],
    [19_000n, 19_000n, true, 1n, 'DUPLICADO'],
  ] as const)(
    '%s with %s received (paid: %s) and %s more is %s',
    (invoiceCents, receivedBefore, paidBefore, cents, outcome) => {
      expect(paymentOutcome({ invoiceCents, receivedBefore, paidBefore, cents })).toBe(outcome);
    },
  );
});

describe('PIX through the API Pix', () => {
  it('makes a txid of 26 to 35 letters and digits from the invoice number', () => {
    const txid = pixTxidFor('2026-10-000002', 'ab12cd34ef56ab12cd34ef56ab12cd34');
    expect(txid).toBe('PNL202610000002ab12cd34ef56ab12cd34');
    expect(txid).toMatch(PIX_TXID);
    expect(() => pixTxidFor('1', 'x')).toThrow(RangeError);
  });

  it.each([
    ['190.00', 19_000n],
    ['0.01', 1n],
    ['1234567.89', 123_456_789n],
    ['190', null],
    ['190.0', null],
    ['-1.00', null],
    ['1,00', null],
  ] as const)('reads the valor %s as %s cents, exactly', (value, cents) => {
    expect(centsOfPixValue(value)).toBe(cents);
    if (cents !== null) expect(pixValueOfCents(cents)).toBe(value);
  });

  it("builds a dynamic BR Code of the PSP's location, without the scheme", () => {
    const code = pixDynamicCopyPaste(
      { merchantName: 'Painel Soluções de Dados', merchantCity: 'São Paulo' },
      'https://pix.psp.example/qr/v2/cobv/9d36b84fc70b478fb95c12729b90ca25',
    );
    expect(isValidPixPayload(code)).toBe(true);
    expect(getPixPayloadInfo(code)?.url).toBe('pix.psp.example/qr/v2/cobv/9d36b84fc70b478fb95c12729b90ca25');
    expect(code).toContain('010212');
  });
});
