import { describe, expect, it } from 'vitest';
import { isValidCnpj, isValidCpf, isValidDocument, onlyDigits, padDocumentOnBlur } from './documents';

describe('onlyDigits', () => {
  it.each([
    ['123.456.789-09', '12345678909'],
    ['11.222.333/0001-81', '11222333000181'],
    ['(11) 98765-4321', '11987654321'],
    ['abc', ''],
    ['', ''],
    [' 0 1 ', '01'],
  ])('%j -> %j', (value, expected) => {
    expect(onlyDigits(value)).toBe(expected);
  });
});

describe('isValidCpf', () => {
  it.each([
    '12345678909',
    '123.456.789-09',
    '52998224725',
    '529.982.247-25',
    '11144477735',
    '00000000191',
    '935.411.347-80',
    ' 12345678909 ',
  ])('accepts %j', (value) => {
    expect(isValidCpf(value)).toBe(true);
  });

  it.each([
    '12345678900',
    '123.456.789-00',
    '52998224726',
    '00000000000',
    '000.000.000-00',
    '11111111111',
    '99999999999',
    '1234567890',
    '123456789091',
    '123.456.78909',
    '123-456-789.09',
    '1234567890a',
    '',
    '11222333000181',
  ])('rejects %j', (value) => {
    expect(isValidCpf(value)).toBe(false);
  });
});

describe('isValidCnpj', () => {
  it.each([
    '11222333000181',
    '11.222.333/0001-81',
    '00000000000191',
    '00.000.000/0001-91',
    '19100000000000',
    '60646175000100',
    '60.646.175/0001-00',
  ])('accepts %j', (value) => {
    expect(isValidCnpj(value)).toBe(true);
  });

  it.each([
    '11222333000180',
    '11.222.333/0001-82',
    '00000000000000',
    '00.000.000/0000-00',
    '11111111111111',
    '1122233300018',
    '112223330001811',
    '11.222.333.0001-81',
    '11222333/0001-81',
    '12345678909',
    '',
  ])('rejects %j', (value) => {
    expect(isValidCnpj(value)).toBe(false);
  });
});

describe('isValidDocument', () => {
  it.each(['12345678909', '123.456.789-09', '11222333000181', '11.222.333/0001-81', '00000000191'])(
    'accepts %j',
    (value) => {
      expect(isValidDocument(value)).toBe(true);
    },
  );

  it.each(['12345678900', '11222333000180', '000.000.000-00', '00.000.000/0000-00', '123', ''])(
    'rejects %j',
    (value) => {
      expect(isValidDocument(value)).toBe(false);
    },
  );
});

describe('padDocumentOnBlur', () => {
  it.each([
    ['191', '00000000191'],
    ['123456789', '00123456789'],
    ['12345678909', '12345678909'],
    ['123456789012', '00123456789012'],
    ['1234567890123', '01234567890123'],
    ['11222333000181', '11222333000181'],
    ['123.456', '00000123456'],
  ])('pads %j to %j', (value, expected) => {
    expect(padDocumentOnBlur(value)).toBe(expected);
  });

  it.each(['', '1', '12', '1-2', 'ab', '123456789012345'])('leaves %j unchanged', (value) => {
    expect(padDocumentOnBlur(value)).toBe(value);
  });
});
