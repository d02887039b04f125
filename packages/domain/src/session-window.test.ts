import { describe, expect, it } from 'vitest';
import {
  formatCountdown,
  formatSessionTime,
  secondsLeft,
  sessionEnd,
  shorterSession,
} from './session-window';

const at = (iso: string) => Date.parse(iso);
const expiresAtMs = at('2026-03-02T12:30:00Z');

describe('sessionEnd', () => {
  it.each([
    ['no access window', null, { endsAtMs: expiresAtMs, renewable: true }],
    ['a window closing later', at('2026-03-02T13:00:00Z'), { endsAtMs: expiresAtMs, renewable: true }],
    ['a window closing at the same time', expiresAtMs, { endsAtMs: expiresAtMs, renewable: false }],
    [
      'a window closing earlier',
      at('2026-03-02T12:10:00Z'),
      { endsAtMs: at('2026-03-02T12:10:00Z'), renewable: false },
    ],
  ])('%s', (_case, finalAccessMs, expected) => {
    expect(sessionEnd({ expiresAtMs, finalAccessMs })).toEqual(expected);
  });
});

describe('secondsLeft', () => {
  it.each([
    [120_000, 120],
    [119_001, 120],
    [119_000, 119],
    [1, 1],
    [0, 0],
    [-5_000, 0],
  ])('%i ms before the end -> %i s', (ms, expected) => {
    expect(secondsLeft(1_000_000 + ms, 1_000_000)).toBe(expected);
  });
});

describe('shorterSession', () => {
  const now = at('2026-03-02T20:40:00Z');
  it.each([
    ['no window', null, null],
    ['a window closing after a full idle period', at('2026-03-02T21:10:00Z'), null],
    ['a window already closed', at('2026-03-02T20:40:00Z'), null],
  ])('is null with %s', (_case, finalAccessMs, expected) => {
    expect(shorterSession(finalAccessMs, now)).toBe(expected);
  });

  it.each([
    ['20 minutes', at('2026-03-02T21:00:00Z'), 20],
    ['29.5 minutes', at('2026-03-02T21:09:30Z'), 30],
    ['30 seconds', at('2026-03-02T20:40:30Z'), 1],
  ])(
    'tells the limit, the usual renewal and the minutes left with %s to go',
    (_case, finalAccessMs, minutes) => {
      expect(shorterSession(finalAccessMs, now)).toEqual({
        limitMs: finalAccessMs,
        renewalMs: at('2026-03-02T21:10:00Z'),
        minutesLeft: minutes,
      });
    },
  );
});

describe('formatSessionTime', () => {
  it.each([
    ['2026-03-02T21:00:00Z', '18:00'],
    ['2026-03-03T02:59:00Z', '23:59'],
    ['2026-03-03T03:05:00Z', '00:05'],
  ])('%s is %s in São Paulo', (iso, expected) => {
    expect(formatSessionTime(at(iso))).toBe(expected);
  });
});

describe('formatCountdown', () => {
  it.each([
    [120, '2:00'],
    [119, '1:59'],
    [61, '1:01'],
    [9, '0:09'],
    [0, '0:00'],
    [-3, '0:00'],
  ])('%i s -> %s', (seconds, expected) => {
    expect(formatCountdown(seconds)).toBe(expected);
  });
});
