/**
 * The audit writer: every module records what happened through recordAudit, inside the caller's
 * transaction when there is one (pass the trx), so a change and its audit row land together or not
 * at all. Admin changes pass `before` and `after`, so a company's trail shows what changed.
 *
 * Whose row it is: `companyId` in the detail (the customer a staff member acted on, the company of
 * a login), else the actor's company. The actor is the user who acted; `targetUserId` whom to.
 */
import type { AuditAction } from '@painel/domain';
import type { Db } from '../../db/database';
import { insertAuditEvent } from './audit.repository';

/** Who acted, as far as it is known: a guarded route's actor fits, and so does a login attempt's e-mail and address. */
export type AuditActor = {
  readonly userId?: number | null;
  readonly email?: string | null;
  readonly companyId?: number | null;
  readonly ip?: string | null;
  readonly userAgent?: string | null;
};

export type AuditDetail = {
  /** SUCCESS unless said otherwise (FAILURE, FORBIDDEN, LOCKED…). */
  readonly outcome?: string;
  /** The company whose trail the row belongs to, when it is not the actor's. */
  readonly companyId?: number | null;
  readonly targetUserId?: number | null;
  readonly before?: unknown;
  readonly after?: unknown;
  /** Device info of a login, kept apart from the detail. */
  readonly device?: unknown;
  readonly [key: string]: unknown;
};

export async function recordAudit(
  db: Db,
  actor: AuditActor | null,
  action: AuditAction,
  detail: AuditDetail = {},
): Promise<void> {
  const { outcome, companyId, targetUserId, device, ...rest } = detail;
  await insertAuditEvent(db, {
    companyId: companyId === undefined ? (actor?.companyId ?? null) : companyId,
    userId: actor?.userId ?? null,
    targetUserId: targetUserId ?? null,
    email: actor?.email ?? null,
    action,
    outcome: outcome ?? 'SUCCESS',
    ip: actor?.ip ?? null,
    userAgent: actor?.userAgent ?? null,
    device,
    detail: Object.keys(rest).length ? rest : undefined,
  });
}
