/**
 * The own profile: read, and save name, birth date, mobile and landline with the same
 * domain rules the form applies (validateOwnProfile). With company MFA the mobile is read-only: the
 * stored one is kept whatever was sent. Audited with before and after. Also the own security
 * question: set or changed with the current password, the answer hashed.
 */
import type { OwnProfile, OwnProfileUpdateBody, OwnSecurityQuestionBody } from '@painel/contracts';
import {
  formatDate,
  normaliseSecurityAnswer,
  normalizePersonName,
  onlyDigits,
  parseDate,
  profileMessages,
  securityQuestionMessages,
  toIsoDate,
  validateOwnProfile,
} from '@painel/domain';
import type { Actor } from '../../core/actor';
import type { AppContext } from '../../core/context';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import { verifyCurrentPassword } from '../auth/login.service';
import { recordAudit } from '../../core/audit/record-audit';
import {
  loadOwnProfile,
  loadSecurityQuestionUser,
  updateOwnProfile,
  updateSecurityQuestion,
} from './own-profile.repository';

const brDate = (iso: string | null) => {
  const date = iso === null ? null : parseDate(iso);
  return date === null ? null : formatDate(date);
};
const digitsOrNull = (value: string | null) =>
  value === null || onlyDigits(value) === '' ? null : onlyDigits(value);

export async function getOwnProfile(ctx: AppContext, actor: Actor): Promise<OwnProfile> {
  const row = await loadOwnProfile(ctx.db, actor.userId);
  if (!row) throw new AppError('UNAUTHENTICATED');
  const { flagMfa, birthdate, mfaStatus, mfaSecurityQuestion, ...rest } = row;
  return {
    ...rest,
    birthdate: brDate(birthdate),
    mobileLocked: flagMfa,
    // Staff are never asked a security question: the back office has none to set.
    securityQuestion:
      ctx.environment === 'portal'
        ? { mfaActive: mfaStatus === 'ATIVO', question: mfaSecurityQuestion }
        : null,
  };
}

export async function saveOwnProfile(ctx: AppContext, actor: Actor, body: OwnProfileUpdateBody) {
  const row = await loadOwnProfile(ctx.db, actor.userId);
  if (!row) throw new AppError('UNAUTHENTICATED');
  const form = {
    name: body.name,
    birthdate: body.birthdate ?? '',
    mobile: body.mobile ?? '',
    phone: body.phone ?? '',
  };
  const errors = validateOwnProfile(form, { companyHasMfa: row.flagMfa, now: ctx.now() });
  const fields = Object.entries(errors).map(([path, message]) => ({ path, message: String(message) }));
  if (fields.length > 0) throw new AppError('VALIDATION_FAILED', { fields });
  const birth = body.birthdate ? parseDate(body.birthdate) : null;
  const after = {
    name: normalizePersonName(body.name),
    birthdate: birth ? toIsoDate(birth) : null,
    mobile: row.flagMfa ? row.mobile : digitsOrNull(body.mobile),
    phone: digitsOrNull(body.phone),
  };
  const before = { name: row.name, birthdate: row.birthdate, mobile: row.mobile, phone: row.phone };
  await inTransaction(ctx.db, async (trx) => {
    await updateOwnProfile(trx, actor.userId, { ...after, updatedAt: ctx.now() });
    await recordAudit(trx, actor, 'OWN_PROFILE_UPDATE', { targetUserId: actor.userId, before, after });
  });
  // The session shows the name: this instance reads the user again on the next request.
  ctx.principals.forgetUser(actor.userId);
  return { message: profileMessages.ownProfileSaved };
}

/**
 * Sets or changes the signed-in user's security question, which staff check in the back
 * office (users.service checkSecurityAnswer). Only while the second factor is Ativo: the question
 * is asked only then. The current password confirms it as in the password change (a wrong
 * one is audited, counts toward the login's lockout and answers CURRENT_PASSWORD_INVALID; the route's rate limit is the password
 * change's). The answer is hashed in its normalised form, the form the check hashes too; it is
 * never stored, answered, audited or logged as typed.
 */
export async function saveOwnSecurityQuestion(ctx: AppContext, actor: Actor, body: OwnSecurityQuestionBody) {
  const user = await loadSecurityQuestionUser(ctx.db, actor.userId);
  if (!user) throw new AppError('UNAUTHENTICATED');
  const audit = { targetUserId: user.id, question: body.question };
  if (user.mfaStatus !== 'ATIVO') {
    await recordAudit(ctx.db, actor, 'OWN_SECURITY_QUESTION', { ...audit, outcome: 'MFA_INACTIVE' });
    throw new AppError('SECURITY_QUESTION_MFA_INACTIVE');
  }
  if (!(await verifyCurrentPassword(ctx, user.email, user.passwordHash, body.currentPassword))) {
    await recordAudit(ctx.db, actor, 'OWN_SECURITY_QUESTION', {
      ...audit,
      outcome: 'WRONG_CURRENT_PASSWORD',
    });
    throw new AppError('CURRENT_PASSWORD_INVALID');
  }
  const answerHash = await hashPassword(normaliseSecurityAnswer(body.answer));
  await inTransaction(ctx.db, async (trx) => {
    await updateSecurityQuestion(trx, user.id, { question: body.question, answerHash, updatedAt: ctx.now() });
    await recordAudit(trx, actor, 'OWN_SECURITY_QUESTION', {
      ...audit,
      before: { question: user.mfaSecurityQuestion },
    });
  });
  return { message: securityQuestionMessages.saved };
}
