/**
 * Brazilian phone numbers: mobile (11 digits), landline (10), toll-free 0800 (11), with
 * the area code (DDD) checked against Anatel's list. The mask the field adds is allowed in the
 * input; any other character makes the number invalid rather than being quietly dropped.
 */
import { hasRepeatedDigits } from './patterns';

/**
 * Every area code (DDD) in use in Brazil, per Anatel's numbering plan. One row per first digit
 * keeps the codes that do not exist (20, 23, 25, 26, 29, 30...) easy to see.
 */
// prettier-ignore
export const BRAZILIAN_AREA_CODES = [
  11, 12, 13, 14, 15, 16, 17, 18, 19,
  21, 22, 24, 27, 28,
  31, 32, 33, 34, 35, 37, 38,
  41, 42, 43, 44, 45, 46, 47, 48, 49,
  51, 53, 54, 55,
  61, 62, 63, 64, 65, 66, 67, 68, 69,
  71, 73, 74, 75, 77, 79,
  81, 82, 83, 84, 85, 86, 87, 88, 89,
  91, 92, 93, 94, 95, 96, 97, 98, 99,
] as const;

export type PhoneType = 'mobile' | 'landline' | '0800' | 'any';

const AREA_CODES: ReadonlySet<number> = new Set(BRAZILIAN_AREA_CODES);
/** Digits plus the characters of the masks '(99) 99999-9999' and '9999 999 9999'. */
const PHONE_CHARACTERS = /^[\d\s().-]*$/;
/** Since 2017 a landline's first digit after the DDD is one of these (Anatel). */
const LANDLINE_FIRST_DIGITS = new Set(['2', '3', '4', '5', '7']);

function phoneDigits(input: string): string | null {
  return PHONE_CHARACTERS.test(input) ? input.replace(/\D/g, '') : null;
}

/** True when the first two digits are an area code in use. */
export function isValidAreaCode(digits: string): boolean {
  return /^\d{2}/.test(digits) && AREA_CODES.has(Number(digits.slice(0, 2)));
}

function isMobileDigits(digits: string): boolean {
  return digits.length === 11 && digits[2] === '9' && isValidAreaCode(digits);
}

function isLandlineDigits(digits: string): boolean {
  return digits.length === 10 && LANDLINE_FIRST_DIGITS.has(digits[2] ?? '') && isValidAreaCode(digits);
}

function isTollFreeDigits(digits: string): boolean {
  return digits.length === 11 && digits.startsWith('0800');
}

/**
 * A phone number of the given type, masked or bare. 'any' is the untyped field of the spec:
 * a mobile or a landline; 0800 numbers are accepted only when asked for.
 */
export function isValidPhone(input: string, type: PhoneType = 'any'): boolean {
  const digits = phoneDigits(input);
  if (digits === null || hasRepeatedDigits(digits)) return false;
  switch (type) {
    case 'mobile':
      return isMobileDigits(digits);
    case 'landline':
      return isLandlineDigits(digits);
    case '0800':
      return isTollFreeDigits(digits);
    case 'any':
      return isMobileDigits(digits) || isLandlineDigits(digits);
  }
}

/** A mobile number: DDD + 9 + eight digits. */
export function isValidMobile(input: string): boolean {
  return isValidPhone(input, 'mobile');
}

/** A landline number: DDD + eight digits starting with 2, 3, 4, 5 or 7. */
export function isValidLandline(input: string): boolean {
  return isValidPhone(input, 'landline');
}
