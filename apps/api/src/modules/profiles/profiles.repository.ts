/**
 * The SQL of access profiles: a company sees the shared base profiles of its environment and its
 * own custom ones, each with how many of the company's users hold it. Every query takes the target
 * company, so a profile of another company is simply not found.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';

export type ProfileRow = {
  id: number;
  name: string;
  description: string | null;
  isBase: boolean;
  baseProfileId: number | null;
  baseProfileName: string | null;
  usersCount: number;
};

/** Base profiles shared by everyone (listed by id) plus the company's own. */
function profilesOf(db: Db, companyId: number, baseIds: readonly number[]) {
  return db
    .selectFrom('profiles')
    .leftJoin('profiles as base', 'base.id', 'profiles.baseProfileId')
    .select((eb) => [
      'profiles.id',
      'profiles.name',
      'profiles.description',
      'profiles.isBase',
      'profiles.baseProfileId',
      'base.name as baseProfileName',
      eb
        .selectFrom('users')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('users.profileId', '=', 'profiles.id')
        .where('users.companyId', '=', companyId)
        .as('usersCount'),
    ])
    .where((eb) =>
      eb.or([
        eb('profiles.companyId', '=', companyId),
        eb.and([eb('profiles.isBase', '=', true), eb('profiles.id', 'in', [...baseIds])]),
      ]),
    );
}

function normalise(row: Omit<ProfileRow, 'usersCount'> & { usersCount: number | null }): ProfileRow {
  return { ...row, usersCount: Number(row.usersCount ?? 0) };
}

export async function listProfiles(
  db: Db,
  companyId: number,
  baseIds: readonly number[],
): Promise<ProfileRow[]> {
  const rows = await profilesOf(db, companyId, baseIds)
    .orderBy('profiles.isBase', 'desc')
    .orderBy('profiles.id')
    .execute();
  return rows.map(normalise);
}

export async function findProfile(db: Db, companyId: number, baseIds: readonly number[], profileId: number) {
  const row = await profilesOf(db, companyId, baseIds)
    .where('profiles.id', '=', profileId)
    .executeTakeFirst();
  return row ? normalise(row) : undefined;
}

/** Locks a custom profile of the company for a change, so its before and after are exact. */
export async function lockCustomProfile(trx: Db, companyId: number, profileId: number) {
  return trx
    .selectFrom('profiles')
    .select(['id', 'name', 'description', 'baseProfileId'])
    .where('id', '=', profileId)
    .where('companyId', '=', companyId)
    .where('isBase', '=', false)
    .forNoKeyUpdate()
    .executeTakeFirst();
}

export async function ownedProductIds(db: Db, companyId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('companyProducts')
    .select('productId')
    .where('companyId', '=', companyId)
    .execute();
  return rows.map((row) => row.productId);
}

export async function profileKeys(db: Db, profileId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('profilePermissions')
    .select('permission')
    .where('profileId', '=', profileId)
    .execute();
  return rows.map((row) => row.permission);
}

export async function profileFunctionalityIds(db: Db, profileId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('profileFunctionalities')
    .select('functionalityId')
    .where('profileId', '=', profileId)
    .orderBy('functionalityId')
    .execute();
  return rows.map((row) => row.functionalityId);
}

export async function insertProfile(
  trx: Db,
  values: { companyId: number; name: string; description: string | null; baseProfileId: number },
): Promise<number> {
  const row = await trx
    .insertInto('profiles')
    .values({ ...values, isBase: false })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateProfile(
  trx: Db,
  profileId: number,
  values: { name: string; description: string | null },
) {
  await trx.updateTable('profiles').set(values).where('id', '=', profileId).execute();
}

/** Replaces what a custom profile holds: its functionalities and the keys that follow from them. */
export async function replaceGrants(
  trx: Db,
  profileId: number,
  functionalityIds: readonly number[],
  keys: readonly string[],
) {
  await trx.deleteFrom('profileFunctionalities').where('profileId', '=', profileId).execute();
  await trx.deleteFrom('profilePermissions').where('profileId', '=', profileId).execute();
  if (functionalityIds.length > 0) {
    await trx
      .insertInto('profileFunctionalities')
      .values(functionalityIds.map((functionalityId) => ({ profileId, functionalityId })))
      .execute();
  }
  if (keys.length > 0) {
    await trx
      .insertInto('profilePermissions')
      .values(keys.map((permission) => ({ profileId, permission })))
      .execute();
  }
}

export async function holderIds(db: Db, profileId: number): Promise<number[]> {
  const rows = await db.selectFrom('users').select('id').where('profileId', '=', profileId).execute();
  return rows.map((row) => row.id);
}

/** PostgreSQL's unique_violation, as both pg and PGlite report it. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}
