import { describe, expect, it } from 'vitest';
import { TZDateMini } from '@date-fns/tz';
import type { DateBounds, RangeErrors, TimeRangeOptions } from './dates';
import {
  isIsoDate,
  isIsoMonth,
  ageInYears,
  assertDate,
  calendarDayInSaoPaulo,
  formatDate,
  parseDate,
  parseNotificationDate,
  parseTime,
  relativeDate,
  saoPauloWallClock,
  toIsoDate,
  todayInSaoPaulo,
  validateDateRange,
  validateSingleDate,
  validateTimeRange,
} from './dates';

// 12:00 on 15/03/2026 in São Paulo (UTC-3, no daylight saving since 2019).
const NOW = new Date('2026-03-15T15:00:00Z');
// 23:30 on 15/03/2026 in São Paulo, already 16/03 in UTC.
const LATE_NOW = new Date('2026-03-16T02:30:00Z');

function day(text: string): Date {
  return assertDate(text);
}

function iso(date: Date | null): string | null {
  return date === null ? null : toIsoDate(date);
}

describe('parseDate', () => {
  it.each([
    ['15/03/2026', '2026-03-15'],
    ['2026-03-15', '2026-03-15'],
    ['01/01/2000', '2000-01-01'],
    ['29/02/2024', '2024-02-29'],
    ['31/12/1999', '1999-12-31'],
    ['2024-02-29', '2024-02-29'],
    ['01/01/1000', '1000-01-01'],
  ])('reads %j as %s', (text, expected) => {
    expect(iso(parseDate(text))).toBe(expected);
  });

  it.each([
    '',
    '31/02/2026',
    '29/02/2025',
    '00/01/2026',
    '32/01/2026',
    '15/13/2026',
    '15/00/2026',
    '1/3/2026',
    '15-03-2026',
    '2026/03/15',
    '15/03/26',
    '2026-3-15',
    '2026-03-15T10:00:00Z',
    ' 15/03/2026',
    '01/01/0999',
    '00/00/0000',
    'hoje',
  ])('rejects %j', (text) => {
    expect(parseDate(text)).toBeNull();
  });
});

describe('formatDate and toIsoDate', () => {
  it.each([
    ['15/03/2026', '15/03/2026', '2026-03-15'],
    ['2000-01-01', '01/01/2000', '2000-01-01'],
    ['29/02/2024', '29/02/2024', '2024-02-29'],
    ['31/12/1999', '31/12/1999', '1999-12-31'],
    ['01/01/1000', '01/01/1000', '1000-01-01'],
  ])('%j -> %j and %j', (text, br, isoText) => {
    expect(formatDate(day(text))).toBe(br);
    expect(toIsoDate(day(text))).toBe(isoText);
  });

  it('refuses an invalid Date', () => {
    expect(() => formatDate(new Date(Number.NaN))).toThrow('Erro! Data Inválida.');
    expect(() => toIsoDate(new Date(Number.NaN))).toThrow('Erro! Data Inválida.');
  });
});

describe('assertDate and parseNotificationDate', () => {
  it.each(['15/03/2026', '2026-03-15', '29/02/2024', '01/01/2000', '2000-12-31'])('accepts %j', (text) => {
    expect(formatDate(assertDate(text))).toBe(formatDate(parseNotificationDate(text)));
  });

  it.each(['', '31/02/2026', '2026-02-30', '15.03.2026', '2026-03-15 10:00'])(
    'rejects %j with the spec messages',
    (text) => {
      expect(() => assertDate(text)).toThrow(new Error('Erro! Data Inválida.'));
      expect(() => parseNotificationDate(text)).toThrow(
        new Error('Formato de data inválido. Use DD/MM/YYYY ou YYYY-MM-DD.'),
      );
    },
  );
});

describe('todayInSaoPaulo and calendarDayInSaoPaulo', () => {
  it.each([
    ['2026-03-15T15:00:00Z', '15/03/2026'],
    ['2026-03-16T02:30:00Z', '15/03/2026'],
    ['2026-03-16T02:59:59Z', '15/03/2026'],
    ['2026-03-16T03:00:00Z', '16/03/2026'],
    ['2026-01-01T02:00:00Z', '31/12/2025'],
    ['2018-11-04T02:59:00Z', '03/11/2018'],
    ['2018-11-04T03:00:00Z', '04/11/2018'],
  ])('the instant %s is %s in São Paulo', (instant, expected) => {
    expect(formatDate(todayInSaoPaulo(new Date(instant)))).toBe(expected);
    expect(formatDate(calendarDayInSaoPaulo(new Date(instant)))).toBe(expected);
  });
});

describe('saoPauloWallClock', () => {
  it.each([
    '2026-06-17T15:00:00Z',
    '2018-11-04T02:59:59.999Z', // the last instant before daylight saving began
    '2018-11-04T03:00:00Z',
    '2019-02-17T01:59:59.999Z', // the last instant of the last daylight saving
    '2019-02-17T02:00:00Z',
    '1900-01-01T00:00:00Z', // local mean time, -03:06:28
  ])('reads %s as the time zone database does', (instant) => {
    const zoned = new TZDateMini(new Date(instant).getTime(), 'America/Sao_Paulo');
    const wall = saoPauloWallClock(new Date(instant));
    expect([
      wall.getUTCFullYear(),
      wall.getUTCMonth(),
      wall.getUTCDate(),
      wall.getUTCDay(),
      wall.getUTCHours(),
      wall.getUTCMinutes(),
    ]).toEqual([
      zoned.getFullYear(),
      zoned.getMonth(),
      zoned.getDate(),
      zoned.getDay(),
      zoned.getHours(),
      zoned.getMinutes(),
    ]);
  });
});

describe('validateSingleDate', () => {
  const defaults: DateBounds = { now: NOW };

  it.each<[string | Date, DateBounds]>([
    ['15/03/2026', defaults],
    ['31/03/2026', defaults],
    ['01/03/2026', defaults],
    ['01/10/2025', defaults],
    ['2025-12-25', defaults],
    [day('28/02/2026'), defaults],
    ['15/03/2026', { now: LATE_NOW }],
    ['01/01/2020', { now: NOW, min: day('31/01/2020') }],
    ['30/04/2026', { now: NOW, max: day('01/04/2026') }],
  ])('accepts %j with %j', (value, bounds) => {
    expect(validateSingleDate(value, bounds)).toBeNull();
  });

  it.each<[string | Date, DateBounds, string]>([
    ['', defaults, 'Data inválida.'],
    ['31/02/2026', defaults, 'Data inválida.'],
    ['15-03-2026', defaults, 'Data inválida.'],
    ['03/2026', defaults, 'Data inválida.'],
    [new Date(Number.NaN), defaults, 'Data inválida.'],
    ['30/09/2025', defaults, 'O mês e ano não podem ser menores que 10/2025.'],
    ['29/02/2024', defaults, 'O mês e ano não podem ser menores que 10/2025.'],
    ['31/12/2019', { now: NOW, min: day('01/01/2020') }, 'O mês e ano não podem ser menores que 01/2020.'],
    ['01/04/2026', defaults, 'O mês e ano não podem ser maiores que o mês e ano atuais.'],
    ['2027-01-01', defaults, 'O mês e ano não podem ser maiores que o mês e ano atuais.'],
    // 23:00 on 31/03 in São Paulo is already April in UTC: April is still the future here.
    [
      '01/04/2026',
      { now: new Date('2026-04-01T02:00:00Z') },
      'O mês e ano não podem ser maiores que o mês e ano atuais.',
    ],
    [
      '01/05/2026',
      { now: NOW, max: day('30/04/2026') },
      'O mês e ano não podem ser maiores que o mês e ano atuais.',
    ],
  ])('rejects %j with %j: %s', (value, bounds, message) => {
    expect(validateSingleDate(value, bounds)).toBe(message);
  });
});

describe('validateDateRange', () => {
  const defaults: DateBounds = { now: NOW };
  const sixMonthsBack: DateBounds = { now: NOW, min: day('15/09/2025') };

  it.each<[string | Date, string | Date, DateBounds]>([
    ['01/03/2026', '10/03/2026', defaults],
    ['10/03/2026', '10/03/2026', defaults],
    ['2026-02-01', '2026-03-15', defaults],
    ['15/09/2025', '15/10/2025', sixMonthsBack],
    [day('01/01/2020'), day('02/01/2020'), defaults],
    ['15/03/2026', '15/03/2026', { now: LATE_NOW }],
    ['01/04/2026', '30/04/2026', { now: NOW, max: day('30/04/2026') }],
  ])('accepts %j to %j', (start, end, bounds) => {
    expect(validateDateRange(start, end, bounds)).toEqual({});
  });

  it.each<[string | Date, string | Date, DateBounds, RangeErrors]>([
    ['10/03/2026', '01/03/2026', defaults, { start: 'A data inicial não pode ser maior que a data final.' }],
    ['02/01/2026', '01/01/2026', defaults, { start: 'A data inicial não pode ser maior que a data final.' }],
    [
      '14/09/2025',
      '01/03/2026',
      sixMonthsBack,
      { start: 'A data inicial não pode ser menor que 15/09/2025.' },
    ],
    ['01/03/2026', '16/03/2026', defaults, { end: 'A data final não pode ser maior que 15/03/2026.' }],
    [
      '01/03/2026',
      '16/03/2026',
      { now: LATE_NOW },
      { end: 'A data final não pode ser maior que 15/03/2026.' },
    ],
    [
      '01/01/2026',
      '01/02/2026',
      { now: NOW, max: day('31/01/2026') },
      { end: 'A data final não pode ser maior que 31/01/2026.' },
    ],
    ['x', '01/03/2026', defaults, { start: 'Data inválida.' }],
    ['01/03/2026', '31/02/2026', defaults, { end: 'Data inválida.' }],
    ['', '', defaults, { start: 'Data inválida.', end: 'Data inválida.' }],
    [
      '20/03/2026',
      '18/03/2026',
      defaults,
      {
        start: 'A data inicial não pode ser maior que a data final.',
        end: 'A data final não pode ser maior que 15/03/2026.',
      },
    ],
    [
      '01/01/2025',
      '01/12/2024',
      sixMonthsBack,
      { start: 'A data inicial não pode ser menor que 15/09/2025.' },
    ],
  ])('rejects %j to %j with %j', (start, end, bounds, errors) => {
    expect(validateDateRange(start, end, bounds)).toEqual(errors);
  });
});

describe('parseTime', () => {
  it.each([
    ['00:00', 0],
    ['07:00', 420],
    ['09:30', 570],
    ['21:00', 1260],
    ['23:59', 1439],
    ['24:00', null],
    ['7:00', null],
    ['07:60', null],
    ['0700', null],
    ['', null],
  ])('%j -> %s', (text, expected) => {
    expect(parseTime(text)).toBe(expected);
  });
});

describe('validateTimeRange', () => {
  const business: TimeRangeOptions = { min: '07:00', max: '21:00' };

  it.each<[string, string, TimeRangeOptions]>([
    ['08:00', '18:00', {}],
    ['00:00', '23:59', {}],
    ['09:00', '09:00', {}],
    ['07:00', '21:00', business],
    ['12:00', '12:01', { forbidEqual: true }],
    ['09:00', '09:00', { min: '09:00', max: '09:00' }],
  ])('accepts %s to %s with %j', (start, end, opts) => {
    expect(validateTimeRange(start, end, opts)).toEqual({});
  });

  it.each<[string, string, TimeRangeOptions, RangeErrors]>([
    ['25:00', '18:00', {}, { start: 'Horário inválido.' }],
    ['08:00', '8:30', {}, { end: 'Horário inválido.' }],
    ['', '', {}, { start: 'Horário inválido.', end: 'Horário inválido.' }],
    ['18:00', '08:00', {}, { start: 'Horário inicial não pode ser maior que o horário final.' }],
    [
      '12:01',
      '12:00',
      { forbidEqual: true },
      { start: 'Horário inicial não pode ser maior que o horário final.' },
    ],
    ['09:00', '09:00', { forbidEqual: true }, { start: 'Horário inicial e final não podem ser iguais.' }],
    ['06:59', '18:00', business, { start: 'O horário não pode ser menor que 07:00.' }],
    ['08:00', '21:01', business, { end: 'O horário não pode ser maior que 21:00.' }],
    [
      '22:00',
      '06:00',
      business,
      { start: 'O horário não pode ser maior que 21:00.', end: 'O horário não pode ser menor que 07:00.' },
    ],
    ['20:00', '19:00', business, { start: 'Horário inicial não pode ser maior que o horário final.' }],
  ])('rejects %s to %s with %j as %j', (start, end, opts, errors) => {
    expect(validateTimeRange(start, end, opts)).toEqual(errors);
  });

  it('throws on a malformed bound, a programming error', () => {
    expect(() => validateTimeRange('08:00', '09:00', { min: '7h' })).toThrow(RangeError);
  });
});

describe('relativeDate', () => {
  it.each<[string | Date, Date, string]>([
    ['15/03/2026', NOW, 'Hoje'],
    ['2026-03-15', NOW, 'Hoje'],
    ['16/03/2026', NOW, 'Hoje'],
    ['15/03/2026', LATE_NOW, 'Hoje'],
    ['14/03/2026', NOW, 'Ontem'],
    ['13/03/2026', NOW, '2 dias atrás'],
    ['09/03/2026', NOW, '6 dias atrás'],
    ['08/03/2026', NOW, '1 semana'],
    ['01/03/2026', NOW, '2 semanas'],
    ['14/02/2026', NOW, '4 semanas'],
    ['13/02/2026', NOW, '1 mês'],
    ['2026-01-14', NOW, '2 meses'],
    ['16/03/2025', NOW, '12 meses'],
    ['15/03/2025', NOW, '1 ano'],
    ['15/03/2024', NOW, '2 anos'],
    ['01/01/2016', NOW, '10 anos'],
    // Instants land on their São Paulo day: 23:30 on the 14th there.
    [new Date('2026-03-15T02:30:00Z'), NOW, 'Ontem'],
    [new Date('2026-03-15T03:00:00Z'), NOW, 'Hoje'],
    [new Date('2026-03-12T12:00:00Z'), NOW, '3 dias atrás'],
  ])('%j at %s reads %j', (date, now, expected) => {
    expect(relativeDate(date, now)).toBe(expected);
  });

  it.each(['', '15/3/2026', '2026-03-15T10:00:00Z', 'ontem', '31/02/2026'])(
    'rejects %j with the notification format message',
    (text) => {
      expect(() => relativeDate(text, NOW)).toThrow(
        new Error('Formato de data inválido. Use DD/MM/YYYY ou YYYY-MM-DD.'),
      );
    },
  );
});

describe('ageInYears', () => {
  it.each<[string | Date, Date, number]>([
    ['15/03/2000', NOW, 26],
    ['16/03/2000', NOW, 25],
    ['14/03/2000', NOW, 26],
    ['29/02/2000', NOW, 26],
    ['2016-03-15', NOW, 10],
    ['16/03/2016', NOW, 9],
    ['16/03/2016', new Date('2026-03-16T03:00:00Z'), 10],
    ['16/03/2016', new Date('2026-03-16T02:59:00Z'), 9],
    [day('15/03/1926'), NOW, 100],
    ['15/03/2026', NOW, 0],
  ])('born %j, at %s, is %i', (birthdate, now, expected) => {
    expect(ageInYears(birthdate, now)).toBe(expected);
  });

  it.each(['', '31/02/2000', '2000-13-01', '1/1/2000', 'ontem'])('rejects %j', (text) => {
    expect(() => ageInYears(text, NOW)).toThrow(new Error('Erro! Data Inválida.'));
  });
});

describe('isIsoDate and isIsoMonth: what the API accepts as a day and a month', () => {
  it('accepts days and months that exist', () => {
    expect(['2026-11-30', '2024-02-29', '1000-01-01'].every(isIsoDate)).toBe(true);
    expect(['2026-11', '1000-01'].every(isIsoMonth)).toBe(true);
  });
  it('refuses days and months that do not, and other shapes', () => {
    for (const day of [
      '2026-11-31',
      '2026-02-30',
      '2025-02-29',
      '0000-01-01',
      '0999-12-31',
      '2026-13-01',
      '26-11-01',
      '01/11/2026',
      '2026-11-1',
    ]) {
      expect(isIsoDate(day), day).toBe(false);
    }
    for (const month of ['0000-01', '2026-13', '2026-00', '2026-1', '11/2026'])
      expect(isIsoMonth(month), month).toBe(false);
  });
});
