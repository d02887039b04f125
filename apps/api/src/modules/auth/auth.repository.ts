/** SQL of the login journey. Plain functions over `db | trx`, so the caller owns the transaction. */
import { sql } from 'kysely';
import type { Db } from '../../db/database';

export function findClient(db: Db, clientId: string) {
  return db.selectFrom('oauthClients').selectAll().where('id', '=', clientId).executeTakeFirst();
}

export function findLoginCandidate(db: Db, email: string) {
  return db
    .selectFrom('users')
    .innerJoin('companies', 'companies.id', 'users.companyId')
    .select([
      'users.id',
      'users.companyId',
      'users.statusId',
      'users.passwordHash',
      'users.email',
    ])
    .where(sql<string>`lower(users.email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export async function insertCode(
  db: Db,
  code: { codeHash: string; clientId: string; userId: number; redirectUri: string; codeChallenge: string | null; expiresAt: Date },
) {
  await db.insertInto('oauthCodes').values(code).execute();
}

/** Marks the code used and returns it, in one statement: a replay finds nothing to update. */
export function consumeCode(db: Db, codeHash: string, now: Date) {
  return db
    .updateTable('oauthCodes')
    .set({ usedAt: now })
    .where('codeHash', '=', codeHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returningAll()
    .executeTakeFirst();
}

export async function insertSession(
  db: Db,
  session: {
    userId: number;
    clientId: string;
    accessTokenHash: string;
    lastRenewedAt: Date;
    expiresAt: Date;
    absoluteExpiresAt: Date;
    ip: string | null;
    userAgent: string | null;
    device: unknown;
  },
) {
  const row = await db
    .insertInto('sessions')
    .values({ ...session, device: session.device === undefined ? null : JSON.stringify(session.device) })
    .returning(['id'])
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findLiveSession(db: Db, accessTokenHash: string, now: Date) {
  return db
    .selectFrom('sessions')
    .select(['id', 'userId', 'clientId', 'createdAt', 'expiresAt', 'absoluteExpiresAt'])
    .where('accessTokenHash', '=', accessTokenHash)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', now)
    .where('absoluteExpiresAt', '>', now)
    .executeTakeFirst();
}

export async function revokeSession(db: Db, sessionId: string, reason: string, now: Date) {
  await db
    .updateTable('sessions')
    .set({ revokedAt: now, revokedReason: reason })
    .where('id', '=', sessionId)
    .where('revokedAt', 'is', null)
    .execute();
}

/** Everything the session user of PF 3 is made of, in three round trips run side by side. */
export async function loadSessionUserRows(db: Db, userId: number) {
  const user = await db
    .selectFrom('users')
    .innerJoin('companies', 'companies.id', 'users.companyId')
    .leftJoin('segments', 'segments.id', 'companies.segmentId')
    .leftJoin('groups', 'groups.id', 'users.groupId')
    .innerJoin('profiles', 'profiles.id', 'users.profileId')
    .leftJoin('profiles as baseProfile', 'baseProfile.id', 'profiles.baseProfileId')
    .select([
      'users.id',
      'users.email',
      'users.name',
      'users.statusId',
      'users.createdAt',
      'users.profileId',
      'profiles.name as profileName',
      'profiles.isBase as profileIsBase',
      'baseProfile.id as baseProfileId',
      'baseProfile.name as baseProfileName',
      'companies.id as companyId',
      'companies.name as companyName',
      'companies.tradingName',
      'companies.document',
      'companies.planType',
      'companies.flagApi',
      'companies.flagMfa',
      'companies.flagMigration',
      'companies.blockedForNonPayment',
      'companies.createdAt as companyCreatedAt',
      'segments.id as segmentId',
      'segments.name as segmentName',
      'groups.id as groupId',
      'groups.name as groupName',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!user) return undefined;
  const [permissions, products] = await Promise.all([
    db
      .selectFrom('profilePermissions')
      .select('permission')
      .where('profileId', '=', user.profileId)
      .orderBy('permission')
      .execute(),
    db
      .selectFrom('companyProducts')
      .innerJoin('products', 'products.id', 'companyProducts.productId')
      .select(['products.id', 'products.name'])
      .where('companyProducts.companyId', '=', user.companyId)
      .orderBy('products.id')
      .execute(),
  ]);
  return { user, permissions: permissions.map((p) => p.permission), products };
}

export type SessionUserRows = NonNullable<Awaited<ReturnType<typeof loadSessionUserRows>>>;

export async function insertAudit(
  db: Db,
  event: {
    companyId?: number | null;
    userId?: number | null;
    email?: string | null;
    action: string;
    outcome: string;
    ip?: string | null;
    userAgent?: string | null;
    device?: unknown;
    detail?: unknown;
  },
) {
  await db
    .insertInto('auditEvents')
    .values({
      companyId: event.companyId ?? null,
      userId: event.userId ?? null,
      email: event.email?.slice(0, 255) ?? null,
      action: event.action,
      outcome: event.outcome,
      ip: event.ip ?? null,
      userAgent: event.userAgent ?? null,
      device: event.device === undefined ? null : JSON.stringify(event.device),
      detail: event.detail === undefined ? null : JSON.stringify(event.detail),
    })
    .execute();
}

export function findUserStatus(db: Db, userId: number) {
  return db.selectFrom('users').select(['id', 'statusId', 'companyId']).where('id', '=', userId).executeTakeFirst();
}
