import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WITHHOLDING_RATES,
  federalWithholdings,
  issAmount,
  nationalServiceCode,
  netAmountCents,
  postalAddressLine,
} from './fiscal-data';

describe('fiscal data', () => {
  it.each([
    ['1.03', '010301'],
    ['17.01', '170101'],
    [' 1.05 ', '010501'],
  ])('turns LC 116 item %s into the national tax code %s', (item, code) => {
    expect(nationalServiceCode(item)).toBe(code);
  });

  it('refuses an item that is not LC 116 shaped', () => {
    expect(() => nationalServiceCode('103')).toThrow(RangeError);
  });

  it('withholds each federal tax half up, and none of R$ 10,00 or less', () => {
    // R$ 19.000,33: IRRF 1,5 % = 285,00495 → 285,00; PIS 0,65 % = 123,502145 → 123,50;
    // COFINS 3 % = 570,0099 → 570,01; CSLL 1 % = 190,0033 → 190,00.
    expect(federalWithholdings(1_900_033n, DEFAULT_WITHHOLDING_RATES, true)).toEqual({
      irrf: 28_500n,
      pis: 12_350n,
      cofins: 57_001n,
      csll: 19_000n,
    });
    // R$ 1.000,00: IRRF 15,00 and COFINS 30,00 are withheld; PIS 6,50 and CSLL 10,00 are not.
    expect(federalWithholdings(100_000n, DEFAULT_WITHHOLDING_RATES, true)).toEqual({
      irrf: 1500n,
      pis: 0n,
      cofins: 3000n,
      csll: 0n,
    });
    expect(federalWithholdings(1_900_033n, DEFAULT_WITHHOLDING_RATES, false)).toEqual({
      irrf: 0n,
      pis: 0n,
      cofins: 0n,
      csll: 0n,
    });
  });

  it('computes the ISS half up and the net amount less every withholding', () => {
    expect(issAmount(62_540n, '2.00')).toBe(1251n); // R$ 625,40 × 2 % = 12,508 → R$ 12,51
    expect(issAmount(19_000n, '2.5')).toBe(475n);
    const withheld = federalWithholdings(100_000n, DEFAULT_WITHHOLDING_RATES, true);
    expect(netAmountCents(100_000n, withheld, issAmount(100_000n, '2.00'))).toBe(100_000n - 4500n - 2000n);
  });
});

describe('postalAddressLine', () => {
  const paulista = {
    street: 'Avenida Paulista',
    number: '1000',
    complement: 'Conjunto 11',
    district: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
    postalCode: '01310100',
  };

  it('prints the address on one line with the CEP masked', () => {
    expect(postalAddressLine(paulista)).toBe(
      'Avenida Paulista, 1000, Conjunto 11 - Bela Vista - São Paulo/SP - CEP 01310-100',
    );
  });

  it('leaves out a missing complement, and names the state alone while the city is unknown', () => {
    expect(postalAddressLine({ ...paulista, complement: null, city: null })).toBe(
      'Avenida Paulista, 1000 - Bela Vista - SP - CEP 01310-100',
    );
  });
});
