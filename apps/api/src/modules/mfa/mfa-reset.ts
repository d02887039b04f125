/**
 * The one MFA reset, apart from the MFA service so the users module's reset
 * route can call it without a cycle (users -> passwords -> mfa).
 */
import { isMfaResettable, userMessages, type MfaStatusWire } from '@painel/domain';
import type { AppContext } from '../../core/context';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { logSecurityEvent } from '../../lib/security-log';
import { recordAudit, type AuditActor } from '../../core/audit/record-audit';
import * as repo from './mfa.repository';

/**
 * The one MFA reset: offered only while MFA is Ativo or Suspenso (409 otherwise);
 * the factor, its secret and open challenges are cleared and the user is left Suspenso until they
 * enrol again; audited `USER_MFA_RESET` with before and after. Both reset routes end here: this
 * module's and the MFA module's `PUT /mfa/users/{id}/reset`, each after its own authorization.
 */
export async function applyMfaReset(
  ctx: AppContext,
  actor: AuditActor,
  target: { id: number; companyId: number; mfaStatus: MfaStatusWire },
  /** More to do in the same transaction (one's own reset ends the other sessions). */
  options: { within?: (trx: Db, now: Date) => Promise<void> } = {},
): Promise<{ message: string }> {
  if (!isMfaResettable(target.mfaStatus)) throw new AppError('MFA_NOT_RESETTABLE');
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    await repo.suspendMfa(trx, target.id, now);
    await options.within?.(trx, now);
    await repo.expireOpenChallenges(trx, target.id, now);
    await recordAudit(trx, actor, 'USER_MFA_RESET', {
      companyId: target.companyId,
      targetUserId: target.id,
      before: { mfaStatus: target.mfaStatus },
      after: { mfaStatus: 'SUSPENSO' },
    });
  });
  ctx.principals.forgetUser(target.id);
  logSecurityEvent(ctx.log, 'mfa.reset', {
    userId: actor.userId ?? null,
    targetUserId: target.id,
    companyId: target.companyId,
    ip: actor.ip ?? null,
  });
  return { message: userMessages.mfaResetSuspended };
}
