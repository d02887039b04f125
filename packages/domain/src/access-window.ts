/**
 * Group access restrictions (PF 9 terms): the allowed days and hours, in São Paulo time,
 * and the IP allowlist. `accessWindow` says whether a moment is inside the allowed hours and when
 * that continuous stretch ends — the session's finalAccessTime. Weekdays and weekend days are
 * rows of their own; a group with no rows gets the terms' default, no access from 21:00 to 07:00.
 */
import { TZDate } from '@date-fns/tz';
import { saoPauloWallClock } from './dates';
import { ipInRange } from './ip-ranges';
import { DEFAULT_RESTRICTED_HOURS, LOGIN_TIME_ZONE } from './limits';

export interface AccessHour {
  /** ISO weekday: 1 segunda-feira … 7 domingo. */
  readonly day: number;
  readonly active: boolean;
  /** 'HH:mm', 24 h; an end of '23:59' means the end of the day. */
  readonly startTime: string;
  readonly endTime: string;
}

/** The terms' default: every day from 07:00 to 21:00. */
export const DEFAULT_ACCESS_HOURS: readonly AccessHour[] = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
  day,
  active: true,
  startTime: DEFAULT_RESTRICTED_HOURS.end,
  endTime: DEFAULT_RESTRICTED_HOURS.start,
}));

/**
 * The days and hours a group is held to on its own: its saved rows, or the terms' default when it
 * has none (a group made before hours were saved). Forms show these, and a Gerente's unchanged
 * form is compared against them.
 */
export function groupAccessHours<T extends AccessHour>(rows: readonly T[]): readonly (T | AccessHour)[] {
  return rows.length > 0 ? rows : DEFAULT_ACCESS_HOURS;
}

const MINUTE_MS = 60_000;

const WHOLE_DAY = { active: true, startTime: '00:00', endTime: '23:59' } as const;

/**
 * What binds a user at a moment: the customer's default days and hours
 * intersected with the group's — a day is open only where both open it, from the later start to
 * the earlier end. A group with no rows of its own (or no group) takes the terms' default first.
 * Groups keep the hours an administrator saved; narrowing the customer's defaults binds them at
 * once, and widening them again gives the group its own hours back (docs/decisions.md).
 */
export function effectiveAccessHours(
  customer: readonly AccessHour[],
  group: readonly AccessHour[],
): AccessHour[] {
  const groupRules = groupAccessHours(group);
  return [1, 2, 3, 4, 5, 6, 7].map((day) => {
    const own = groupRules.find((rule) => rule.day === day);
    // No defaults at all (a customer row always has seven): nothing narrows the group.
    const bound = customer.length === 0 ? WHOLE_DAY : customer.find((rule) => rule.day === day);
    if (!own || !bound || !own.active || !bound.active)
      return { day, active: false, startTime: own?.startTime ?? '00:00', endTime: own?.endTime ?? '00:00' };
    // 'HH:mm' texts compare in time order.
    const startTime = own.startTime > bound.startTime ? own.startTime : bound.startTime;
    const endTime = own.endTime < bound.endTime ? own.endTime : bound.endTime;
    return { day, active: true, startTime, endTime };
  });
}

function minutes(hhmm: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/.exec(hhmm);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

const MIDNIGHTS_KEPT = 1_000;
const midnights = new Map<number, number>();

/**
 * The instant a São Paulo calendar day begins. Asking the time zone database costs about ten
 * microseconds a time and every sign-in and session check asks for ten days: a day's answer never
 * changes, so it is kept (keyed by the day's UTC date number).
 */
function saoPauloMidnight(y: number, m: number, d: number): number {
  const key = Date.UTC(y, m, d);
  const kept = midnights.get(key);
  if (kept !== undefined) return kept;
  const midnight = new TZDate(y, m, d, 0, 0, 0, LOGIN_TIME_ZONE).getTime();
  if (midnights.size >= MIDNIGHTS_KEPT) midnights.clear();
  midnights.set(key, midnight);
  return midnight;
}

/** [start, end) instants of one calendar day's allowed hours, or null when the day is closed. */
function interval(hour: AccessHour, y: number, m: number, d: number): [number, number] | null {
  const start = minutes(hour.startTime);
  let end = minutes(hour.endTime);
  if (!hour.active || start === null || end === null) return null;
  if (end === 23 * 60 + 59) end = 24 * 60;
  if (end <= start) return null;
  const midnight = saoPauloMidnight(y, m, d);
  return [midnight + start * MINUTE_MS, midnight + end * MINUTE_MS];
}

export interface AccessWindowState {
  readonly allowed: boolean;
  /** When the current continuous allowed stretch ends; null when it never does (open all week). */
  readonly endsAt: Date | null;
}

export function accessWindow(hours: readonly AccessHour[], now: Date): AccessWindowState {
  const rules = hours.length > 0 ? hours : DEFAULT_ACCESS_HOURS;
  // São Paulo's wall clock in UTC fields: calendar arithmetic on it needs no time zone.
  const local = saoPauloWallClock(now);
  const intervals: [number, number][] = [];
  // Yesterday through eight days ahead: enough to find the stretch that holds now and where it ends.
  for (let offset = -1; offset <= 8; offset += 1) {
    const day = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + offset));
    const isoDay = day.getUTCDay() === 0 ? 7 : day.getUTCDay();
    const rule = rules.find((r) => r.day === isoDay);
    const span = rule ? interval(rule, day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()) : null;
    if (span) intervals.push(span);
  }
  const t = now.getTime();
  const index = intervals.findIndex(([start, end]) => start <= t && t < end);
  if (index < 0) return { allowed: false, endsAt: null };
  let end = intervals[index]![1];
  for (let i = index + 1; i < intervals.length && intervals[i]![0] <= end; i += 1) end = intervals[i]![1];
  // A stretch that reaches the end of what we looked at is open all week long.
  const horizon = intervals[intervals.length - 1]![1];
  return {
    allowed: true,
    endsAt: end >= horizon && end - t > 7 * 24 * 60 * MINUTE_MS ? null : new Date(end),
  };
}

/** IPv4-mapped IPv6 ('::ffff:10.0.0.1') reads as the IPv4 address it carries. */
export function normalizeIp(ip: string): string {
  const trimmed = ip.trim().toLowerCase();
  return trimmed.startsWith('::ffff:') && trimmed.includes('.') ? trimmed.slice(7) : trimmed;
}

/**
 * An empty list allows every address; otherwise the address must be one of the list's, or inside
 * one of its CIDR ranges (ip-ranges.ts: IPv4 and IPv6, mapped IPv4 read as IPv4).
 */
export function isIpAllowed(ip: string, allowlist: readonly string[]): boolean {
  if (allowlist.length === 0) return true;
  const address = normalizeIp(ip);
  return allowlist.some((allowed) => normalizeIp(allowed) === address || ipInRange(address, allowed));
}
