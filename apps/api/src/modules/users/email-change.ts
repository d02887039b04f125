/**
 * A user's e-mail changed by an administrator ('Alterar usuário'). The address is
 * the user's login and where their password links go, so a new one counts only once its owner
 * proves they read it:
 * - the request (inside the update's transaction) revokes any open one and stores the digest of a
 *   single-use link valid EMAIL_CHANGE_LINK_TTL_HOURS; it is audited USER_EMAIL_CHANGE_REQUEST;
 * - the new address gets the link, or, when it already has an account (any company), a notice
 *   that nothing changed (the administrator is answered the same either way: no address is
 *   revealed); the current address gets a notice naming the new one;
 * - the confirmation (public, by the link) re-checks under a lock of the user's row that the link
 *   is live and the address still free, writes the new e-mail, ends every session of the user
 *   (the portal's and the products' ones) and every open password link (sent to the old address),
 *   and is audited USER_EMAIL_CHANGE.
 */
import { EMAIL_CHANGE_LINK_TTL_HOURS, accountNoticeMessages as notice, userMessages } from '@painel/domain';
import { emailChangeLinkPath } from '@painel/contracts';
import type { AppContext } from '../../core/context';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { noticeMail } from '../../lib/delivery/notice-mail';
import { digest, newToken } from '../../lib/tokens';
import { recordAudit, type AuditActor } from '../../core/audit/record-audit';
import { revokeUserSessions } from '../auth/sessions.service';
import { revokeUserTokens } from '../passwords/passwords.service';
import * as repo from './users.repository';

export const EMAIL_CHANGED_SESSION_REASON = 'USER_EMAIL_CHANGED';

/** What to mail once the request's transaction has committed. */
export type EmailChangeMails = {
  user: { email: string; name: string };
  newEmail: string;
  token: string;
  companyId: number;
};

/** Inside the caller's transaction: the open request of this user is replaced by this one. */
export async function requestEmailChange(
  ctx: AppContext,
  trx: Db,
  actor: AuditActor,
  request: { companyId: number; user: { id: number; email: string; name: string }; newEmail: string },
): Promise<EmailChangeMails> {
  const now = ctx.now();
  const token = newToken();
  await repo.revokeEmailChanges(trx, request.user.id, now);
  await repo.insertEmailChange(trx, {
    tokenHash: digest(token),
    userId: request.user.id,
    newEmail: request.newEmail,
    requestedBy: actor.userId ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + EMAIL_CHANGE_LINK_TTL_HOURS * 3_600_000),
  });
  await recordAudit(trx, actor, 'USER_EMAIL_CHANGE_REQUEST', {
    companyId: request.companyId,
    targetUserId: request.user.id,
    before: { email: request.user.email },
    after: { pendingEmail: request.newEmail },
  });
  return { user: request.user, newEmail: request.newEmail, token, companyId: request.companyId };
}

/** After the commit: the link (or the 'already has an account' notice) to the new address, the notice to the current one. */
export async function sendEmailChangeMails(ctx: AppContext, mails: EmailChangeMails): Promise<void> {
  const company = await repo.companyDisplayName(ctx.db, mails.companyId);
  const owner = (await repo.existingAccounts(ctx.db, [mails.newEmail])).get(mails.newEmail.toLowerCase());
  if (owner) {
    await ctx.delivery.sendMail(
      noticeMail(owner, notice.emailChangeExistingSubject, [notice.emailChangeExistingBody(company)]),
    );
  } else {
    const link = `${ctx.config.publicUrls.portal}${emailChangeLinkPath}?hash=${encodeURIComponent(mails.token)}`;
    await ctx.delivery.sendMail(
      noticeMail(
        { email: mails.newEmail, name: mails.user.name },
        notice.emailChangeSubject,
        [
          notice.emailChangeBody(company),
          notice.emailChangeAction(EMAIL_CHANGE_LINK_TTL_HOURS),
          notice.emailChangeIgnore,
        ],
        { href: link, label: notice.emailChangeLinkLabel },
      ),
    );
  }
  await ctx.delivery.sendMail(
    noticeMail(mails.user, notice.emailChangeOldSubject, [
      notice.emailChangeOldBody(company, mails.newEmail),
      notice.emailChangeOldAction,
    ]),
  );
}

/** The link's call: the new address becomes the user's login, and every session of the user ends. */
export async function confirmEmailChange(
  ctx: AppContext,
  hash: string,
  caller: { ip: string; userAgent: string | null },
): Promise<{ message: string }> {
  const now = ctx.now();
  const outcome = await inTransaction(ctx.db, async (trx): Promise<number | null> => {
    const change = await repo.findEmailChange(trx, digest(hash));
    if (!change) return null;
    // The user's row first: two clicks of one link, or a newer request, wait for this one.
    const user = await repo.lockUserRow(trx, change.userId);
    const live = await repo.findEmailChange(trx, digest(hash));
    if (!user || !live || live.usedAt !== null || live.revokedAt !== null || live.expiresAt <= now)
      return null;
    const taken = await repo.existingAccounts(trx, [live.newEmail]);
    if (taken.size > 0) return null;
    await repo.useEmailChange(trx, live.tokenHash, now);
    await repo.setUserEmail(trx, user.id, live.newEmail, now);
    await revokeUserSessions(trx, user.id, EMAIL_CHANGED_SESSION_REASON, now);
    // The password links still open went to the old address: they stop working.
    await revokeUserTokens(trx, user.id, now);
    await recordAudit(
      trx,
      { userId: user.id, companyId: user.companyId, email: live.newEmail, ...caller },
      'USER_EMAIL_CHANGE',
      {
        companyId: user.companyId,
        targetUserId: user.id,
        requestedBy: live.requestedBy,
        before: { email: user.email },
        after: { email: live.newEmail },
      },
    );
    return user.id;
  }).catch((error: unknown) => {
    // The address taken by a concurrent invitation or change between the check and the write.
    if ((error as { code?: unknown }).code === '23505') return null;
    throw error;
  });
  if (outcome === null) throw new AppError('EMAIL_CHANGE_LINK_INVALID');
  ctx.principals.forgetUser(outcome);
  return { message: userMessages.emailChangeConfirmed };
}
