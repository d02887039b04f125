import { describe, expect, it } from 'vitest';
import type { CurrencyOptions } from './format';
import { formatCurrency, formatTotal, formatUnitPrice, parseCurrencyInput } from './format';

// Intl puts a no-break space (U+00A0) between the symbol and the number.
const NBSP = '\u00a0';

describe('formatCurrency', () => {
  it.each<[number | null | undefined, CurrencyOptions | undefined, string]>([
    [1234.56, undefined, `R$${NBSP}1.234,56`],
    [0, undefined, `R$${NBSP}0,00`],
    [0.1, undefined, `R$${NBSP}0,10`],
    [1_000_000, undefined, `R$${NBSP}1.000.000,00`],
    [12.345, undefined, `R$${NBSP}12,35`],
    [-1234.56, undefined, `R$${NBSP}0,00`],
    [-0.01, { allowNegative: false }, `R$${NBSP}0,00`],
    [-1234.56, { allowNegative: true }, `-R$${NBSP}1.234,56`],
    [-0, { allowNegative: true }, `R$${NBSP}0,00`],
    [-0.001, { allowNegative: true }, `R$${NBSP}0,00`],
    [null, undefined, `R$${NBSP}0,00`],
    [undefined, undefined, `R$${NBSP}0,00`],
    [Number.NaN, undefined, `R$${NBSP}0,00`],
    [Number.POSITIVE_INFINITY, undefined, `R$${NBSP}0,00`],
  ])('formats %s with %j as %j', (value, opts, expected) => {
    expect(formatCurrency(value, opts)).toBe(expected);
  });
});

describe('formatTotal', () => {
  it.each<[number | null | undefined, string]>([
    [null, 'R$ -'],
    [undefined, 'R$ -'],
    [Number.NaN, 'R$ -'],
    [0, `R$${NBSP}0,00`],
    [1234.56, `R$${NBSP}1.234,56`],
    [99.999, `R$${NBSP}100,00`],
    [-10, `-R$${NBSP}10,00`],
  ])('formats %s as %j', (value, expected) => {
    expect(formatTotal(value)).toBe(expected);
  });
});

describe('formatUnitPrice', () => {
  it.each<[number | null | undefined, string]>([
    [0.15, `R$${NBSP}0,150`],
    [0, `R$${NBSP}0,000`],
    [1.2345, `R$${NBSP}1,235`],
    [1234.5, `R$${NBSP}1.234,500`],
    [0.001, `R$${NBSP}0,001`],
    [null, 'R$ -'],
    [undefined, 'R$ -'],
  ])('formats %s as %j', (value, expected) => {
    expect(formatUnitPrice(value)).toBe(expected);
  });
});

describe('parseCurrencyInput', () => {
  it.each<[string, CurrencyOptions | undefined, number]>([
    ['12345', undefined, 123.45],
    ['R$ 123,45', undefined, 123.45],
    [`R$${NBSP}1.234,56`, undefined, 1234.56],
    ['1', undefined, 0.01],
    ['000', undefined, 0],
    ['', undefined, 0],
    ['abc', undefined, 0],
    ['-12345', undefined, 123.45],
    ['-12345', { allowNegative: true }, -123.45],
    [`-R$${NBSP}1.234,56`, { allowNegative: true }, -1234.56],
    ['12-345', { allowNegative: true }, 123.45],
  ])('reads %j with %j as %s', (text, opts, expected) => {
    expect(parseCurrencyInput(text, opts)).toBe(expected);
  });
});
