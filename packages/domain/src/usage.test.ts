import { describe, expect, it } from 'vitest';
import { accessWindow } from './access-window';
import {
  amountOf,
  insideAccessHours,
  companyCeiling,
  consumptionRefusal,
  formatCurrencyMilli,
  formatMilli,
  limitNoticesCrossed,
  parseMilli,
  roundHalfUp,
  usageDayOf,
  usageMonthOf,
  usageRefusalMessage,
  usageTimingRefusal,
  type ConsumptionFacts,
} from './usage';

describe('exact money in thousandths', () => {
  it.each([
    ['0', 0n],
    ['0.1', 100n],
    ['0.35', 350n],
    ['12.345', 12345n],
    ['-1.5', -1500n],
    ['999999999999.999', 999999999999999n],
  ])('parses %s', (text, milli) => {
    expect(parseMilli(text)).toBe(milli);
  });

  it.each(['', 'abc', '1.2345', '1,5', '1e3', '.5'])('refuses %j', (text) => {
    expect(() => parseMilli(text)).toThrow(RangeError);
  });

  it('formats with three decimals and multiplies without floating point', () => {
    expect(formatMilli(parseMilli('0.1'))).toBe('0.100');
    expect(formatMilli(-1500n)).toBe('-1.500');
    // 0.1 × 3 is 0.30000000000000004 in binary floating point.
    expect(formatMilli(amountOf(parseMilli('0.1'), 3))).toBe('0.300');
    expect(formatMilli(amountOf(parseMilli('0.357'), 1_000_000))).toBe('357000.000');
    expect(() => amountOf(100n, 1.5)).toThrow(RangeError);
  });

  it.each([
    // An accountant's ARRED(625,405; 2) gives 625,41 (half to even gave 625,40).
    [625_405n, 2, 625_410n],
    [1235n, 2, 1240n],
    [1245n, 2, 1250n], // a tie goes up whatever the digit before it
    [1246n, 2, 1250n],
    [1244n, 2, 1240n],
    [-1235n, 2, -1240n], // away from zero, as ROUND/ARRED
    [-1245n, 2, -1250n],
    [-1244n, 2, -1240n],
    [2500n, 0, 3000n],
    [3500n, 0, 4000n],
    [2499n, 0, 2000n],
    [1250n, 1, 1300n],
    [1234n, 3, 1234n],
    [4n, 2, 0n],
    [5n, 2, 10n],
  ])('rounds %s to %i decimals half up', (value, decimals, rounded) => {
    expect(roundHalfUp(value, decimals)).toBe(rounded);
  });

  it('shows currency the pt-BR way', () => {
    expect(formatCurrencyMilli(1234567n)).toBe('R$ 1.234,57');
    expect(formatCurrencyMilli(4n)).toBe('R$ 0,00');
    expect(formatCurrencyMilli(5n)).toBe('R$ 0,01');
    expect(formatCurrencyMilli(625_405n)).toBe('R$ 625,41');
    expect(formatCurrencyMilli(-1500n)).toBe('-R$ 1,50');
  });
});

describe('the São Paulo calendar of a consumption', () => {
  it.each([
    // 23:30 on the last day of the month in São Paulo is 02:30 UTC the next day: still that month.
    ['2026-01-01T02:30:00Z', '2025-12-31', '2025-12-01'],
    ['2026-01-01T03:00:00Z', '2026-01-01', '2026-01-01'],
    ['2026-03-31T23:59:59-03:00', '2026-03-31', '2026-03-01'],
  ])('%s is billed on %s', (instant, day, month) => {
    expect(usageDayOf(new Date(instant))).toBe(day);
    expect(usageMonthOf(new Date(instant))).toBe(month);
  });

  const now = new Date('2026-06-15T12:00:00Z');
  it.each([
    ['2026-06-15T12:05:00Z', null],
    ['2026-06-15T12:05:01Z', 'IN_FUTURE'],
    ['2026-05-11T12:00:00Z', null],
    ['2026-05-11T11:59:59Z', 'TOO_LATE'],
  ])('an event at %s is %s', (instant, refusal) => {
    expect(usageTimingRefusal(new Date(instant), now)).toBe(refusal);
  });
});

describe('the consumption rule', () => {
  // A Wednesday at 10:00 in São Paulo, inside the terms' default hours.
  const at = new Date('2026-06-17T13:00:00Z');
  const base: ConsumptionFacts = {
    user: { statusId: 1, grantsProduct: true },
    group: { statusId: 1, limit: 10_000n, accessHours: [] },
    company: { ownsProduct: true, blockedForNonPayment: false, limit: 50_000n, accessHours: [] },
    unitPrice: 1_000n,
    groupSpent: 0n,
    companySpent: 0n,
    quantity: 1,
    at,
  };

  it.each<[string, Partial<ConsumptionFacts>, string | null]>([
    ['an allowed consumption', {}, null],
    ['up to the group limit exactly', { groupSpent: 9_000n }, null],
    ['one thousandth over the group limit', { groupSpent: 9_001n }, 'GROUP_LIMIT_EXCEEDED'],
    [
      'a group without a limit',
      { group: { statusId: 1, limit: null, accessHours: [] }, groupSpent: 10n ** 12n },
      null,
    ],
    ['the company limit with its allowed excess (double)', { group: null, companySpent: 99_000n }, null],
    ['past double the company limit', { group: null, companySpent: 99_001n }, 'COMPANY_LIMIT_EXCEEDED'],
    ['an unknown user', { user: null }, 'USER_NOT_FOUND'],
    ['an inactive user', { user: { statusId: 2, grantsProduct: true } }, 'USER_NOT_ACTIVE'],
    [
      'a user whose access profile does not grant the product',
      { user: { statusId: 1, grantsProduct: false } },
      'PRODUCT_NOT_GRANTED',
    ],
    [
      'a correction for a user whose profile no longer grants the product',
      { quantity: -1, user: { statusId: 1, grantsProduct: false } },
      null,
    ],
    ['an inactive group', { group: { statusId: 2, limit: null, accessHours: [] } }, 'GROUP_NOT_ACTIVE'],
    [
      'a product the company does not own',
      { company: { ...base.company, ownsProduct: false } },
      'PRODUCT_NOT_OWNED',
    ],
    [
      'a company blocked for non-payment',
      { company: { ...base.company, blockedForNonPayment: true } },
      'BLOCKED_FOR_NON_PAYMENT',
    ],
    ['no unit price in force', { unitPrice: null }, 'NO_UNIT_PRICE'],
    [
      '23:00 in São Paulo (default hours end at 21:00)',
      { at: new Date('2026-06-18T02:00:00Z') },
      'OUTSIDE_ACCESS_HOURS',
    ],
    [
      'a group open all day',
      {
        at: new Date('2026-06-18T02:00:00Z'),
        group: {
          statusId: 1,
          limit: null,
          accessHours: [3, 4].map((day) => ({ day, active: true, startTime: '00:00', endTime: '23:59' })),
        },
      },
      null,
    ],
    [
      "a group open all day, on a day the customer's defaults close",
      {
        at: new Date('2026-06-18T02:00:00Z'),
        group: {
          statusId: 1,
          limit: null,
          accessHours: [3, 4].map((day) => ({ day, active: true, startTime: '00:00', endTime: '23:59' })),
        },
        company: {
          ...base.company,
          accessHours: [1, 2, 3, 4, 5, 6, 7].map((day) => ({
            day,
            active: day !== 3,
            startTime: '00:00',
            endTime: '23:59',
          })),
        },
      },
      'OUTSIDE_ACCESS_HOURS',
    ],
    [
      "inside the group's hours, after the customer's defaults end that day",
      {
        company: {
          ...base.company,
          accessHours: [1, 2, 3, 4, 5, 6, 7].map((day) => ({
            day,
            active: true,
            startTime: '00:00',
            endTime: '09:30',
          })),
        },
      },
      'OUTSIDE_ACCESS_HOURS',
    ],
    [
      'a correction over the limit, at night, for an inactive user',
      {
        quantity: -5,
        groupSpent: 20_000n,
        user: { statusId: 2, grantsProduct: true },
        at: new Date('2026-06-18T02:00:00Z'),
      },
      null,
    ],
    ['a correction without a price', { quantity: -1, unitPrice: null }, 'NO_UNIT_PRICE'],
  ])('%s', (_, facts, refusal) => {
    expect(consumptionRefusal({ ...base, ...facts })).toBe(refusal);
  });

  it('explains every refusal in Portuguese', () => {
    expect(usageRefusalMessage('GROUP_LIMIT_EXCEEDED')).toBe(
      'O grupo atingiu o seu limite de consumo do mês.',
    );
    expect(companyCeiling(1000n)).toBe(2000n);
  });
});

describe('limit notices', () => {
  it.each<[bigint, bigint, bigint | null, number[]]>([
    [0n, 799n, 1000n, []],
    [0n, 800n, 1000n, [80]],
    [799n, 1000n, 1000n, [80, 100]],
    [800n, 900n, 1000n, []],
    [900n, 1200n, 1000n, [100]],
    [0n, 5000n, null, []],
  ])('from %s to %s of %s crosses %j', (before, after, limit, crossed) => {
    expect(limitNoticesCrossed(before, after, limit)).toEqual(crossed);
  });
});

describe('inside access hours', () => {
  const hours = [
    { day: 1, active: true, startTime: '08:00', endTime: '18:00' },
    { day: 2, active: false, startTime: '08:00', endTime: '18:00' },
    { day: 3, active: true, startTime: '00:00', endTime: '23:59' },
    { day: 6, active: true, startTime: '10:00', endTime: '10:00' },
  ];
  // accessWindow (the oracle) builds ten São Paulo days per call, so the instants are the ones
  // where an answer can change: a minute before, at and after every hour of eight days (every
  // rule here starts and ends on the hour); the budget is generous because a loaded machine is slow.
  it(
    'answers exactly as the access window does around every hour of a week, for a group and the default',
    { timeout: 60_000 },
    () => {
      const start = new Date('2026-06-14T00:00:00-03:00').getTime();
      const disagreements: string[] = [];
      for (let hour = 0; hour < 8 * 24; hour += 1) {
        for (const minute of [-1, 0, 1]) {
          const at = new Date(start + hour * 3_600_000 + minute * 60_000);
          if (insideAccessHours(hours, at) !== accessWindow(hours, at).allowed)
            disagreements.push(`grupo ${at.toISOString()}`);
          if (insideAccessHours([], at) !== accessWindow([], at).allowed)
            disagreements.push(`padrão ${at.toISOString()}`);
        }
      }
      expect(disagreements).toEqual([]);
    },
  );
});
