/**
 * Rules of the 'Atividade' view: the label of an action and of an outcome, and
 * the period filter as São Paulo calendar days turned into the instants a query compares with.
 */
import { SAO_PAULO_TIME_ZONE } from './dates';
import { auditMessages } from './messages/audit';
import { auditActionLabels } from './messages/audit-actions';

export type AuditAction = keyof typeof auditActionLabels;
export const AUDIT_ACTIONS = Object.keys(auditActionLabels) as readonly AuditAction[];

function isKnownAction(action: string): action is AuditAction {
  return Object.hasOwn(auditActionLabels, action);
}

export function auditActionLabel(action: string): string {
  return isKnownAction(action) ? auditActionLabels[action] : auditMessages.otherAction(action);
}

/** Outcomes that mean the action went through (the modules write more than SUCCESS). */
const DONE_OUTCOMES: ReadonlySet<string> = new Set([
  'SUCCESS',
  'STARTED',
  'CONFIRMED',
  'ISSUED',
  'CODE_ISSUED',
  'RESENT',
  // A security-question check whose answer matched (NO_MATCH and LOCKED read as refused).
  'MATCH',
]);

export function auditOutcomeLabel(outcome: string): string {
  return DONE_OUTCOMES.has(outcome) ? auditMessages.outcomeDone : auditMessages.outcomeRefused;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The instant a São Paulo day starts. Brazil has kept UTC-3 all year since 2019 (no daylight
 * saving), and the trail holds nothing older, so the offset is fixed.
 */
export function saoPauloDayStart(day: string): Date | null {
  if (!ISO_DAY.test(day)) return null;
  const instant = new Date(`${day}T00:00:00-03:00`);
  return !Number.isNaN(instant.getTime()) && sameDay(instant, day) ? instant : null;
}

function sameDay(instant: Date, day: string): boolean {
  // 00:00 in São Paulo is 03:00 UTC of the same date: a day like 2026-02-31 rolls over and fails.
  return new Date(instant.getTime() - 3 * 3600_000).toISOString().slice(0, 10) === day;
}

export interface AuditPeriod {
  /** Inclusive. */
  since?: Date;
  /** Exclusive: the start of the day after `to`. */
  until?: Date;
}

/** The period of the filter: `from` and `to` are São Paulo days (YYYY-MM-DD), both inclusive. */
export function auditPeriod(from?: string, to?: string): AuditPeriod | null {
  const since = from ? saoPauloDayStart(from) : undefined;
  const last = to ? saoPauloDayStart(to) : undefined;
  if (since === null || last === null) return null;
  if (since && last && since > last) return null;
  const until = last ? new Date(last.getTime() + 24 * 3600_000) : undefined;
  return { ...(since ? { since } : {}), ...(until ? { until } : {}) };
}

const INSTANT_FORMAT = new Intl.DateTimeFormat('pt-BR', {
  timeZone: SAO_PAULO_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** When a row happened, as São Paulo reads it: '25/11/2026 18:04:09'. */
export function formatAuditInstant(iso: string): string {
  return INSTANT_FORMAT.format(new Date(iso)).replace(',', '');
}
