/** SQL of the second factor. Plain functions over `db | trx`, so the caller owns the transaction. */
import type { Db } from '../../db/database';
import type { MfaChallengePurpose } from '../../db/schema';

// --- Users ---

/** What the second factor needs about a user; `forUpdate` serialises verifications of one person. */
export function findMfaUser(db: Db, userId: number, options: { forUpdate?: boolean } = {}) {
  const query = db
    .selectFrom('users')
    .select([
      'id',
      'companyId',
      'email',
      'statusId',
      'mobile',
      'mfaStatus',
      'mfaType',
      'mfaSecret',
      'mfaFailures',
      'mfaTotpLastStep',
    ])
    .where('id', '=', userId);
  return (options.forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

/** The target of a reset, with what the permission rule needs. */
export function findResetTarget(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'companyId', 'mfaStatus'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function updateMfaUser(
  db: Db,
  userId: number,
  values: {
    mfaStatus?: 'ATIVO' | 'INATIVO' | 'PENDENTE' | 'SUSPENSO';
    mfaType?: 'SMS' | 'TOTP' | null;
    mfaSecret?: string | null;
    mfaFailures?: number;
    mfaTotpLastStep?: number | null;
    mobile?: string;
    statusId?: number;
    updatedAt?: Date;
  },
) {
  await db.updateTable('users').set(values).where('id', '=', userId).execute();
}

/** Blocking a user ends their sessions at once. */
export async function revokeUserSessions(db: Db, userId: number, reason: string, now: Date) {
  await db
    .updateTable('sessions')
    .set({ revokedAt: now, revokedReason: reason })
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .execute();
}

/** A change of one's own factor ends the person's other sessions (and the products started from them); the asking one stays. */
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
    .where('revokedAt', 'is', null)
    .where('id', '!=', keepSessionId)
    .where((eb) => eb.or([eb('parentSessionId', 'is', null), eb('parentSessionId', '!=', keepSessionId)]))
    .execute();
}

// --- Fresh proof ---

/** What proving oneself again needs: the password hash, the factor, and whom to write to. */
export function findProofUser(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'companyId', 'email', 'name', 'passwordHash', 'mfaStatus', 'mfaType'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function markReauthenticated(db: Db, sessionId: string, now: Date) {
  await db.updateTable('sessions').set({ reauthenticatedAt: now }).where('id', '=', sessionId).execute();
}

export async function reauthenticatedAt(db: Db, sessionId: string): Promise<Date | null> {
  const row = await db
    .selectFrom('sessions')
    .select('reauthenticatedAt')
    .where('id', '=', sessionId)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return row?.reauthenticatedAt ? new Date(row.reauthenticatedAt) : null;
}

// --- Login challenges ---

export async function insertChallenge(
  db: Db,
  row: {
    tokenHash: string;
    userId: number;
    type: 'SMS' | 'TOTP';
    purpose?: MfaChallengePurpose;
    clientId: string | null;
    redirectUri: string | null;
    codeChallenge: string | null;
    state: string | null;
    passwordHash?: string | null;
    linkTokenHash?: string | null;
    sessionId?: string | null;
    codeHash: string | null;
    codeSentAt: Date | null;
    expiresAt: Date;
  },
) {
  await db.insertInto('mfaChallenges').values(row).execute();
}

/** The challenge a token names, in whatever state: the caller tells failed from expired or used. */
export function findChallenge(db: Db, tokenHash: string, options: { forUpdate?: boolean } = {}) {
  const query = db.selectFrom('mfaChallenges').selectAll().where('tokenHash', '=', tokenHash);
  return (options.forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

export type Challenge = NonNullable<Awaited<ReturnType<typeof findChallenge>>>;

export async function consumeChallenge(db: Db, id: string, now: Date) {
  await db
    .updateTable('mfaChallenges')
    .set({ consumedAt: now, passwordHash: null })
    .where('id', '=', id)
    .execute();
}

/**
 * A new password change ends the user's earlier ones still waiting for a code (they expire, 401):
 * only the newest asked-for password can take effect.
 */
export async function expireOpenPasswordChallenges(db: Db, userId: number, now: Date) {
  await db
    .updateTable('mfaChallenges')
    .set({ expiresAt: now, passwordHash: null })
    .where('userId', '=', userId)
    .where('purpose', '<>', 'LOGIN')
    .where('consumedAt', 'is', null)
    .where('failedAt', 'is', null)
    .where('expiresAt', '>', now)
    .execute();
}

/** Every open challenge of the user dies with the block. */
export async function failOpenChallenges(db: Db, userId: number, now: Date) {
  await db
    .updateTable('mfaChallenges')
    .set({ failedAt: now, passwordHash: null })
    .where('userId', '=', userId)
    .where('consumedAt', 'is', null)
    .where('failedAt', 'is', null)
    .execute();
}

/** A reset or a new factor ends the logins waiting on the old one: they expire (401), not fail. */
export async function expireOpenChallenges(db: Db, userId: number, now: Date) {
  await db
    .updateTable('mfaChallenges')
    .set({ expiresAt: now, passwordHash: null })
    .where('userId', '=', userId)
    .where('consumedAt', 'is', null)
    .where('failedAt', 'is', null)
    .where('expiresAt', '>', now)
    .execute();
}

/**
 * Replaces the SMS code only if no other request did since `previousSentAt` was read: two resends
 * racing send one SMS. Returns whether this request won.
 */
export async function replaceChallengeCode(
  db: Db,
  id: string,
  previousSentAt: Date,
  codeHash: string,
  now: Date,
) {
  const result = await db
    .updateTable('mfaChallenges')
    .set({ codeHash, codeSentAt: now })
    .where('id', '=', id)
    .where('codeSentAt', '=', previousSentAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// --- Enrolments ---

export type EnrolmentRow = {
  userId: number;
  type: 'SMS' | 'TOTP';
  secret: string | null;
  phone: string | null;
  codeHash: string | null;
  codeSentAt: Date | null;
  origin: string;
  expiresAt: Date;
};

/** One enrolment per user: starting again replaces the previous one. */
export async function upsertEnrolment(db: Db, row: EnrolmentRow) {
  await db
    .insertInto('mfaEnrolments')
    .values({ ...row, attempts: 0 })
    .onConflict((oc) =>
      oc.column('userId').doUpdateSet({
        type: row.type,
        secret: row.secret,
        phone: row.phone,
        codeHash: row.codeHash,
        codeSentAt: row.codeSentAt,
        origin: row.origin,
        expiresAt: row.expiresAt,
        attempts: 0,
      }),
    )
    .execute();
}

export function findEnrolment(db: Db, userId: number, options: { forUpdate?: boolean } = {}) {
  const query = db.selectFrom('mfaEnrolments').selectAll().where('userId', '=', userId);
  return (options.forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

export async function countEnrolmentFailure(db: Db, userId: number) {
  await db
    .updateTable('mfaEnrolments')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('userId', '=', userId)
    .execute();
}

export async function replaceEnrolmentCode(
  db: Db,
  userId: number,
  previousSentAt: Date,
  codeHash: string,
  now: Date,
) {
  const result = await db
    .updateTable('mfaEnrolments')
    .set({ codeHash, codeSentAt: now })
    .where('userId', '=', userId)
    .where('codeSentAt', '=', previousSentAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteEnrolment(db: Db, userId: number) {
  await db.deleteFrom('mfaEnrolments').where('userId', '=', userId).execute();
}

/** The MFA reset: factor and secret cleared, the user suspended until they enrol again. */
export async function suspendMfa(db: Db, userId: number, now: Date) {
  await db
    .updateTable('users')
    .set({
      mfaStatus: 'SUSPENSO',
      mfaType: null,
      mfaSecret: null,
      mfaTotpLastStep: null,
      mfaFailures: 0,
      updatedAt: now,
    })
    .where('id', '=', userId)
    .execute();
  await db.deleteFrom('mfaEnrolments').where('userId', '=', userId).execute();
}
