/**
 * Input masks. Each takes whatever the field holds, keeps its digits and lays them into
 * the pattern as far as they go, so a field can re-mask on every keystroke: '119' becomes
 * '(11) 9'. A separator appears only once a digit follows it, which lets backspace delete
 * through separators naturally. Digits beyond the pattern are dropped.
 */
import { onlyDigits } from './documents';

/** Stands for one digit in the patterns below; every other character is a literal. */
const SLOT = '#';

const CPF_PATTERN = '###.###.###-##';
const CNPJ_PATTERN = '##.###.###/####-##';
const CEP_PATTERN = '#####-###';
const MOBILE_PATTERN = '(##) #####-####';
const LANDLINE_PATTERN = '(##) ####-####';
const TOLL_FREE_PATTERN = '#### ### ####';
const CPF_LENGTH = 11;
const LANDLINE_LENGTH = 10;

function applyPattern(value: string, pattern: string): string {
  const digits = onlyDigits(value);
  let masked = '';
  let next = 0;
  for (const char of pattern) {
    if (next >= digits.length) break;
    if (char === SLOT) {
      masked += digits[next] ?? '';
      next += 1;
    } else {
      masked += char;
    }
  }
  return masked;
}

/** Digits only: the value a masked field stores and sends. */
export function unmask(value: string): string {
  return onlyDigits(value);
}

/** CPF mask 000.000.000-00. */
export function maskCpf(value: string): string {
  return applyPattern(value, CPF_PATTERN);
}

/** CNPJ mask 00.000.000/0000-00. */
export function maskCnpj(value: string): string {
  return applyPattern(value, CNPJ_PATTERN);
}

/** The document field: CPF mask up to 11 digits, CNPJ mask beyond. */
export function maskDocument(value: string): string {
  return onlyDigits(value).length <= CPF_LENGTH ? maskCpf(value) : maskCnpj(value);
}

/** CEP mask 00000-000. */
export function maskCep(value: string): string {
  return applyPattern(value, CEP_PATTERN);
}

/**
 * Phone mask chosen from the digits typed so far: a leading 0 means toll-free (9999 999 9999),
 * 10 digits or fewer a landline ((99) 9999-9999), 11 a mobile ((99) 99999-9999). A mobile
 * therefore shows as a landline until its eleventh digit arrives.
 */
export function maskPhone(value: string): string {
  const digits = onlyDigits(value);
  if (digits.startsWith('0')) return applyPattern(digits, TOLL_FREE_PATTERN);
  return applyPattern(digits, digits.length <= LANDLINE_LENGTH ? LANDLINE_PATTERN : MOBILE_PATTERN);
}
