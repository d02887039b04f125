/**
 * Building blocks shared by the endpoint contracts: the error body, bounded strings, the device
 * info header. Field messages come from the domain catalogue so the web form and the API speak alike.
 */
import { z } from 'zod';
import { isIsoDate, isIsoMonth, validationMessages } from '@painel/domain';

export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });

export const errorResponseSchema = z
  .object({
    code: z.string(),
    message: z.string(),
    fields: z.array(fieldErrorSchema).optional(),
    // RFC 6749 names, present on the OAuth endpoints so standard clients can read them.
    error: z.string().optional(),
    error_description: z.string().optional(),
  })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** A required, trimmed-free string with the spec's 'Insira no maximo N caracteres.' message. */
export function boundedString(max: number) {
  return z.string().max(max, validationMessages.maxLength(max));
}

/**
 * A calendar day 'YYYY-MM-DD' that exists (no 2026-11-31, no 2026-02-30, no year 0000): every date
 * of every contract is this one schema, so an impossible date is a 400 here, never the database's 500.
 */
export const isoDateSchema = z.string().refine(isIsoDate, validationMessages.invalidDate);

/** A month 'YYYY-MM' that exists, with the period's message ('Informe o período no formato MM/AAAA.'). */
export const isoMonthSchema = z.string().refine(isIsoMonth, validationMessages.invalidPeriod);

/** The database's `integer`: ids and counters past it would fail in SQL, so they fail here (400). */
export const DB_INT_MAX = 2_147_483_647;

/** An id in a path or query: text coerced to a positive integer the database can hold. */
export const idSchema = z.coerce.number().int().positive().max(DB_INT_MAX, validationMessages.outOfRange);

/** An id in a JSON body: a number, not coerced from text. */
export const bodyIdSchema = z.number().int().positive().max(DB_INT_MAX, validationMessages.outOfRange);

// eslint-disable-next-line no-control-regex -- the control characters are what this refuses.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Control characters other than tab and line breaks: never typed by a person (and a NUL cannot be stored). */
export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

/** Free text a person typed: bounded, and without control characters. */
export function plainText(max: number) {
  return boundedString(max).refine((value) => !hasControlCharacters(value), validationMessages.invalidValue);
}

const deviceField = plainText(100).optional();
/** PF 3 'Device info', sent by the login form in the X-Device-Info header as JSON. */
export const deviceInfoSchema = z
  .object({
    deviceType: deviceField,
    os: deviceField,
    osVersion: deviceField,
    brand: deviceField,
    model: deviceField,
    browser: deviceField,
    browserVersion: deviceField,
    screenResolution: z
      .object({ width: z.number().int().min(0).max(100_000), height: z.number().int().min(0).max(100_000) })
      .optional(),
  })
  .strict();
export type DeviceInfo = z.infer<typeof deviceInfoSchema>;
