import { describe, expect, it } from 'vitest';
import { isTrialOver, trialDaysRemaining, trialEndsAt, trialLabel } from './trial';

// Instants in UTC; Sao Paulo is UTC-3 (no daylight saving since 2019).
const at = (iso: string) => new Date(iso);

describe('trialDaysRemaining (Sao Paulo calendar days)', () => {
  it.each([
    ['2026-11-21T13:00:00Z', '2026-11-28T13:00:00Z', 7],
    ['2026-11-27T13:00:00Z', '2026-11-28T13:00:00Z', 1],
    ['2026-11-28T02:59:00Z', '2026-11-28T13:00:00Z', 1], // 23:59 on the 27th in Sao Paulo
    ['2026-11-28T03:00:00Z', '2026-11-28T13:00:00Z', 0], // midnight of the last day
    ['2026-11-28T12:59:59Z', '2026-11-28T13:00:00Z', 0],
    ['2026-11-25T10:00:00Z', '2026-11-28T02:00:00Z', 2], // ends at 23:00 on the 27th
  ])('now %s, ends %s: %i day(s) left, running', (now, end, days) => {
    expect(trialDaysRemaining(at(end), at(now))).toEqual({ daysRemaining: days, expired: false });
  });

  it.each([
    ['2026-11-28T13:00:00Z', '2026-11-28T13:00:00Z'],
    ['2026-11-28T13:00:01Z', '2026-11-28T13:00:00Z'],
    ['2026-12-30T00:00:00Z', '2026-11-28T13:00:00Z'],
    ['2026-11-21T13:00:00Z', '2020-01-01T00:00:00Z'],
    ['2026-11-21T13:00:00Z', 'não é data'],
  ])('now %s, ends %s: expired', (now, end) => {
    expect(trialDaysRemaining(at(end), at(now))).toEqual({ daysRemaining: 0, expired: true });
  });
});

describe('trialEndsAt', () => {
  it('keeps the company end, or counts seven days from creation', () => {
    expect(trialEndsAt(at('2026-11-01T00:00:00Z'), at('2026-11-03T00:00:00Z'))).toEqual(
      at('2026-11-03T00:00:00Z'),
    );
    expect(trialEndsAt(at('2026-11-01T00:00:00Z'), null)).toEqual(at('2026-11-08T00:00:00Z'));
  });
});

describe('trialLabel', () => {
  it.each([
    [{ daysRemaining: 7, expired: false, hasContractRequest: false }, '7 dias restantes'],
    [{ daysRemaining: 2, expired: false, hasContractRequest: false }, '2 dias restantes'],
    [{ daysRemaining: 1, expired: false, hasContractRequest: false }, '1 dia restante'],
    [{ daysRemaining: 0, expired: false, hasContractRequest: false }, 'Último dia.'],
    [{ daysRemaining: 0, expired: true, hasContractRequest: false }, 'Período expirado.'],
    [{ daysRemaining: 0, expired: true, hasContractRequest: true }, 'Em contratação.'],
    [{ daysRemaining: 5, expired: false, hasContractRequest: true }, 'Em contratação.'],
  ])('%j reads %j', (balance, label) => {
    expect(trialLabel(balance)).toBe(label);
  });
});

describe('isTrialOver', () => {
  const now = new Date('2026-11-21T13:00:00Z');
  it.each([
    ['a contract, whatever its dates', 'PADRAO', '2026-01-01T00:00:00Z', '2026-01-02T00:00:00Z', false],
    ['a trial ending later', 'TRIAL', '2026-11-20T00:00:00Z', '2026-11-21T13:00:01Z', false],
    ['a trial ending now', 'TRIAL', '2026-11-20T00:00:00Z', '2026-11-21T13:00:00Z', true],
    ['a trial with no end, created 8 days ago', 'TRIAL', '2026-11-13T12:00:00Z', null, true],
    ['a trial with no end, created 6 days ago', 'TRIAL', '2026-11-15T13:00:00Z', null, false],
  ] as const)('%s', (_name, planType, createdAt, trialEndsAt, expected) => {
    expect(isTrialOver({ planType, createdAt, trialEndsAt }, now)).toBe(expected);
  });
});
