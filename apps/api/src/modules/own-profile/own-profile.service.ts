/**
 * The own profile (AA 2.2, 5): read, and save name, birth date, mobile and landline with the same
 * domain rules the form applies (validateOwnProfile). With company MFA the mobile is read-only: the
 * stored one is kept whatever was sent. Audited with before and after.
 */
import type { OwnProfile, OwnProfileUpdateBody } from '@painel/contracts';
import { formatDate, normalizePersonName, onlyDigits, parseDate, profileMessages, toIsoDate, validateOwnProfile } from '@painel/domain';
import type { Actor } from '../../core/actor';
import type { AppContext } from '../../core/context';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { loadOwnProfile, updateOwnProfile } from './own-profile.repository';

const brDate = (iso: string | null) => {
  const date = iso === null ? null : parseDate(iso);
  return date === null ? null : formatDate(date);
};
const digitsOrNull = (value: string | null) => (value === null || onlyDigits(value) === '' ? null : onlyDigits(value));

export async function getOwnProfile(ctx: AppContext, actor: Actor): Promise<OwnProfile> {
  const row = await loadOwnProfile(ctx.db, actor.userId);
  if (!row) throw new AppError('UNAUTHENTICATED');
  const { flagMfa, birthdate, ...rest } = row;
  return { ...rest, birthdate: brDate(birthdate), mobileLocked: flagMfa };
}

export async function saveOwnProfile(ctx: AppContext, actor: Actor, body: OwnProfileUpdateBody) {
  const row = await loadOwnProfile(ctx.db, actor.userId);
  if (!row) throw new AppError('UNAUTHENTICATED');
  const form = { name: body.name, birthdate: body.birthdate ?? '', mobile: body.mobile ?? '', phone: body.phone ?? '' };
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
  await ctx.db.transaction().execute(async (trx) => {
    await updateOwnProfile(trx, actor.userId, { ...after, updatedAt: ctx.now() });
    await recordAudit(trx, actor, 'OWN_PROFILE_UPDATE', { targetUserId: actor.userId, before, after });
  });
  // The session shows the name: this instance reads the user again on the next request.
  ctx.principals.forgetUser(actor.userId);
  return { message: profileMessages.ownProfileSaved };
}
