/**
 * The group form's values and the API's shapes (AA 3 'Group form' and 'Group (read)'): the form
 * holds one weekday range and one weekend range; the API one entry per day. Money goes to the API
 * as exact decimal text of whole cents.
 */
import type { AccessDayHours, GroupBody, GroupDetail, GroupSelectData } from '@painel/contracts';
import {
  EMPTY_PROFILE_ROW,
  GROUP_STATUS_IDS,
  WEEK_DAYS,
  centsToReais,
  collapseSpaces,
  filledProfileRows,
  reaisToCents,
  type GroupForm,
  type GroupFormContext,
} from '@painel/domain';

export type GroupFormValues = GroupForm & { active: boolean };

const DEFAULT_START = '08:00';
const DEFAULT_END = '18:00';

function rangeOf(days: readonly AccessDayHours[], weekend: boolean): { start: string; end: string } {
  const ofKind = days.filter((d) => WEEK_DAYS.some((w) => w.isoDay === d.day && w.weekend === weekend));
  const chosen = ofKind.find((d) => d.active) ?? ofKind[0];
  return { start: chosen?.startTime ?? DEFAULT_START, end: chosen?.endTime ?? DEFAULT_END };
}

function money(text: string | null): number | null {
  const cents = text === null ? null : reaisToCents(text);
  return cents === null ? null : cents / 100;
}

/** A new group: the customer's open days, business hours. */
export function emptyGroupForm(selectData: GroupSelectData): GroupFormValues {
  return {
    groupName: '',
    consumptionLimit: null,
    ips: [],
    days: WEEK_DAYS.map((w) => ({
      day: w.key,
      active: selectData.accessLimitation.some((d) => d.day === w.isoDay && d.active) && !w.weekend,
    })),
    accessStartTime: DEFAULT_START,
    accessEndTime: DEFAULT_END,
    accessStartTimeWeekends: DEFAULT_START,
    accessEndTimeWeekends: DEFAULT_END,
    users: [EMPTY_PROFILE_ROW],
    active: true,
  };
}

export function groupFormOf(group: GroupDetail): GroupFormValues {
  const weekday = rangeOf(group.accessLimitation, false);
  const weekend = rangeOf(group.accessLimitation, true);
  return {
    groupName: group.name,
    consumptionLimit: money(group.limitationPrice),
    ips: group.ips,
    days: WEEK_DAYS.map((w) => ({
      day: w.key,
      active: group.accessLimitation.some((d) => d.day === w.isoDay && d.active),
    })),
    accessStartTime: weekday.start,
    accessEndTime: weekday.end,
    accessStartTimeWeekends: weekend.start,
    accessEndTimeWeekends: weekend.end,
    users: [EMPTY_PROFILE_ROW],
    active: group.status.id === GROUP_STATUS_IDS.active,
  };
}

export function groupBodyOf(form: GroupFormValues): GroupBody {
  const rows = filledProfileRows(form.users);
  return {
    ...(rows.length > 0 ? { profilesEmails: rows } : {}),
    name: collapseSpaces(form.groupName),
    status: form.active ? GROUP_STATUS_IDS.active : GROUP_STATUS_IDS.inactive,
    limitationPrice:
      form.consumptionLimit === null ? null : centsToReais(Math.round(form.consumptionLimit * 100)),
    ips: form.ips.map((ip) => ip.trim()),
    accessLimitation: WEEK_DAYS.map((w) => ({
      day: w.isoDay,
      active: form.days.some((d) => d.day === w.key && d.active),
      startTime: w.weekend ? form.accessStartTimeWeekends : form.accessStartTime,
      endTime: w.weekend ? form.accessEndTimeWeekends : form.accessEndTime,
    })),
  };
}

/** The rules' context from the customer's select data: limit, zero rule, locked days and bounds. */
export function groupFormContext(selectData: GroupSelectData): GroupFormContext {
  const days = selectData.accessLimitation;
  const weekday = rangeOf(days, false);
  const weekend = rangeOf(days, true);
  return {
    customerLimit: money(selectData.limitationCustomer),
    allowZero: selectData.allowGroupZeroConsumption,
    customerDays: WEEK_DAYS.map((w) => ({
      day: w.key,
      active: days.some((d) => d.day === w.isoDay && d.active),
    })),
    weekdayBounds: { min: weekday.start, max: weekday.end },
    weekendBounds: { min: weekend.start, max: weekend.end },
  };
}

/** 'Seg, Ter, Qua' — the active days as the cards and the view show them. */
export function activeDayLabels(days: readonly AccessDayHours[]): string[] {
  return WEEK_DAYS.filter((w) => days.some((d) => d.day === w.isoDay && d.active)).map((w) => w.label);
}
