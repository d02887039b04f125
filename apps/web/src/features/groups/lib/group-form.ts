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
  accessBoundsOf,
  accessHoursFormOf,
  accessLimitationOf,
  centsToReais,
  clampAccessHoursForm,
  collapseSpaces,
  filledProfileRows,
  reaisToCents,
  type GroupForm,
  type GroupFormContext,
} from '@painel/domain';

export type GroupFormValues = GroupForm & { active: boolean };

function money(text: string | null): number | null {
  const cents = text === null ? null : reaisToCents(text);
  return cents === null ? null : cents / 100;
}

type Restrictions = Pick<GroupDetail, 'limitationPrice' | 'ips' | 'accessLimitation'>;

function formOf(name: string, restrictions: Restrictions, active: boolean): GroupFormValues {
  return {
    groupName: name,
    consumptionLimit: money(restrictions.limitationPrice),
    ips: restrictions.ips,
    ...accessHoursFormOf(restrictions.accessLimitation),
    users: [EMPTY_PROFILE_ROW],
    active,
  };
}

/**
 * A new group: the customer's open weekdays, business hours, within the customer's defaults; for
 * a creator who may not set restrictions (a Gerente), those of their own group, which it takes.
 */
export function emptyGroupForm(selectData: GroupSelectData): GroupFormValues {
  if (selectData.inheritedRestrictions) return formOf('', selectData.inheritedRestrictions, true);
  const hours = accessHoursFormOf([]);
  const form: GroupFormValues = {
    groupName: '',
    consumptionLimit: null,
    ips: [],
    ...hours,
    days: WEEK_DAYS.map((w) => ({ day: w.key, active: !w.weekend })),
    users: [EMPTY_PROFILE_ROW],
    active: true,
  };
  return clampAccessHoursForm(form, accessBoundsOf(selectData.accessLimitation));
}

/**
 * An existing group; with `selectData`, brought within the customer's defaults (a group saved
 * before staff narrowed them opens as it binds its users today: AA 4, docs/decisions.md).
 */
export function groupFormOf(group: GroupDetail, selectData?: GroupSelectData): GroupFormValues {
  const form = formOf(group.name, group, group.status.id === GROUP_STATUS_IDS.active);
  return selectData ? clampAccessHoursForm(form, accessBoundsOf(selectData.accessLimitation)) : form;
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
    accessLimitation: accessLimitationOf(form),
  };
}

/**
 * The rules' context from the customer's select data: limit, zero rule, and (for who may change
 * the hours) the customer's locked days and bounds. A Gerente's hours are the administrator's and
 * stay as saved, so they are not judged against the defaults in that form.
 */
export function groupFormContext(selectData: GroupSelectData, hoursEditable = true): GroupFormContext {
  return {
    customerLimit: money(selectData.limitationCustomer),
    allowZero: selectData.allowGroupZeroConsumption,
    ...(hoursEditable ? accessBoundsOf(selectData.accessLimitation) : {}),
  };
}

/** 'Seg, Ter, Qua' — the active days as the cards and the view show them. */
export function activeDayLabels(days: readonly AccessDayHours[]): string[] {
  return WEEK_DAYS.filter((w) => days.some((d) => d.day === w.isoDay && d.active)).map((w) => w.label);
}
