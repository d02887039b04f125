/**
 * Calendar dates and times of day: parsing and formatting DD/MM/YYYY, the single
 * date, date range and time range validators with the spec's messages, notification relative
 * dates and age.
 *
 * Two kinds of Date travel through here. A calendar date is a Date at local midnight, as
 * parseDate returns and date-fns expects; only its year, month and day matter. `now` is an
 * instant, and "today" is its calendar day in America/Sao_Paulo, whatever zone the code runs
 * in, so the API on a UTC server and a browser abroad agree on what today is. Every function
 * that needs today takes `now`, so none reads the clock.
 */
import { tzOffset } from '@date-fns/tz';
import { differenceInCalendarDays, differenceInYears, isValid, subMonths } from 'date-fns';
import { dateMessages } from './messages';

export const SAO_PAULO_TIME_ZONE = 'America/Sao_Paulo';

const BR_DATE = /^\d{2}\/\d{2}\/\d{4}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
/** Below this a year is a typo ('0199'), not a date anyone here means. */
const MIN_YEAR = 1000;
/** PF 5: the single date picker goes back 5 months by default. */
const DEFAULT_MONTHS_BACK = 5;
const DAYS_PER_WEEK = 7;
const DAYS_PER_MONTH = 30;
const DAYS_PER_YEAR = 365;

function calendarDate(year: number, monthIndex: number, day: number): Date {
  const date = new Date(0);
  // setFullYear, not the Date constructor, which would read years 0-99 as 1900-1999.
  date.setFullYear(year, monthIndex, day);
  date.setHours(0, 0, 0, 0);
  return date;
}

const HOUR_MS = 3_600_000;
const OFFSETS_KEPT = 10_000;
const saoPauloOffsets = new Map<number, number>();

/**
 * São Paulo's offset from UTC at an instant, in ms. Asking the time zone database costs tens of
 * microseconds, and ingestion asks for every event: the answer is kept per UTC hour, for the hours
 * whose first and last millisecond agree (an hour holding a change of offset is asked each time).
 */
function saoPauloOffsetMs(time: number): number {
  const hour = Math.floor(time / HOUR_MS);
  const kept = saoPauloOffsets.get(hour);
  if (kept !== undefined) return kept;
  const first = tzOffset(SAO_PAULO_TIME_ZONE, new Date(hour * HOUR_MS));
  const last = tzOffset(SAO_PAULO_TIME_ZONE, new Date((hour + 1) * HOUR_MS - 1));
  if (first !== last) return tzOffset(SAO_PAULO_TIME_ZONE, new Date(time)) * 60_000;
  if (saoPauloOffsets.size >= OFFSETS_KEPT) saoPauloOffsets.clear();
  saoPauloOffsets.set(hour, first * 60_000);
  return first * 60_000;
}

/** A Date whose UTC fields (getUTCFullYear … getUTCMinutes, getUTCDay) read São Paulo's wall clock at the instant. */
export function saoPauloWallClock(instant: Date): Date {
  const time = instant.getTime();
  return new Date(Number.isNaN(time) ? NaN : time + saoPauloOffsetMs(time));
}

/** The calendar day an instant falls on in America/Sao_Paulo, as a local-midnight Date. */
export function calendarDayInSaoPaulo(instant: Date): Date {
  const wall = saoPauloWallClock(instant);
  return calendarDate(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate());
}

/** Today in America/Sao_Paulo at the instant `now`. */
export function todayInSaoPaulo(now: Date): Date {
  return calendarDayInSaoPaulo(now);
}

/**
 * 'DD/MM/YYYY' or 'YYYY-MM-DD' to a calendar date; null when the text is not a real date. Read by
 * hand, not by date-fns' `parse`: its parser for every pattern letter was most of the date code a
 * browser downloaded, for two fixed patterns.
 */
export function parseDate(value: string): Date | null {
  const parts = BR_DATE.test(value)
    ? value.split('/').reverse()
    : ISO_DATE.test(value)
      ? value.split('-')
      : null;
  if (parts === null) return null;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  if (year < MIN_YEAR) return null;
  const date = calendarDate(year, month - 1, day);
  // Day 31 of a 30-day month, month 13, 29/02 of a common year: the Date rolls over, the text was no date.
  return date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** 'YYYY-MM-DD' naming a real calendar day from year 1000 on: what the API accepts as a date. */
export function isIsoDate(value: string): boolean {
  return ISO_DATE.test(value) && parseDate(value) !== null;
}

const ISO_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** 'YYYY-MM' naming a real month from year 1000 on: what the API accepts as a month. */
export function isIsoMonth(value: string): boolean {
  const match = ISO_MONTH.exec(value);
  return match !== null && Number(match[1]) >= MIN_YEAR;
}

/** A calendar date that must be valid: its parse, or Error('Erro! Data Inválida.'). */
export function assertDate(value: string): Date {
  const date = parseDate(value);
  if (date === null) throw new Error(dateMessages.invalidDateString);
  return date;
}

/** A notification's date, or Error('Formato de data inválido. Use DD/MM/YYYY ou YYYY-MM-DD.'). */
export function parseNotificationDate(value: string): Date {
  const date = parseDate(value);
  if (date === null) throw new Error(dateMessages.notificationDateFormat);
  return date;
}

function validDate(date: Date): Date {
  if (!isValid(date)) throw new Error(dateMessages.invalidDateString);
  return date;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');
const fourDigits = (value: number) => String(value).padStart(4, '0');

/** 'DD/MM/YYYY'; an invalid Date throws Error('Erro! Data Inválida.'). */
export function formatDate(date: Date): string {
  const valid = validDate(date);
  return `${twoDigits(valid.getDate())}/${twoDigits(valid.getMonth() + 1)}/${fourDigits(valid.getFullYear())}`;
}

/** 'YYYY-MM-DD', the form the API exchanges; an invalid Date throws like formatDate. */
export function toIsoDate(date: Date): string {
  const valid = validDate(date);
  return `${fourDigits(valid.getFullYear())}-${twoDigits(valid.getMonth() + 1)}-${twoDigits(valid.getDate())}`;
}

function toDate(value: string | Date): Date | null {
  if (typeof value === 'string') return parseDate(value);
  return isValid(value) ? value : null;
}

function monthNumber(date: Date): number {
  return date.getFullYear() * 12 + date.getMonth();
}

export interface DateBounds {
  /** Earliest calendar date allowed. */
  min?: Date;
  /** Latest calendar date allowed. */
  max?: Date;
  /** The current instant; "today" is its day in America/Sao_Paulo. */
  now: Date;
}

/**
 * The single date field (a month-and-year picker): null when fine, else the message. Bounds
 * are compared by month and year, as the messages say; min defaults to 5 months before today
 * and max to today.
 */
export function validateSingleDate(value: string | Date, bounds: DateBounds): string | null {
  const date = toDate(value);
  if (date === null) return dateMessages.invalid;
  const today = todayInSaoPaulo(bounds.now);
  const min = bounds.min ?? subMonths(today, DEFAULT_MONTHS_BACK);
  const max = bounds.max ?? today;
  if (monthNumber(date) < monthNumber(min))
    return dateMessages.beforeMin(`${twoDigits(min.getMonth() + 1)}/${fourDigits(min.getFullYear())}`);
  if (monthNumber(date) > monthNumber(max)) return dateMessages.afterMax;
  return null;
}

export interface RangeErrors {
  start?: string;
  end?: string;
}

/**
 * The date range field, by day: each side must be a date, the start not before min, the end
 * not after max (default today; no default min), and the start not after the end. The order
 * is judged only when the start has nothing else wrong, so one message shows per side.
 */
export function validateDateRange(start: string | Date, end: string | Date, bounds: DateBounds): RangeErrors {
  const errors: RangeErrors = {};
  const startDate = toDate(start);
  const endDate = toDate(end);
  const max = bounds.max ?? todayInSaoPaulo(bounds.now);
  if (startDate === null) {
    errors.start = dateMessages.invalid;
  } else if (bounds.min && differenceInCalendarDays(startDate, bounds.min) < 0) {
    errors.start = dateMessages.rangeStartBeforeMin(formatDate(bounds.min));
  }
  if (endDate === null) {
    errors.end = dateMessages.invalid;
  } else if (differenceInCalendarDays(endDate, max) > 0) {
    errors.end = dateMessages.rangeEndAfterMax(formatDate(max));
  }
  if (
    errors.start === undefined &&
    startDate !== null &&
    endDate !== null &&
    differenceInCalendarDays(startDate, endDate) > 0
  ) {
    errors.start = dateMessages.rangeStartAfterEnd;
  }
  return errors;
}

export interface TimeRangeOptions {
  /** Also reject a start equal to the end. */
  forbidEqual?: boolean;
  /** Earliest time allowed, 'HH:mm'. */
  min?: string;
  /** Latest time allowed, 'HH:mm'. */
  max?: string;
}

/** Minutes since midnight of a 24-hour 'HH:mm', or null. */
export function parseTime(value: string): number | null {
  const match = TIME.exec(value);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

interface TimeBound {
  text: string;
  minutes: number;
}

function timeBound(bound: string | undefined): TimeBound | null {
  if (bound === undefined) return null;
  const minutes = parseTime(bound);
  // A malformed bound is a programming error, not something the user can fix.
  if (minutes === null) throw new RangeError(`Time bound must be HH:mm, got '${bound}'`);
  return { text: bound, minutes };
}

/**
 * The time range field (24 h). Each side must be a time within min and max; then the start
 * may not be after the end, nor equal to it with `forbidEqual`. Order messages go on `start`.
 */
export function validateTimeRange(start: string, end: string, opts: TimeRangeOptions = {}): RangeErrors {
  const min = timeBound(opts.min);
  const max = timeBound(opts.max);
  const sideError = (minutes: number | null): string | undefined => {
    if (minutes === null) return dateMessages.timeInvalid;
    if (min && minutes < min.minutes) return dateMessages.timeBeforeMin(min.text);
    if (max && minutes > max.minutes) return dateMessages.timeAfterMax(max.text);
    return undefined;
  };
  const startMinutes = parseTime(start);
  const endMinutes = parseTime(end);
  const errors: RangeErrors = {};
  const startError = sideError(startMinutes);
  const endError = sideError(endMinutes);
  if (startError !== undefined) errors.start = startError;
  if (endError !== undefined) errors.end = endError;
  if (errors.start === undefined && startMinutes !== null && endMinutes !== null) {
    if (startMinutes > endMinutes) errors.start = dateMessages.timeStartAfterEnd;
    else if (opts.forbidEqual && startMinutes === endMinutes) errors.start = dateMessages.timeEqual;
  }
  return errors;
}

/**
 * A notification's age as the menu shows it, counted in calendar days in
 * America/Sao_Paulo: 'Hoje', 'Ontem', 'n dias atrás' under a week, then weeks under 30 days,
 * months (of 30 days) under 365 and years. A string is a calendar date ('DD/MM/YYYY' or
 * 'YYYY-MM-DD'); a Date is an instant, placed on its Sao Paulo day. A date after today, which
 * only clock skew produces, reads 'Hoje'.
 */
export function relativeDate(date: string | Date, now: Date): string {
  const day = typeof date === 'string' ? parseNotificationDate(date) : calendarDayInSaoPaulo(validDate(date));
  const days = differenceInCalendarDays(todayInSaoPaulo(now), day);
  if (days <= 0) return dateMessages.today;
  if (days === 1) return dateMessages.yesterday;
  if (days < DAYS_PER_WEEK) return dateMessages.daysAgo(days);
  if (days < DAYS_PER_MONTH) return dateMessages.weeks(Math.floor(days / DAYS_PER_WEEK));
  if (days < DAYS_PER_YEAR) return dateMessages.months(Math.floor(days / DAYS_PER_MONTH));
  return dateMessages.years(Math.floor(days / DAYS_PER_YEAR));
}

/**
 * Whole years from a birthdate (a calendar date, or its 'DD/MM/YYYY' / 'YYYY-MM-DD' text) to
 * today in America/Sao_Paulo; the birthday itself counts. Invalid text throws like assertDate.
 */
export function ageInYears(birthdate: string | Date, now: Date): number {
  const birth = typeof birthdate === 'string' ? assertDate(birthdate) : validDate(birthdate);
  return differenceInYears(todayInSaoPaulo(now), birth);
}
