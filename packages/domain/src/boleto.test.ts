import { describe, expect, it } from 'vitest';
import { bankCodeWithDigit, bankRejectionReason, boletoLateCharges } from './boleto';

describe('bankCodeWithDigit', () => {
  it.each([
    ['001', '001-9'],
    ['033', '033-7'],
    ['104', '104-0'],
    ['237', '237-2'],
    ['341', '341-7'],
  ])('%s prints as %s', (code, printed) => {
    expect(bankCodeWithDigit(code)).toBe(printed);
  });
});

describe('boletoLateCharges', () => {
  it.each([
    [19_000n, 6n],
    [49_000n, 16n],
    [4_500n, 2n],
    [100n, 0n],
  ])('%s cents: 2 %% fine and %s cents a day (1 %% a month, half up)', (cents, perDay) => {
    expect(boletoLateCharges(cents)).toEqual({ fineBasisPoints: 200n, interestPerDayCents: perDay });
  });
});

it('names a rejection reason, or its code when unlisted', () => {
  expect(bankRejectionReason('20')).toBe('Valor do título inválido');
  expect(bankRejectionReason('99')).toBe('Motivo 99');
});
