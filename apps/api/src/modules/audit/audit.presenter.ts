/**
 * What leaves of an audit row in the 'Atividade' view: who acted (a customer's portal sees staff
 * as the team, not the person or its address), to whom, when, from where, and for admin changes each changed
 * field before and after as text. Nothing else of the row's detail leaves the server.
 */
import type { ActivityEvent, Environment } from '@painel/contracts';
import type { ActivityRow } from './audit.repository';

function parsed(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The fields whose values differ between `before` and `after`, in the order they first appear. */
export function changesOf(detail: unknown): ActivityEvent['changes'] {
  const record = parsed(detail);
  if (!isRecord(record) || (!('before' in record) && !('after' in record))) return [];
  const before = isRecord(record.before) ? record.before : {};
  const after = isRecord(record.after) ? record.after : {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .map((field) => ({ field, before: asText(before[field]), after: asText(after[field]) }))
    .filter((change) => change.before !== change.after);
}

export function presentActivity(
  row: ActivityRow,
  companyId: number,
  environment: Environment,
): ActivityEvent {
  const staff = row.actorId !== null && row.actorCompanyId !== companyId;
  const hidePerson = staff && environment === 'portal';
  return {
    id: String(row.id),
    occurredAt: (row.occurredAt instanceof Date ? row.occurredAt : new Date(row.occurredAt)).toISOString(),
    action: row.action,
    outcome: row.outcome,
    actor: {
      person:
        row.actorId !== null && !hidePerson
          ? { id: row.actorId, name: row.actorName ?? '', email: row.actorEmail ?? '' }
          : null,
      email: hidePerson ? null : row.email,
      staff,
    },
    target:
      row.targetId !== null
        ? { id: row.targetId, name: row.targetName ?? '', email: row.targetEmail ?? '' }
        : null,
    // The provider's own network is not the customer's business.
    ip: hidePerson ? null : row.ip,
    userAgent: hidePerson ? null : row.userAgent,
    changes: changesOf(row.detail),
  };
}
