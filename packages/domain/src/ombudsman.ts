/**
 * The ombudsman form 'Ouvidoria Assertiva': phone, ticket number, request type and
 * request text, validated on every change, and the request's character counter.
 */
import { OMBUDSMAN_TYPE_IDS } from './catalogue';
import type { OmbudsmanTypeId } from './catalogue';
import { onlyDigits } from './documents';
import { visibleLength } from './graphemes';
import { OMBUDSMAN_REQUEST_MAX, OMBUDSMAN_REQUEST_WARN, TICKET_LENGTH } from './limits';
import { ombudsmanMessages, validationMessages } from './messages';
import { hasRepeatedDigits, isNumericSequence } from './patterns';
import { isValidPhone } from './phone';

export type OmbudsmanForm = {
  phone: string;
  ticket: string;
  /** Null until the user picks a type. */
  reason: number | null;
  request: string;
};

export type OmbudsmanErrors = Partial<Record<keyof OmbudsmanForm, string>>;

/** One of the four request types: Denúncia 1, Elogio 2, Reclamação 3, Sugestão 4. */
export function isOmbudsmanReason(value: number | null): value is OmbudsmanTypeId {
  return value !== null && Object.hasOwn(ombudsmanMessages.types, value);
}

/** What the ticket input keeps of a keystroke or a paste: digits only, at most eight. */
export function sanitizeTicket(input: string): string {
  return onlyDigits(input).slice(0, TICKET_LENGTH);
}

export function validateOmbudsmanPhone(phone: string): string | null {
  if (phone.trim() === '') return validationMessages.required;
  return isValidPhone(phone, 'any') ? null : validationMessages.invalidPhone;
}

/**
 * Optional except for a complaint (Reclamação), which must cite its ticket with all 8 digits
 * ('00012345'). A number that is one digit repeated or a run like '12345678' is not a real
 * ticket. The spec names no message for these; each says the rule it broke.
 */
export function validateOmbudsmanTicket(ticket: string, reason: number | null): string | null {
  const value = ticket.trim();
  const isComplaint = reason === OMBUDSMAN_TYPE_IDS.complaint;
  if (value === '') return isComplaint ? validationMessages.required : null;
  if (!/^\d+$/.test(value)) return ombudsmanMessages.ticketDigitsOnly;
  if (value.length > TICKET_LENGTH) return validationMessages.maxLength(TICKET_LENGTH);
  if (isComplaint && value.length !== TICKET_LENGTH) return ombudsmanMessages.ticketAllDigits;
  if (hasRepeatedDigits(value) || isNumericSequence(value)) return ombudsmanMessages.ticketNotReal;
  return null;
}

export function validateOmbudsmanReason(reason: number | null): string | null {
  if (reason === null) return validationMessages.required;
  return isOmbudsmanReason(reason) ? null : validationMessages.invalidValue;
}

export function validateOmbudsmanRequest(request: string): string | null {
  if (request.trim() === '') return validationMessages.required;
  return visibleLength(request) > OMBUDSMAN_REQUEST_MAX
    ? validationMessages.maxLength(OMBUDSMAN_REQUEST_MAX)
    : null;
}

/** One message per failing field; an empty record means the form may be sent. */
export function validateOmbudsman(form: OmbudsmanForm): OmbudsmanErrors {
  const errors: OmbudsmanErrors = {};
  const phone = validateOmbudsmanPhone(form.phone);
  const ticket = validateOmbudsmanTicket(form.ticket, form.reason);
  const reason = validateOmbudsmanReason(form.reason);
  const request = validateOmbudsmanRequest(form.request);
  if (phone) errors.phone = phone;
  if (ticket) errors.ticket = ticket;
  if (reason) errors.reason = reason;
  if (request) errors.request = request;
  return errors;
}

export type CounterTone = 'normal' | 'warning' | 'error';

/** The 'n / 2000' helper under the request field. */
export function requestCounter(length: number): { text: string; tone: CounterTone } {
  const tone: CounterTone =
    length >= OMBUDSMAN_REQUEST_MAX ? 'error' : length >= OMBUDSMAN_REQUEST_WARN ? 'warning' : 'normal';
  return { text: ombudsmanMessages.counter(length), tone };
}
