/**
 * CPF and CNPJ: the two Brazilian taxpayer numbers a user types into a document field.
 * A valid number has the right length, both check digits right and is not one digit repeated.
 * Input is accepted bare ('12345678909') or in the full mask ('123.456.789-09'); half-masked
 * text is refused, so a typo in the punctuation is not silently read as a number.
 */
import { hasRepeatedDigits } from './patterns';

const CPF_LENGTH = 11;
const CNPJ_LENGTH = 14;
const CPF_SHAPE = /^(?:\d{11}|\d{3}\.\d{3}\.\d{3}-\d{2})$/;
const CNPJ_SHAPE = /^(?:\d{14}|\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2})$/;
/** Fewer digits than this on blur means the user has not really started typing a number. */
const MIN_DIGITS_TO_PAD = 3;

/** Keeps the digits of a value and drops everything else (mask, spaces, letters). */
export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * The modulus-11 check digit of the Receita Federal, over `digits` with weights running down
 * from `weights[0]`: 10..2 / 11..2 for CPF, and 5..2,9..2 / 6..2,9..2 for CNPJ.
 */
function checkDigit(digits: string, weights: readonly number[]): number {
  let sum = 0;
  weights.forEach((weight, index) => {
    sum += Number(digits[index]) * weight;
  });
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

function descending(from: number, to: number): number[] {
  const weights: number[] = [];
  for (let weight = from; weight >= to; weight -= 1) weights.push(weight);
  return weights;
}

const CPF_WEIGHTS_1 = descending(10, 2);
const CPF_WEIGHTS_2 = descending(11, 2);
const CNPJ_WEIGHTS_1 = [...descending(5, 2), ...descending(9, 2)];
const CNPJ_WEIGHTS_2 = [...descending(6, 2), ...descending(9, 2)];

function hasValidCheckDigits(digits: string, first: number[], second: number[]): boolean {
  const body = digits.slice(0, -2);
  const d1 = checkDigit(body, first);
  const d2 = checkDigit(body + String(d1), second);
  return digits.endsWith(`${d1}${d2}`);
}

/** A CPF: 11 digits (bare or as 000.000.000-00), both check digits right, not all alike. */
export function isValidCpf(input: string): boolean {
  const value = input.trim();
  if (!CPF_SHAPE.test(value)) return false;
  const digits = onlyDigits(value);
  return !hasRepeatedDigits(digits) && hasValidCheckDigits(digits, CPF_WEIGHTS_1, CPF_WEIGHTS_2);
}

/** A CNPJ: 14 digits (bare or as 00.000.000/0000-00), both check digits right, not all alike. */
export function isValidCnpj(input: string): boolean {
  const value = input.trim();
  if (!CNPJ_SHAPE.test(value)) return false;
  const digits = onlyDigits(value);
  return !hasRepeatedDigits(digits) && hasValidCheckDigits(digits, CNPJ_WEIGHTS_1, CNPJ_WEIGHTS_2);
}

/** The document field: a valid CPF or a valid CNPJ. */
export function isValidDocument(input: string): boolean {
  return isValidCpf(input) || isValidCnpj(input);
}

/**
 * The document field on blur: numbers lose their leading zeros when they pass through
 * spreadsheets, so once the user has typed at least 3 digits they are left-padded with zeros
 * to a CPF (up to 11 digits) or a CNPJ (12 to 14 digits). Anything else comes back unchanged.
 */
export function padDocumentOnBlur(value: string): string {
  const digits = onlyDigits(value);
  if (digits.length < MIN_DIGITS_TO_PAD || digits.length > CNPJ_LENGTH) return value;
  return digits.padStart(digits.length <= CPF_LENGTH ? CPF_LENGTH : CNPJ_LENGTH, '0');
}
