import { describe, expect, it } from 'vitest';
import type { OmbudsmanForm } from './ombudsman';
import { ombudsmanMessages } from './messages';
import {
  isOmbudsmanReason,
  requestCounter,
  sanitizeTicket,
  validateOmbudsman,
  validateOmbudsmanPhone,
  validateOmbudsmanReason,
  validateOmbudsmanRequest,
  validateOmbudsmanTicket,
} from './ombudsman';

const REQUIRED = 'Campo obrigatório.';
const INVALID = 'Valor inválido.';
const DIGITS_ONLY = ombudsmanMessages.ticketDigitsOnly;
const ALL_DIGITS = ombudsmanMessages.ticketAllDigits;
const NOT_REAL = ombudsmanMessages.ticketNotReal;

describe('validateOmbudsmanPhone', () => {
  it.each(['11987654321', '(11) 98765-4321', '(21) 3234-5678', '4832345678', '(85) 99123-4567'])(
    'accepts %j',
    (phone) => {
      expect(validateOmbudsmanPhone(phone)).toBeNull();
    },
  );

  it.each([
    ['', REQUIRED],
    ['   ', REQUIRED],
    ['11111111111', 'Informe um telefone válido.'],
    ['(10) 98765-4321', 'Informe um telefone válido.'],
    ['1187654321', 'Informe um telefone válido.'],
    ['08001234567', 'Informe um telefone válido.'],
    ['119876543', 'Informe um telefone válido.'],
    ['11 9876x4321', 'Informe um telefone válido.'],
  ])('refuses %j with %j', (phone, message) => {
    expect(validateOmbudsmanPhone(phone)).toBe(message);
  });
});

describe('validateOmbudsmanTicket', () => {
  it.each<[string, number | null]>([
    ['00012345', 3],
    ['20240117', 3],
    ['', 1],
    ['', 2],
    ['', 4],
    ['', null],
    ['4521', 4],
    ['00012345', 2],
    ['98765430', 1],
  ])('accepts %j for reason %j', (ticket, reason) => {
    expect(validateOmbudsmanTicket(ticket, reason)).toBeNull();
  });

  it.each<[string, number | null, string]>([
    ['', 3, REQUIRED],
    ['  ', 3, REQUIRED],
    ['0001234', 3, ALL_DIGITS],
    ['1', 3, ALL_DIGITS],
    ['123456789', 3, 'Insira no maximo 8 caracteres.'],
    ['123456789', 1, 'Insira no maximo 8 caracteres.'],
    ['0001-2345', 3, DIGITS_ONLY],
    ['abc', 2, DIGITS_ONLY],
    ['11111111', 3, NOT_REAL],
    ['12345678', 3, NOT_REAL],
    ['87654321', 4, NOT_REAL],
    ['555', 1, NOT_REAL],
  ])('refuses %j for reason %j with %j', (ticket, reason, message) => {
    expect(validateOmbudsmanTicket(ticket, reason)).toBe(message);
  });
});

describe('sanitizeTicket', () => {
  it.each([
    ['00012345', '00012345'],
    ['0001-2345', '00012345'],
    ['123456789', '12345678'],
    ['abc12', '12'],
    ['', ''],
  ])('%j -> %j', (input, expected) => {
    expect(sanitizeTicket(input)).toBe(expected);
  });
});

describe('validateOmbudsmanReason', () => {
  it.each([1, 2, 3, 4, 3])('accepts %j', (reason) => {
    expect(isOmbudsmanReason(reason)).toBe(true);
    expect(validateOmbudsmanReason(reason)).toBeNull();
  });

  it.each<[number | null, string]>([
    [null, REQUIRED],
    [0, INVALID],
    [5, INVALID],
    [-1, INVALID],
    [2.5, INVALID],
    [Number.NaN, INVALID],
  ])('refuses %j with %j', (reason, message) => {
    expect(validateOmbudsmanReason(reason)).toBe(message);
  });
});

describe('validateOmbudsmanRequest', () => {
  it.each(['Olá', 'a', 'x'.repeat(1500), 'x'.repeat(2000), '  texto com espaços  '])(
    'accepts a request of %#',
    (request) => {
      expect(validateOmbudsmanRequest(request)).toBeNull();
    },
  );

  it.each([
    ['', REQUIRED],
    ['   ', REQUIRED],
    ['\n\t', REQUIRED],
    ['x'.repeat(2001), 'Insira no maximo 2000 caracteres.'],
    ['y'.repeat(5000), 'Insira no maximo 2000 caracteres.'],
  ])('refuses request %# with %j', (request, message) => {
    expect(validateOmbudsmanRequest(request)).toBe(message);
  });
});

describe('validateOmbudsman', () => {
  const valid: OmbudsmanForm = {
    phone: '(11) 98765-4321',
    ticket: '00012345',
    reason: 3,
    request: 'Meu pedido não foi atendido.',
  };

  it.each<Partial<OmbudsmanForm>>([
    {},
    { reason: 1, ticket: '' },
    { reason: 2, ticket: '' },
    { reason: 4, ticket: '4521' },
    { phone: '1132345678' },
  ])('accepts the form with %j', (change) => {
    expect(validateOmbudsman({ ...valid, ...change })).toEqual({});
  });

  it.each<[Partial<OmbudsmanForm>, Record<string, string>]>([
    [{ phone: '' }, { phone: REQUIRED }],
    [{ ticket: '' }, { ticket: REQUIRED }],
    [{ reason: null }, { reason: REQUIRED }],
    [{ request: '' }, { request: REQUIRED }],
    [
      { phone: '123', ticket: '11111111', reason: 7, request: 'x'.repeat(2001) },
      {
        phone: 'Informe um telefone válido.',
        ticket: NOT_REAL,
        reason: INVALID,
        request: 'Insira no maximo 2000 caracteres.',
      },
    ],
    [
      { phone: '', ticket: '', reason: null, request: '' },
      { phone: REQUIRED, reason: REQUIRED, request: REQUIRED },
    ],
  ])('refuses %j with %j', (change, errors) => {
    expect(validateOmbudsman({ ...valid, ...change })).toEqual(errors);
  });
});

describe('the request length counts what the user sees', () => {
  it('takes 2000 emoji, one character each, and refuses the 2001st', () => {
    expect(validateOmbudsmanRequest('😀'.repeat(2000))).toBeNull();
    expect(validateOmbudsmanRequest('👍🏽'.repeat(2001))).toBe('Insira no maximo 2000 caracteres.');
  });
});

describe('requestCounter', () => {
  it.each<[number, string, string]>([
    [0, '0 / 2000', 'normal'],
    [1, '1 / 2000', 'normal'],
    [1499, '1499 / 2000', 'normal'],
    [1500, '1500 / 2000', 'warning'],
    [1999, '1999 / 2000', 'warning'],
    [2000, '2000 / 2000', 'error'],
    [2001, '2001 / 2000', 'error'],
  ])('%i characters -> %j, %s', (length, text, tone) => {
    expect(requestCounter(length)).toEqual({ text, tone });
  });
});
