/** SQL of the audit trail listing: one filter, shared by the page and the count, run side by side. */
import type { Db } from '../../db/database';

export type AuditFilter = { companyId?: number; userId?: number; action?: string };

function filtered(db: Db, filter: AuditFilter) {
  let query = db.selectFrom('auditEvents');
  if (filter.companyId !== undefined) query = query.where('companyId', '=', filter.companyId);
  if (filter.userId !== undefined) query = query.where('userId', '=', filter.userId);
  if (filter.action !== undefined) query = query.where('action', '=', filter.action);
  return query;
}

export async function listAuditEvents(db: Db, filter: AuditFilter, page: { numPage: number; numPageSize: number }) {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .select(['id', 'occurredAt', 'companyId', 'userId', 'email', 'action', 'outcome', 'ip', 'userAgent'])
      .orderBy('occurredAt', 'desc')
      .orderBy('id', 'desc')
      .limit(page.numPageSize)
      .offset(page.numPage * page.numPageSize)
      .execute(),
    filtered(db, filter).select(({ fn }) => fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function insertAuditEvent(
  db: Db,
  event: {
    companyId: number | null;
    userId: number | null;
    targetUserId: number | null;
    email: string | null;
    action: string;
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
