/**
 * Rows a test adds to its own database copy: users beyond the demo accounts (they share the demo
 * password, so `signIn(app, config, email, DEMO_PASSWORD)` works) and the companies' ids.
 */
import { USER_STATUS_IDS, customProfileGrants } from '@painel/domain';
import type { Db } from '../db/database';
import { replaceGrants } from '../modules/profiles/profiles.repository';

export const DEMO_DOCUMENTS = {
  provider: '11222333000181',
  demo: '11444777000161',
  trial: '06990590000123',
  mfa: '33000167000101',
  blocked: '00000000000191',
} as const;

export async function companyId(db: Db, document: string): Promise<number> {
  const row = await db
    .selectFrom('companies')
    .select('id')
    .where('document', '=', document)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function userId(db: Db, email: string): Promise<number> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return row.id;
}

/** A user in the first group of the company, with the demo password. */
export async function addUser(
  db: Db,
  input: { companyId: number; profileId: number; email: string; name: string },
): Promise<number> {
  const hash = await db
    .selectFrom('users')
    .select('passwordHash')
    .where('email', '=', 'admin@empresa.example')
    .executeTakeFirstOrThrow();
  const group = await db
    .selectFrom('groups')
    .select('id')
    .where('companyId', '=', input.companyId)
    .orderBy('id')
    .executeTakeFirst();
  const row = await db
    .insertInto('users')
    .values({
      companyId: input.companyId,
      groupId: group?.id ?? null,
      profileId: input.profileId,
      email: input.email,
      name: input.name,
      statusId: USER_STATUS_IDS.active,
      passwordHash: hash.passwordHash,
      updatedAt: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A custom access profile of the company with these catalogue functionalities on, stored as the wizard stores it. */
export async function addCustomProfile(
  db: Db,
  input: { companyId: number; name: string; baseProfileId: number; functionalityIds: readonly number[] },
): Promise<number> {
  const row = await db
    .insertInto('profiles')
    .values({
      companyId: input.companyId,
      name: input.name,
      description: input.name,
      baseProfileId: input.baseProfileId,
      isBase: false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await replaceGrants(db, row.id, input.functionalityIds, customProfileGrants(input.functionalityIds));
  return row.id;
}
