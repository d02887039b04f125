/**
 * Small digit patterns shared by the validators: repeated digits, numeric sequences and
 * the regex text field's sanitiser. They judge the string as given; callers strip masks first.
 */

const ALL_DIGITS = /^\d+$/;

/**
 * True when the value is two or more digits, all the same ('11111111'). A single digit is not
 * a repetition, and any non-digit character means the value is not a repeated-digit number.
 */
export function hasRepeatedDigits(value: string): boolean {
  return value.length >= 2 && ALL_DIGITS.test(value) && /^(\d)\1+$/.test(value);
}

/**
 * True when the value is three or more digits counting up or down by one ('12345678',
 * '87654321', '01234567'). Two digits are not flagged: '10' or '98' are ordinary numbers, and
 * a step of one between two digits says nothing about how the value was chosen.
 */
export function isNumericSequence(value: string): boolean {
  if (value.length < 3 || !ALL_DIGITS.test(value)) return false;
  const step = value.charCodeAt(1) - value.charCodeAt(0);
  if (step !== 1 && step !== -1) return false;
  for (let i = 2; i < value.length; i += 1) {
    if (value.charCodeAt(i) - value.charCodeAt(i - 1) !== step) return false;
  }
  return true;
}

/**
 * The regex text field: keeps only the characters the single-character class `allowed`
 * accepts, then collapses runs of spaces into one. It does not trim, because it runs on every
 * keystroke and the space a user just typed must survive until the next word.
 */
export function sanitizeText(value: string, allowed: RegExp): string {
  // A global or sticky regex keeps `lastIndex` between calls to test(), which would make the
  // verdict on one character depend on the previous one; a stateless copy avoids that.
  const accepts = new RegExp(allowed.source, allowed.flags.replace(/[gy]/g, ''));
  let kept = '';
  // Iterating the string (not indexing it) keeps characters outside the BMP whole.
  for (const char of value) {
    if (accepts.test(char)) kept += char;
  }
  return kept.replace(/ {2,}/g, ' ');
}
