/**
 * Access days and hours as the forms hold them: seven day checkboxes, one weekday range
 * and one weekend range. The group form and the back office's customer defaults form both use this
 * shape; the API speaks one entry per ISO weekday. The customer's defaults bound a group: the days
 * they leave inactive are locked, and each range stays within the defaults' range of its kind.
 */
import { WEEK_DAYS } from '../catalogue';
import type { WeekDayKey } from '../catalogue';
import { validateTimeRange } from '../dates';
import type { RangeErrors } from '../dates';
import type { AccessHour } from '../access-window';
import { groupMessages } from '../group-messages';
import { validationMessages } from '../messages';

export type AccessDay = {
  day: WeekDayKey;
  active: boolean;
};

/**
 * At least one day stays active, and no day the customer's defaults leave inactive (those are
 * locked in the form).
 */
export function validateAccessDays(
  days: readonly AccessDay[],
  customerDays?: readonly AccessDay[],
): string | null {
  if (!days.some((day) => day.active)) return validationMessages.required;
  if (customerDays === undefined) return null;
  const allowed = new Set(customerDays.filter((day) => day.active).map((day) => day.day));
  return days.every((day) => !day.active || allowed.has(day.day)) ? null : validationMessages.invalidValue;
}

export type TimeBounds = {
  /** 'HH:mm', from the customer's defaults. */
  min?: string;
  max?: string;
};

/** A group's access hours: valid 'HH:mm' times within the customer's bounds, start before end. */
export function validateGroupTimeRange(start: string, end: string, bounds: TimeBounds = {}): RangeErrors {
  return validateTimeRange(start, end, { forbidEqual: true, ...bounds });
}

export type AccessHoursForm = {
  days: readonly AccessDay[];
  accessStartTime: string;
  accessEndTime: string;
  accessStartTimeWeekends: string;
  accessEndTimeWeekends: string;
};

/** What the customer's defaults impose on a group's form: locked days and the ranges' bounds. */
export type AccessHoursBounds = {
  customerDays?: readonly AccessDay[];
  weekdayBounds?: TimeBounds;
  weekendBounds?: TimeBounds;
};

export type AccessHoursErrors = { days?: string; weekdayTime?: RangeErrors; weekendTime?: RangeErrors };

const BUSINESS_HOURS = { start: '08:00', end: '18:00' } as const;

function isWeekendKey(day: AccessDay['day']): boolean {
  return WEEK_DAYS.some((w) => w.key === day && w.weekend);
}

/** The range of one kind of day: the first active day's, else the first day's, else business hours. */
function rangeOf(days: readonly AccessHour[], weekend: boolean): { start: string; end: string } {
  const ofKind = days.filter((d) => WEEK_DAYS.some((w) => w.isoDay === d.day && w.weekend === weekend));
  const chosen = ofKind.find((d) => d.active) ?? ofKind[0];
  return { start: chosen?.startTime ?? BUSINESS_HOURS.start, end: chosen?.endTime ?? BUSINESS_HOURS.end };
}

/** The form's values from one entry per day. */
export function accessHoursFormOf(days: readonly AccessHour[]): AccessHoursForm {
  const weekday = rangeOf(days, false);
  const weekend = rangeOf(days, true);
  return {
    days: WEEK_DAYS.map((w) => ({ day: w.key, active: days.some((d) => d.day === w.isoDay && d.active) })),
    accessStartTime: weekday.start,
    accessEndTime: weekday.end,
    accessStartTimeWeekends: weekend.start,
    accessEndTimeWeekends: weekend.end,
  };
}

/** One entry per ISO weekday from the form: weekdays take the weekday range, weekends theirs. */
export function accessLimitationOf(form: AccessHoursForm): AccessHour[] {
  return WEEK_DAYS.map((w) => ({
    day: w.isoDay,
    active: form.days.some((d) => d.day === w.key && d.active),
    startTime: w.weekend ? form.accessStartTimeWeekends : form.accessStartTime,
    endTime: w.weekend ? form.accessEndTimeWeekends : form.accessEndTime,
  }));
}

/** The bounds a customer's defaults put on a group's form. */
export function accessBoundsOf(customer: readonly AccessHour[]): Required<AccessHoursBounds> {
  const weekday = rangeOf(customer, false);
  const weekend = rangeOf(customer, true);
  return {
    customerDays: WEEK_DAYS.map((w) => ({
      day: w.key,
      active: customer.some((d) => d.day === w.isoDay && d.active),
    })),
    weekdayBounds: { min: weekday.start, max: weekday.end },
    weekendBounds: { min: weekend.start, max: weekend.end },
  };
}

function clampRange(start: string, end: string, bounds: TimeBounds): { start: string; end: string } {
  const min = bounds.min ?? '00:00';
  const max = bounds.max ?? '23:59';
  // 'HH:mm' texts compare in time order.
  const from = start < min || start > max ? min : start;
  const to = end > max || end < min ? max : end;
  return from < to ? { start: from, end: to } : { start: min, end: max };
}

/**
 * A form brought within the customer's defaults: days they close are unticked and each range is
 * cut to its bounds. A group saved before the defaults were narrowed opens this way, so what the
 * form shows is what binds the group's users today, and saving it is allowed.
 */
export function clampAccessHoursForm<T extends AccessHoursForm>(form: T, bounds: AccessHoursBounds): T {
  const allowed = bounds.customerDays
    ? new Set(bounds.customerDays.filter((d) => d.active).map((d) => d.day))
    : null;
  const weekday = clampRange(form.accessStartTime, form.accessEndTime, bounds.weekdayBounds ?? {});
  const weekend = clampRange(
    form.accessStartTimeWeekends,
    form.accessEndTimeWeekends,
    bounds.weekendBounds ?? {},
  );
  return {
    ...form,
    days: form.days.map((d) => ({ ...d, active: d.active && (allowed === null || allowed.has(d.day)) })),
    accessStartTime: weekday.start,
    accessEndTime: weekday.end,
    accessStartTimeWeekends: weekend.start,
    accessEndTimeWeekends: weekend.end,
  };
}

/** The weekday or weekend hours, judged only when one of those days is active. */
function rangeErrors(
  days: readonly AccessDay[],
  weekend: boolean,
  start: string,
  end: string,
  bounds?: TimeBounds,
): RangeErrors | null {
  if (!days.some((day) => day.active && isWeekendKey(day.day) === weekend)) return null;
  const errors = validateGroupTimeRange(start, end, bounds);
  return Object.keys(errors).length > 0 ? errors : null;
}

/** At least one active day, none the defaults close, and each shown range valid within its bounds. */
export function validateAccessHoursForm(
  form: AccessHoursForm,
  bounds: AccessHoursBounds = {},
): AccessHoursErrors {
  const errors: AccessHoursErrors = {};
  const days = validateAccessDays(form.days, bounds.customerDays);
  const weekdayTime = rangeErrors(
    form.days,
    false,
    form.accessStartTime,
    form.accessEndTime,
    bounds.weekdayBounds,
  );
  const weekendTime = rangeErrors(
    form.days,
    true,
    form.accessStartTimeWeekends,
    form.accessEndTimeWeekends,
    bounds.weekendBounds,
  );
  if (days) errors.days = days;
  if (weekdayTime) errors.weekdayTime = weekdayTime;
  if (weekendTime) errors.weekendTime = weekendTime;
  return errors;
}

/**
 * What a group's form says about the customer's defaults ('Dias e horários permitidos pelo
 * cliente: Segunda, Terça, das 08:00 às 18:00; …'), or null when they allow every day, all day.
 */
export function customerHoursHint(customer: readonly AccessHour[]): string | null {
  const form = accessHoursFormOf(customer);
  const open = (d: AccessHour) => d.active && d.startTime === '00:00' && d.endTime === '23:59';
  if (customer.length === 7 && customer.every(open)) return null;
  const part = (weekend: boolean, start: string, end: string) => {
    const labels = WEEK_DAYS.filter(
      (w) => w.weekend === weekend && form.days.some((d) => d.day === w.key && d.active),
    ).map((w) => w.label);
    return labels.length > 0 ? [groupMessages.customerHoursPart(labels.join(', '), start, end)] : [];
  };
  return groupMessages.customerHoursHint([
    ...part(false, form.accessStartTime, form.accessEndTime),
    ...part(true, form.accessStartTimeWeekends, form.accessEndTimeWeekends),
  ]);
}
