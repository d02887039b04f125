import { describe, expect, it } from 'vitest';
import { accessWindow, effectiveAccessHours, type AccessHour } from '../access-window';
import {
  accessBoundsOf,
  accessHoursFormOf,
  accessLimitationOf,
  clampAccessHoursForm,
  customerHoursHint,
  validateAccessHoursForm,
} from './access-hours';

const week = (make: (day: number) => Omit<AccessHour, 'day'>): AccessHour[] =>
  [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, ...make(day) }));

const ALL_DAY = week(() => ({ active: true, startTime: '00:00', endTime: '23:59' }));
/** Weekdays 08:00–18:00, weekends closed. */
const OFFICE = week((day) => ({ active: day <= 5, startTime: '08:00', endTime: '18:00' }));

describe('effectiveAccessHours (AA 4: the customer bounds the group)', () => {
  it('opens a day only where both open it, from the later start to the earlier end', () => {
    const group = week((day) => ({ active: day !== 2, startTime: '06:00', endTime: '12:00' }));
    const hours = effectiveAccessHours(OFFICE, group);
    expect(hours[0]).toEqual({ day: 1, active: true, startTime: '08:00', endTime: '12:00' });
    expect(hours[1]?.active).toBe(false); // the group closes Tuesday
    expect(hours[5]?.active).toBe(false); // the customer closes Saturday
  });

  it('leaves the group as it is under defaults open all day, and with no defaults at all', () => {
    expect(effectiveAccessHours(ALL_DAY, OFFICE)).toEqual(OFFICE);
    expect(effectiveAccessHours([], OFFICE)).toEqual(OFFICE);
  });

  it('a group without rows takes the terms default (07:00–21:00) inside the customer’s', () => {
    // A Saturday at 10:00 in São Paulo: the terms allow it, the office defaults do not.
    const saturday = new Date('2026-06-20T13:00:00Z');
    expect(accessWindow(effectiveAccessHours(ALL_DAY, []), saturday).allowed).toBe(true);
    expect(accessWindow(effectiveAccessHours(OFFICE, []), saturday).allowed).toBe(false);
  });
});

describe('the access-hours form', () => {
  it('reads and writes one weekday and one weekend range', () => {
    const form = accessHoursFormOf(OFFICE);
    expect(form).toMatchObject({ accessStartTime: '08:00', accessEndTime: '18:00' });
    expect(form.days.filter((d) => d.active)).toHaveLength(5);
    expect(accessLimitationOf(form)).toEqual(OFFICE);
  });

  it('locks the days the defaults close and bounds the ranges, with the spec’s messages', () => {
    const bounds = accessBoundsOf(OFFICE);
    const form = { ...accessHoursFormOf(ALL_DAY), accessStartTime: '07:00', accessEndTime: '19:00' };
    const errors = validateAccessHoursForm(form, bounds);
    expect(errors.days).toBe('Valor inválido.');
    expect(errors.weekdayTime).toEqual({
      start: 'O horário não pode ser menor que 08:00.',
      end: 'O horário não pode ser maior que 18:00.',
    });
    expect(validateAccessHoursForm(clampAccessHoursForm(form, bounds), bounds)).toEqual({});
  });

  it('brings a group saved before the defaults narrowed within them', () => {
    const group = accessHoursFormOf(week(() => ({ active: true, startTime: '06:00', endTime: '12:00' })));
    const clamped = clampAccessHoursForm(group, accessBoundsOf(OFFICE));
    expect(clamped.days.filter((d) => d.active).map((d) => d.day)).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
    ]);
    expect(clamped).toMatchObject({ accessStartTime: '08:00', accessEndTime: '12:00' });
  });

  it('tells the group form what the customer allows, and nothing when it allows everything', () => {
    expect(customerHoursHint(ALL_DAY)).toBeNull();
    expect(customerHoursHint(OFFICE)).toBe(
      'Dias e horários permitidos pelo cliente: Segunda, Terça, Quarta, Quinta, Sexta, das 08:00 às 18:00.',
    );
  });
});
