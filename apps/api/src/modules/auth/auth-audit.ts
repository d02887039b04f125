/**
 * What the jobs of signing in share: who is calling, and a login journey's audit row through the
 * one writer (core/audit): the row's company is the event's own (null when unknown), its detail
 * the event's.
 */
import type { Db } from '../../db/database';
import type * as repo from './auth.repository';
import { recordAudit } from '../../core/audit/record-audit';

export type Caller = { ip: string; userAgent: string | null };

export function writeAudit(
  db: Db,
  { action, outcome, device, detail, companyId, ...actor }: repo.AuditEvent,
) {
  const details = typeof detail === 'object' && detail !== null && !Array.isArray(detail) ? detail : {};
  return recordAudit(db, actor, action, {
    ...details,
    outcome,
    companyId: companyId ?? null,
    ...(device === undefined ? {} : { device }),
  });
}
