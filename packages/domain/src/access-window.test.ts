import { describe, expect, it } from 'vitest';
import { accessWindow, isIpAllowed, normalizeIp, type AccessHour } from './access-window';

// São Paulo is UTC-3 all year (no daylight saving since 2019).
const at = (iso: string) => new Date(`${iso}-03:00`);
const weekdays = (start: string, end: string, weekend?: [string, string]): AccessHour[] => [
  ...[1, 2, 3, 4, 5].map((day) => ({ day, active: true, startTime: start, endTime: end })),
  ...[6, 7].map((day) => ({
    day,
    active: Boolean(weekend),
    startTime: weekend?.[0] ?? '00:00',
    endTime: weekend?.[1] ?? '00:00',
  })),
];
const allDay: AccessHour[] = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
  day,
  active: true,
  startTime: '00:00',
  endTime: '23:59',
}));

describe('accessWindow with the terms default (no access 21:00 to 07:00)', () => {
  it.each([
    ['2026-11-23T07:00:00', '2026-11-23T21:00:00'],
    ['2026-11-23T12:30:00', '2026-11-23T21:00:00'],
    ['2026-11-23T20:59:59', '2026-11-23T21:00:00'],
    ['2026-11-22T10:00:00', '2026-11-22T21:00:00'],
    ['2026-11-21T08:00:00', '2026-11-21T21:00:00'],
  ])('allows %s until %s', (now, end) => {
    expect(accessWindow([], at(now))).toEqual({ allowed: true, endsAt: at(end) });
  });

  it.each([
    '2026-11-23T21:00:00',
    '2026-11-23T23:30:00',
    '2026-11-24T00:00:00',
    '2026-11-24T06:59:59',
    '2026-11-22T03:00:00',
  ])('refuses %s', (now) => {
    expect(accessWindow([], at(now)).allowed).toBe(false);
  });
});

describe('accessWindow with group hours', () => {
  const office = weekdays('08:00', '18:00', ['09:00', '13:00']);
  it.each([
    ['2026-11-23T08:00:00', '2026-11-23T18:00:00'], // Monday
    ['2026-11-27T17:59:00', '2026-11-27T18:00:00'], // Friday
    ['2026-11-21T09:00:00', '2026-11-21T13:00:00'], // Saturday
    ['2026-11-22T12:59:00', '2026-11-22T13:00:00'], // Sunday
    ['2026-11-25T10:00:00', '2026-11-25T18:00:00'], // Wednesday
  ])('allows %s until %s', (now, end) => {
    expect(accessWindow(office, at(now))).toEqual({ allowed: true, endsAt: at(end) });
  });

  it.each([
    '2026-11-23T07:59:59',
    '2026-11-23T18:00:00',
    '2026-11-21T13:00:00',
    '2026-11-22T08:00:00',
    '2026-11-24T23:00:00',
  ])('refuses %s', (now) => {
    expect(accessWindow(office, at(now)).allowed).toBe(false);
  });

  it('refuses every weekend moment when weekends are inactive', () => {
    const noWeekend = weekdays('08:00', '18:00');
    expect(accessWindow(noWeekend, at('2026-11-21T10:00:00')).allowed).toBe(false);
    expect(accessWindow(noWeekend, at('2026-11-22T10:00:00')).allowed).toBe(false);
  });

  it('joins days that run into each other, and never ends when open all week', () => {
    const night: AccessHour[] = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
      day,
      active: day <= 2,
      startTime: '00:00',
      endTime: '23:59',
    }));
    expect(accessWindow(night, at('2026-11-23T10:00:00'))).toEqual({
      allowed: true,
      endsAt: at('2026-11-25T00:00:00'),
    });
    expect(accessWindow(allDay, at('2026-11-23T10:00:00'))).toEqual({ allowed: true, endsAt: null });
  });

  it('ignores malformed or inverted ranges as closed days', () => {
    const broken: AccessHour[] = [{ day: 1, active: true, startTime: '18:00', endTime: '08:00' }];
    expect(accessWindow(broken, at('2026-11-23T10:00:00')).allowed).toBe(false);
    expect(
      accessWindow([{ day: 1, active: true, startTime: '8h', endTime: '18:00' }], at('2026-11-23T10:00:00'))
        .allowed,
    ).toBe(false);
  });
});

describe('accessWindow while São Paulo kept daylight saving time (until 2019)', () => {
  it.each([
    // Summer time (UTC-2): the day's hours end at 21:00 of its own clock.
    ['2018-11-05T12:00:00-02:00', '2018-11-05T21:00:00-02:00'],
    // Saturday 16 February 2019, the last summer day; the next one runs on UTC-3 again.
    ['2019-02-16T20:30:00-02:00', '2019-02-16T21:00:00-02:00'],
    ['2019-02-17T07:00:00-03:00', '2019-02-17T21:00:00-03:00'],
  ])('with the terms default, allows %s until %s', (now, end) => {
    expect(accessWindow([], new Date(now))).toEqual({ allowed: true, endsAt: new Date(end) });
  });
});

describe('isIpAllowed', () => {
  it.each([
    ['200.10.20.30', []],
    ['200.10.20.30', ['200.10.20.30']],
    ['::ffff:200.10.20.30', ['200.10.20.30']],
    ['2001:db8::1', ['2001:DB8::1']],
    ['10.0.0.5', ['10.0.0.4', '10.0.0.5']],
  ])('allows %s with %j', (ip, list) => {
    expect(isIpAllowed(ip, list)).toBe(true);
  });

  it.each([
    ['200.10.20.31', ['200.10.20.30']],
    ['127.0.0.1', ['200.10.20.30']],
    ['::1', ['127.0.0.1']],
    ['10.0.0.50', ['10.0.0.5']],
    ['', ['10.0.0.5']],
  ])('refuses %s with %j', (ip, list) => {
    expect(isIpAllowed(ip, list)).toBe(false);
  });

  it('reads an IPv4-mapped address as IPv4', () => {
    expect(normalizeIp(' ::FFFF:10.1.2.3 ')).toBe('10.1.2.3');
  });
});
