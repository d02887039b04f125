/** SQL of the password journeys. Plain functions over `db | trx`, so the caller owns the transaction. */
import { sql } from 'kysely';
import type { Db } from '../../db/database';

export type PasswordPurpose = 'reset' | 'register';

/** The account a recovery request names, with what its document may be compared to. */
export function findRecoveryCandidate(db: Db, email: string) {
  return db
    .selectFrom('users')
    .innerJoin('companies', 'companies.id', 'users.companyId')
    .select([
      'users.id',
      'users.email',
      'users.name',
      'users.statusId',
      'users.cpf',
      'users.companyId',
      'companies.document as companyDocument',
    ])
    .where(sql<string>`lower(users.email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

/** What a password change needs to know about its user: the policy reads the company name. */
export function findPasswordUser(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .innerJoin('companies', 'companies.id', 'users.companyId')
    .select([
      'users.id',
      'users.email',
      'users.name',
      'users.statusId',
      'users.passwordHash',
      'users.companyId',
      'companies.name as companyName',
      'companies.planType',
      // Whether a change needs the second factor: the company requires it and the user's is active.
      'companies.flagMfa',
      'users.mfaStatus',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

/** The live link a token names: unused, not replaced, not expired, of this purpose. */
export function findLiveToken(db: Db, tokenHash: string, purpose: PasswordPurpose, now: Date) {
  return db
    .selectFrom('passwordTokens')
    .select(['tokenHash', 'userId', 'expiresAt'])
    .where('tokenHash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
}

/** Spends the link in one statement: of two requests racing with the same link, one wins. */
export async function consumeToken(
  db: Db,
  tokenHash: string,
  purpose: PasswordPurpose,
  now: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('passwordTokens')
    .set({ usedAt: now })
    .where('tokenHash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning('userId')
    .executeTakeFirst();
  return row !== undefined;
}

/** Holds the user's row until the transaction ends, so link issuance for one user is serial. */
export async function lockUser(db: Db, userId: number) {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

/** When the newest live link of this purpose was made (for the resend cool-down). */
export async function newestLiveTokenAt(
  db: Db,
  userId: number,
  purpose: PasswordPurpose,
  now: Date,
): Promise<Date | null> {
  const row = await db
    .selectFrom('passwordTokens')
    .select('createdAt')
    .where('userId', '=', userId)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', now)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? new Date(row.createdAt) : null;
}

/** Every live link of the user stops working (a newer one was sent, or the password changed). */
export async function revokeUserTokens(db: Db, userId: number, now: Date) {
  await db
    .updateTable('passwordTokens')
    .set({ revokedAt: now })
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .execute();
}

export async function insertToken(
  db: Db,
  token: { tokenHash: string; userId: number; purpose: PasswordPurpose; createdAt: Date; expiresAt: Date },
) {
  await db.insertInto('passwordTokens').values(token).execute();
}

/** The newest hashes of the user's earlier passwords, newest first. */
export async function recentPasswordHashes(db: Db, userId: number, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('passwordHistory')
    .select('passwordHash')
    .where('userId', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => r.passwordHash);
}

/** Records the new password in the history and keeps only the newest `keep` rows. */
export async function pushPasswordHistory(db: Db, userId: number, passwordHash: string, keep: number) {
  await db.insertInto('passwordHistory').values({ userId, passwordHash }).execute();
  const kept = db
    .selectFrom('passwordHistory')
    .select('id')
    .where('userId', '=', userId)
    .orderBy('id', 'desc')
    .limit(keep);
  await db.deleteFrom('passwordHistory').where('userId', '=', userId).where('id', 'not in', kept).execute();
}

/** Sets the hash; `fromStatus -> toStatus` moves the status only when it is the expected one. */
export async function setPasswordHash(
  db: Db,
  userId: number,
  passwordHash: string,
  now: Date,
  statusChange?: { from: number; to: number },
) {
  await db
    .updateTable('users')
    .set((eb) => ({
      passwordHash,
      updatedAt: now,
      ...(statusChange
        ? {
            statusId: eb
              .case()
              .when('statusId', '=', statusChange.from)
              .then(statusChange.to)
              .else(eb.ref('statusId'))
              .end(),
          }
        : {}),
    }))
    .where('id', '=', userId)
    .execute();
}

/** Ends the user's live sessions except `keepSessionId` (the trial user stays signed in). */
export async function revokeOtherSessions(
  db: Db,
  userId: number,
  keepSessionId: string,
  reason: string,
  now: Date,
) {
  await db
    .updateTable('sessions')
    .set({ revokedAt: now, revokedReason: reason })
    .where('userId', '=', userId)
    .where('id', '!=', keepSessionId)
    .where('revokedAt', 'is', null)
    .execute();
}

/** Authorization codes issued but not yet redeemed die with the old password. */
export async function burnPendingCodes(db: Db, userId: number, now: Date) {
  await db
    .updateTable('oauthCodes')
    .set({ usedAt: now })
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .execute();
}

export async function resetMfaFailures(db: Db, userId: number) {
  await db.updateTable('users').set({ mfaFailures: 0 }).where('id', '=', userId).execute();
}
