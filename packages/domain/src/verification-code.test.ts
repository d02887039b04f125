import { describe, expect, it } from 'vitest';
import { isCompleteCode, resendCountdownStart, sanitizeCode } from './verification-code';

describe('isCompleteCode', () => {
  it.each(['123456', '000000', '999999', '012345', '908172'])('accepts %j', (code) => {
    expect(isCompleteCode(code)).toBe(true);
  });

  it.each(['', '12345', '1234567', '12345a', ' 123456', '123 456', '１２３４５６', '123456\n'])(
    'refuses %j',
    (code) => {
      expect(isCompleteCode(code)).toBe(false);
    },
  );
});

describe('sanitizeCode', () => {
  describe('keeps typed digits', () => {
    it.each([
      ['1', '1'],
      ['123', '123'],
      ['123456', '123456'],
      ['000000', '000000'],
      ['098765', '098765'],
    ])('%j -> %j', (input, expected) => {
      expect(sanitizeCode(input)).toBe(expected);
    });
  });

  describe('drops everything else and cuts at six', () => {
    it.each([
      ['abc', ''],
      ['12a34b', '1234'],
      ['123 456', '123456'],
      ['1234567', '123456'],
      ['Seu código: 987-654, válido por 5 minutos', '987654'],
      ['', ''],
    ])('%j -> %j', (input, expected) => {
      expect(sanitizeCode(input)).toBe(expected);
    });
  });
});

describe('resendCountdownStart', () => {
  describe("uses the server's wait", () => {
    it.each([
      [1, 1],
      [30, 30],
      [60, 60],
      [120, 120],
      [45.2, 46],
    ])('%j -> %i', (input, expected) => {
      expect(resendCountdownStart(input)).toBe(expected);
    });
  });

  describe('falls back to 60 seconds', () => {
    it.each([undefined, null, 0, -5, Number.NaN, Number.POSITIVE_INFINITY])('%j -> 60', (input) => {
      expect(resendCountdownStart(input)).toBe(60);
    });
  });
});
