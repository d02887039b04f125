import { describe, expect, it } from 'vitest';
import {
  reportRangeBounds,
  csvField,
  exportColumns,
  formatMilliBr,
  formatMoneyCompact,
  formatMoneyText,
  formatQuantity,
  monthYearLabel,
  neutraliseCell,
  reportMonths,
} from './report-export';

describe('report money and months', () => {
  it.each([
    [1234567n, 3, '1.234,567'],
    [1234567n, 2, '1.234,57'],
    [1234565n, 2, '1.234,57'], // half up
    [-5n, 3, '-0,005'],
    [0n, 3, '0,000'],
    [999_999_999_999n, 0, '1.000.000.000'],
  ] as const)('formats %s with %s decimals as %s', (value, decimals, text) => {
    expect(formatMilliBr(value, decimals)).toBe(text);
  });

  it('shows wire amounts as money, exactly', () => {
    expect(formatMoneyText('0.150')).toBe('R$\u00a00,150');
    expect(formatMoneyText('1234.565', 2)).toBe('R$\u00a01.234,57');
    expect(formatMoneyText('-2.500')).toBe('-R$\u00a02,500');
    expect(formatQuantity(1234567)).toBe('1.234.567');
  });

  it('offers the customer this month and 6 back, the back office the last 7', () => {
    const now = new Date('2026-11-01T02:30:00Z'); // still 31 October in São Paulo
    expect(reportMonths('portal', now)).toEqual([
      '2026-10-01',
      '2026-09-01',
      '2026-08-01',
      '2026-07-01',
      '2026-06-01',
      '2026-05-01',
      '2026-04-01',
    ]);
    expect(reportMonths('backoffice', now)).toHaveLength(7);
    expect(monthYearLabel('2026-03-01')).toBe('março/2026');
    expect(reportRangeBounds(now)).toEqual({ min: '2026-04-30', max: '2026-10-31' });
  });
});

describe('export cells', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+55 11', "'+55 11"],
    ['-x', "'-x"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['Localize', 'Localize'],
    ['a=b', 'a=b'],
  ])('neutralises %j', (text, expected) => {
    expect(neutraliseCell(text)).toBe(expected);
  });

  it('quotes CSV fields that need it', () => {
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('diz "oi"')).toBe('"diz ""oi"""');
    expect(csvField('simples')).toBe('simples');
  });

  it('keeps the customer columns only when allowed, in catalogue order', () => {
    expect(exportColumns(undefined, false)).not.toContain('customerId');
    expect(exportColumns(['amount', 'customerName', 'date'], true)).toEqual([
      'date',
      'customerName',
      'amount',
    ]);
    expect(exportColumns(['customerName'], false)).toEqual([]);
  });
});

describe('formatMoneyCompact', () => {
  it.each([
    [0, 'R$\u00a00'],
    [150, 'R$\u00a0150'],
    [1000, 'R$\u00a01 mil'],
    [1500, 'R$\u00a01,5 mil'],
    [-3000, '-R$\u00a03 mil'],
    [2_000_000, 'R$\u00a02 mi'],
  ])('%s → %s', (value, text) => {
    expect(formatMoneyCompact(value)).toBe(text);
  });
});
