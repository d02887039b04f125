/** The SQL of the own profile: the signed-in user's row with their group, profile and company's MFA flag. */
import type { Db } from '../../db/database';

export async function loadOwnProfile(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .innerJoin('companies', 'companies.id', 'users.companyId')
    .innerJoin('profiles', 'profiles.id', 'users.profileId')
    .leftJoin('groups', 'groups.id', 'users.groupId')
    .select([
      'users.name',
      'users.email',
      'users.cpf',
      'users.birthdate',
      'users.mobile',
      'users.phone',
      'groups.name as groupName',
      'profiles.name as profileName',
      'companies.flagMfa',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

export async function updateOwnProfile(
  trx: Db,
  userId: number,
  values: { name: string; birthdate: string | null; mobile: string | null; phone: string | null; updatedAt: Date },
) {
  await trx.updateTable('users').set(values).where('id', '=', userId).execute();
}
