/** SQL of the audit writer: one row per event, its free-text fields cut to their columns' sizes. */
import type { AuditAction } from '@painel/domain';
import type { Db } from '../../db/database';

export async function insertAuditEvent(
  db: Db,
  event: {
    companyId: number | null;
    userId: number | null;
    targetUserId: number | null;
    email: string | null;
    action: AuditAction;
    outcome: string;
    ip: string | null;
    userAgent: string | null;
    device: unknown;
    detail: unknown;
  },
) {
  await db
    .insertInto('auditEvents')
    .values({
      companyId: event.companyId,
      userId: event.userId,
      targetUserId: event.targetUserId,
      email: event.email?.slice(0, 255) ?? null,
      action: event.action.slice(0, 40),
      outcome: event.outcome.slice(0, 40),
      ip: event.ip,
      userAgent: event.userAgent?.slice(0, 512) ?? null,
      device: event.device === undefined ? null : JSON.stringify(event.device),
      detail: event.detail === undefined ? null : JSON.stringify(event.detail),
    })
    .execute();
}
