/** SQL of feature flags: defaults, the overrides of one caller, and staff's whole view and edits. */
import type { Db } from '../../db/database';

export function listFlags(db: Db) {
  return db.selectFrom('featureFlags').select(['name', 'defaultEnabled']).execute();
}

/** The overrides that can apply to one user of one company. */
export function overridesFor(db: Db, who: { companyId: number; userId: number }) {
  return db
    .selectFrom('featureFlagOverrides')
    .select(['flagName', 'companyId', 'userId', 'enabled'])
    .where((eb) => eb.or([eb('companyId', '=', who.companyId), eb('userId', '=', who.userId)]))
    .execute();
}

export function listCompanyOverrides(db: Db) {
  return db
    .selectFrom('featureFlagOverrides')
    .innerJoin('companies', 'companies.id', 'featureFlagOverrides.companyId')
    .select([
      'featureFlagOverrides.flagName',
      'companies.id as companyId',
      'companies.name as companyName',
      'featureFlagOverrides.enabled',
    ])
    .orderBy('companies.name')
    .orderBy('companies.id')
    .execute();
}

export function listUserOverrides(db: Db) {
  return db
    .selectFrom('featureFlagOverrides')
    .innerJoin('users', 'users.id', 'featureFlagOverrides.userId')
    .select([
      'featureFlagOverrides.flagName',
      'users.id as userId',
      'users.name',
      'users.email',
      'users.companyId',
      'featureFlagOverrides.enabled',
    ])
    .orderBy('users.name')
    .orderBy('users.id')
    .execute();
}

export async function existingCompanyIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('companies')
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((r) => r.id));
}

export async function existingUserIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** One flag's whole state: its default, and exactly these overrides. */
export async function replaceFlag(
  db: Db,
  flag: {
    name: string;
    defaultEnabled: boolean;
    companies: readonly { companyId: number; enabled: boolean }[];
    users: readonly { userId: number; enabled: boolean }[];
  },
  now: Date,
): Promise<void> {
  await db
    .insertInto('featureFlags')
    .values({ name: flag.name, defaultEnabled: flag.defaultEnabled, updatedAt: now })
    .onConflict((oc) =>
      oc.column('name').doUpdateSet({ defaultEnabled: flag.defaultEnabled, updatedAt: now }),
    )
    .execute();
  await db.deleteFrom('featureFlagOverrides').where('flagName', '=', flag.name).execute();
  const rows = [
    ...flag.companies.map((o) => ({
      flagName: flag.name,
      companyId: o.companyId,
      userId: null,
      enabled: o.enabled,
    })),
    ...flag.users.map((o) => ({
      flagName: flag.name,
      companyId: null,
      userId: o.userId,
      enabled: o.enabled,
    })),
  ];
  if (rows.length > 0) await db.insertInto('featureFlagOverrides').values(rows).execute();
}
