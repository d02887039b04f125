/**
 * SQL of user administration. Plain functions over `db | trx`, so the caller owns the transaction.
 * The list's filter is written once (`matching`) and used by the page and the count; the caller's
 * reach (domain `userScope`) is part of it, so the list shows exactly the users the actions allow.
 */
import { sql, type ExpressionBuilder, type Expression, type SqlBool } from 'kysely';
import { BASE_PROFILE_IDS, USER_STATUS_IDS, searchTerms, type UserScope } from '@painel/domain';
import type { UsersQuery } from '@painel/contracts';
import type { Db } from '../../db/database';
import { containsEveryWord } from '../../lib/search';
import type { Database } from '../../db/schema';
import { groupInScope } from '../../lib/group-scope';

type Eb = ExpressionBuilder<Database, 'users' | 'profiles'>;

/** The base profile a profile is judged by (its own id, or its base's when custom), as SQL. */
function effectiveBase(eb: Eb) {
  return eb
    .case()
    .when('profiles.isBase', '=', true)
    .then(eb.ref('profiles.id'))
    .else(eb.ref('profiles.baseProfileId'))
    .end();
}

/** Operador profiles as a subquery, so the count never joins profiles (a 100,000-row join). */
function operatorProfileIds(eb: ExpressionBuilder<Database, 'users'>) {
  return eb
    .selectFrom('profiles')
    .select('profiles.id')
    .where((p) =>
      p.or([
        p.and([p('profiles.isBase', '=', true), p('profiles.id', '=', BASE_PROFILE_IDS.operator)]),
        p.and([
          p('profiles.isBase', '=', false),
          p('profiles.baseProfileId', '=', BASE_PROFILE_IDS.operator),
        ]),
      ]),
    );
}

function inScope(eb: ExpressionBuilder<Database, 'users'>, scope: UserScope): Expression<SqlBool> {
  if (scope.kind === 'company') return eb.lit(true);
  if (scope.kind === 'groupOperators') {
    // The groups the manager's group reaches (domain `reachesGroup`), as the groups' list writes it.
    const reached = eb
      .selectFrom('groups')
      .select('groups.id')
      .where((g) => groupInScope(g, { kind: 'group', groupId: scope.groupId }));
    return eb.and([eb('users.groupId', 'in', reached), eb('users.profileId', 'in', operatorProfileIds(eb))]);
  }
  return eb.lit(false);
}

function matching(companyId: number, scope: UserScope, filter: Omit<UsersQuery, 'numPage' | 'numPageSize'>) {
  return (eb: ExpressionBuilder<Database, 'users'>) => {
    const where: Expression<SqlBool>[] = [eb('users.companyId', '=', companyId), inScope(eb, scope)];
    const words = searchTerms(filter.name);
    if (words.length > 0) where.push(containsEveryWord(eb.ref('users.name'), words));
    if (filter.email !== undefined && filter.email.trim() !== '') {
      where.push(eb(sql`lower(${eb.ref('users.email')})`, '=', filter.email.trim().toLowerCase()));
    }
    if (filter.userStatus !== undefined) where.push(eb('users.statusId', '=', filter.userStatus));
    if (filter.mfaStatus !== undefined) where.push(eb('users.mfaStatus', '=', filter.mfaStatus));
    if (filter.groupId !== undefined) where.push(eb('users.groupId', '=', filter.groupId));
    if (filter.profileId !== undefined) where.push(eb('users.profileId', '=', filter.profileId));
    return eb.and(where);
  };
}

function userColumns(db: Db) {
  return db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.id', 'users.profileId')
    .leftJoin('profiles as base', 'base.id', 'profiles.baseProfileId')
    .leftJoin('groups', 'groups.id', 'users.groupId')
    .select([
      'users.id',
      'users.companyId',
      'users.name',
      'users.email',
      'users.cpf',
      'users.birthdate',
      'users.mobile',
      'users.phone',
      'users.statusId',
      'users.mfaStatus',
      'users.mfaSecurityQuestion',
      'users.groupId',
      'groups.name as groupName',
      'groups.managedByGroupId as groupManagedBy',
      'users.profileId',
      'profiles.name as profileName',
      'profiles.description as profileDescription',
      'profiles.isBase as profileIsBase',
      'profiles.baseProfileId',
      'base.name as baseProfileName',
    ])
    .select((eb) => eb('users.mfaSecurityAnswerHash', 'is not', null).as('hasSecurityQuestion'));
}

export async function listUsers(db: Db, companyId: number, scope: UserScope, query: UsersQuery) {
  const where = matching(companyId, scope, query);
  const [rows, count] = await Promise.all([
    userColumns(db)
      .where(where)
      .orderBy('users.name')
      .orderBy('users.id')
      .limit(query.numPageSize)
      .offset(query.numPage * query.numPageSize)
      .execute(),
    db
      .selectFrom('users')
      .where(where)
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** A user of this company, or nothing (another company's id reads as unknown). */
export function findUser(db: Db, companyId: number, userId: number) {
  return userColumns(db)
    .where('users.id', '=', userId)
    .where('users.companyId', '=', companyId)
    .executeTakeFirst();
}

/**
 * The back office's user search: customers' users, never staff, whose name holds
 * every word typed or whose e-mail does, accents and case ignored as in the list's name filter;
 * optionally of one customer; the first `limit` by name.
 */
export function searchCustomerUsers(
  db: Db,
  search: { filter: string; customerId?: number | undefined; limit: number },
  providerCompanyId: number,
) {
  const words = searchTerms(search.filter);
  return db
    .selectFrom('users')
    .innerJoin('companies', 'companies.id', 'users.companyId')
    .select([
      'users.id',
      'users.name',
      'users.email',
      'companies.id as companyId',
      'companies.name as companyName',
      'companies.tradingName as companyTradingName',
    ])
    .where((eb) => {
      const where: Expression<SqlBool>[] = [eb('users.companyId', '<>', providerCompanyId)];
      if (search.customerId !== undefined) where.push(eb('users.companyId', '=', search.customerId));
      // The contract asks for 3 characters; a filter of only spaces would otherwise match everyone.
      if (words.length === 0) where.push(eb.lit(false));
      else
        where.push(
          eb.or([
            containsEveryWord(eb.ref('users.name'), words),
            containsEveryWord(eb.ref('users.email'), words),
          ]),
        );
      return eb.and(where);
    })
    .orderBy('users.name')
    .orderBy('users.id')
    .limit(search.limit)
    .execute();
}

export type UserSearchRow = Awaited<ReturnType<typeof searchCustomerUsers>>[number];

export function companyUsesMfa(db: Db, companyId: number) {
  return db.selectFrom('companies').select('flagMfa').where('id', '=', companyId).executeTakeFirst();
}

export function findGroup(db: Db, companyId: number, groupId: number) {
  return db
    .selectFrom('groups')
    .select(['id', 'name', 'managedByGroupId'])
    .where('id', '=', groupId)
    .where('companyId', '=', companyId)
    .executeTakeFirst();
}

/** A profile a user of this company may hold: one of the given base profiles, or the company's own. */
export function findAssignableProfile(
  db: Db,
  companyId: number,
  baseIds: readonly number[],
  profileId: number,
) {
  return db
    .selectFrom('profiles')
    .select(['id', 'name', 'isBase', 'baseProfileId'])
    .where('id', '=', profileId)
    .where((eb) =>
      eb.or([
        eb('companyId', '=', companyId),
        eb.and([eb('isBase', '=', true), eb('id', 'in', [...baseIds])]),
      ]),
    )
    .executeTakeFirst();
}

/**
 * Serialises every change that could remove an administrator of the company: the second of two
 * concurrent requests waits here and then counts what the first left.
 */
export async function lockCompany(db: Db, companyId: number) {
  await db.selectFrom('companies').select('id').where('id', '=', companyId).forNoKeyUpdate().execute();
}

export async function countActiveAdministrators(db: Db, companyId: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.id', 'users.profileId')
    .where('users.companyId', '=', companyId)
    .where('users.statusId', '=', USER_STATUS_IDS.active)
    .where((eb) => eb(effectiveBase(eb), '=', BASE_PROFILE_IDS.administrator))
    .select(({ fn }) => fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function updateUser(
  db: Db,
  userId: number,
  values: {
    statusId?: number;
    groupId?: number;
    profileId?: number;
    mfaStatus?: 'SUSPENSO';
    name?: string;
    mobile?: string | null;
    phone?: string | null;
    birthdate?: string | null;
    updatedAt: Date;
  },
) {
  await db.updateTable('users').set(values).where('id', '=', userId).execute();
}

/**
 * 'Desbloquear': Ativo again with the wrong-code count cleared, only if still
 * 'Bloqueado por segurança' when the write happens; whether it did.
 */
export async function unblockUser(db: Db, userId: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ statusId: USER_STATUS_IDS.active, mfaFailures: 0, updatedAt: now })
    .where('id', '=', userId)
    .where('statusId', '=', USER_STATUS_IDS.securityBlocked)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteUser(db: Db, userId: number) {
  await db.deleteFrom('users').where('id', '=', userId).execute();
}

/** The addresses among these that already belong to someone (any company: e-mails are unique). */
/** The accounts these addresses already have (any company), by lower-cased address: whom to tell. */
export async function existingAccounts(
  db: Db,
  emails: readonly string[],
): Promise<Map<string, { email: string; name: string }>> {
  if (emails.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['email', 'name'])
    .where(
      sql<string>`lower(email)`,
      'in',
      emails.map((e) => e.toLowerCase()),
    )
    .execute();
  return new Map(rows.map((r) => [r.email.toLowerCase(), r]));
}

/** The name a person knows a company by: its trading name, else its legal name. */
export async function companyDisplayName(db: Db, companyId: number): Promise<string> {
  const row = await db
    .selectFrom('companies')
    .select(['name', 'tradingName'])
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  return row.tradingName ?? row.name;
}

export async function insertPendingUser(
  db: Db,
  values: { companyId: number; groupId: number; profileId: number; email: string; name: string; now: Date },
): Promise<number | null> {
  const row = await db
    .insertInto('users')
    .values({
      companyId: values.companyId,
      groupId: values.groupId,
      profileId: values.profileId,
      email: values.email,
      name: values.name,
      statusId: USER_STATUS_IDS.pending,
      passwordHash: null,
      updatedAt: values.now,
    })
    // Two invitations of the same address at once: the unique index decides, the loser reads 'already a user'.
    .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The hashed answer and staff's current window of wrong answers, the row locked: checks of one user run one at a time. */
export function lockSecurityCheck(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['mfaSecurityAnswerHash', 'securityCheckFailures', 'securityCheckWindowStartedAt'])
    .where('id', '=', userId)
    .forNoKeyUpdate()
    .executeTakeFirst();
}

export async function saveSecurityCheckWindow(
  db: Db,
  userId: number,
  failures: number,
  windowStartedAt: Date | null,
) {
  await db
    .updateTable('users')
    .set({ securityCheckFailures: failures, securityCheckWindowStartedAt: windowStartedAt })
    .where('id', '=', userId)
    .execute();
}

/** The company's groups and the profiles its users may hold (each permission with its product and area), for the dialogs and filters. */
export async function companyOptions(db: Db, companyId: number, baseIds: readonly number[]) {
  const [groups, profiles] = await Promise.all([
    db
      .selectFrom('groups')
      .select(['id', 'name', 'statusId', 'managedByGroupId'])
      .where('companyId', '=', companyId)
      .orderBy('name')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('profiles')
      .select(['id', 'name', 'description', 'isBase', 'baseProfileId'])
      .where((eb) =>
        eb.or([
          eb('companyId', '=', companyId),
          eb.and([eb('isBase', '=', true), eb('id', 'in', [...baseIds])]),
        ]),
      )
      .orderBy('isBase', 'desc')
      .orderBy('id')
      .execute(),
  ]);
  const labels =
    profiles.length === 0
      ? []
      : await db
          .selectFrom('profilePermissions')
          .innerJoin('cataloguePermissions', 'cataloguePermissions.key', 'profilePermissions.permission')
          .innerJoin(
            'catalogueFunctionalities',
            'catalogueFunctionalities.id',
            'cataloguePermissions.functionalityId',
          )
          .innerJoin('products', 'products.id', 'catalogueFunctionalities.productId')
          .select([
            'profilePermissions.profileId',
            'products.name as product',
            'catalogueFunctionalities.label as area',
            'cataloguePermissions.label as action',
          ])
          .where(
            'profilePermissions.profileId',
            'in',
            profiles.map((p) => p.id),
          )
          .orderBy('cataloguePermissions.id')
          .execute();
  return { groups, profiles, labels };
}

// --- E-mail changes ---

export async function revokeEmailChanges(db: Db, userId: number, now: Date) {
  await db
    .updateTable('emailChanges')
    .set({ revokedAt: now })
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .execute();
}

export async function insertEmailChange(
  db: Db,
  row: {
    tokenHash: string;
    userId: number;
    newEmail: string;
    requestedBy: number | null;
    createdAt: Date;
    expiresAt: Date;
  },
) {
  await db.insertInto('emailChanges').values(row).execute();
}

export function findEmailChange(db: Db, tokenHash: string) {
  return db.selectFrom('emailChanges').selectAll().where('tokenHash', '=', tokenHash).executeTakeFirst();
}

/** The open change of a user, if any: the dialog says which address awaits confirmation. */
export function pendingEmailChanges(db: Db, userIds: readonly number[], now: Date) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('emailChanges')
    .select(['userId', 'newEmail'])
    .where('userId', 'in', userIds)
    .where('usedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', now)
    .execute();
}

export async function useEmailChange(db: Db, tokenHash: string, now: Date) {
  await db.updateTable('emailChanges').set({ usedAt: now }).where('tokenHash', '=', tokenHash).execute();
}

export function lockUserRow(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'companyId', 'email'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

export async function setUserEmail(db: Db, userId: number, email: string, now: Date) {
  await db.updateTable('users').set({ email, updatedAt: now }).where('id', '=', userId).execute();
}
