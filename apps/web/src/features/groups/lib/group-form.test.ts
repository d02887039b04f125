import { describe, expect, it } from 'vitest';
import type { GroupDetail } from '@painel/contracts';
import { activeDayLabels, groupBodyOf, groupFormOf } from './group-form';

const group: GroupDetail = {
  id: 5,
  name: 'Campo',
  status: { id: 2, name: 'Inativo' },
  usersCount: 0,
  limitationPrice: '2500.50',
  accessLimitation: [1, 2, 3, 4, 5, 6, 7].map((day) => ({
    day,
    active: day <= 6,
    startTime: day === 6 ? '09:00' : '08:00',
    endTime: day === 6 ? '12:00' : '18:00',
  })),
  ips: ['10.0.0.0/8'],
  users: [],
};

describe('the group form and the API shapes', () => {
  it('reads one weekday and one weekend range from the per-day list, and the status', () => {
    const form = groupFormOf(group);
    expect(form).toMatchObject({
      groupName: 'Campo',
      consumptionLimit: 2500.5,
      accessStartTime: '08:00',
      accessEndTime: '18:00',
      accessStartTimeWeekends: '09:00',
      accessEndTimeWeekends: '12:00',
      active: false,
    });
    expect(form.days.filter((d) => d.active).map((d) => d.day)).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
    ]);
  });

  it('writes every day back with its kind of range, and money as exact cents', () => {
    const body = groupBodyOf({
      ...groupFormOf(group),
      consumptionLimit: 0.1 + 0.2,
      groupName: '  Campo   Sul ',
    });
    expect(body).toMatchObject({
      name: 'Campo Sul',
      status: 2,
      limitationPrice: '0.30',
      ips: ['10.0.0.0/8'],
    });
    expect(body.accessLimitation).toHaveLength(7);
    expect(body.accessLimitation[6]).toEqual({ day: 7, active: false, startTime: '09:00', endTime: '12:00' });
    expect(body.accessLimitation[0]).toEqual({ day: 1, active: true, startTime: '08:00', endTime: '18:00' });
  });

  it('names the active days for the cards', () => {
    expect(activeDayLabels(group.accessLimitation)).toEqual([
      'Segunda',
      'Terça',
      'Quarta',
      'Quinta',
      'Sexta',
      'Sábado',
    ]);
  });
});
