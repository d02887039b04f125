/** Pieces the account forms share: empty and blank values, calendar dates, lengths, birthdates. */
import { differenceInCalendarDays, isValid, subYears } from 'date-fns';
import { parseDate, todayInSaoPaulo } from '../dates';
import { BIRTHDATE_MAX_AGE_YEARS, BIRTHDATE_MIN_AGE_YEARS } from '../limits';
import { validationMessages } from '../messages';

/** A calendar date as a picker (Date) or a payload (text) holds it; empty means not filled. */
export type DateInput = Date | string | null | undefined;

export type Errors<K extends string> = Partial<Record<K, string>>;

export function compact<K extends string>(checks: Record<K, string | null>): Errors<K> {
  const errors: Errors<K> = {};
  for (const [key, message] of Object.entries<string | null>(checks)) {
    // Object.entries widens the keys of Record<K, ...> to string; they are still the K keys.
    if (message !== null) errors[key as K] = message;
  }
  return errors;
}

export function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim() === '';
}

export function isEmptyDate(value: DateInput): value is null | undefined | '' {
  return value == null || (typeof value === 'string' && value.trim() === '');
}

export function trimmed(value: Date | string): Date | string {
  return typeof value === 'string' ? value.trim() : value;
}

export function toCalendarDate(value: Date | string): Date | null {
  const date = trimmed(value);
  if (typeof date === 'string') return parseDate(date);
  return isValid(date) ? date : null;
}

/** Whitespace runs become one space and the ends are trimmed: the group name on blur. */
export function collapseSpaces(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** The length rule shared by every text field here: 'Insira no maximo N caracteres.'. */
export function maxLengthError(value: string, max: number): string | null {
  return value.length > max ? validationMessages.maxLength(max) : null;
}

export type BirthdateProblem = 'invalid' | 'outOfRange' | null;

/** Born between 100 and 10 years before today, both days included. */
export function birthdateProblem(value: Date | string, now: Date): BirthdateProblem {
  const date = toCalendarDate(value);
  if (date === null) return 'invalid';
  const today = todayInSaoPaulo(now);
  const oldest = subYears(today, BIRTHDATE_MAX_AGE_YEARS);
  const youngest = subYears(today, BIRTHDATE_MIN_AGE_YEARS);
  const inRange =
    differenceInCalendarDays(date, oldest) >= 0 && differenceInCalendarDays(date, youngest) <= 0;
  return inRange ? null : 'outOfRange';
}

export function requiredId(id: number | null | undefined): string | null {
  return id == null ? validationMessages.required : null;
}
