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
      'users.mfaStatus',
      'users.mfaSecurityQuestion',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

export async function updateOwnProfile(
  trx: Db,
  userId: number,
  values: {
    name: string;
    birthdate: string | null;
    mobile: string | null;
    phone: string | null;
    updatedAt: Date;
  },
) {
  await trx.updateTable('users').set(values).where('id', '=', userId).execute();
}

/** What setting the own security question checks: the password hash and the second factor's status. */
export async function loadSecurityQuestionUser(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'passwordHash', 'mfaStatus', 'mfaSecurityQuestion'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function updateSecurityQuestion(
  trx: Db,
  userId: number,
  values: { question: string; answerHash: string; updatedAt: Date },
) {
  await trx
    .updateTable('users')
    .set({
      mfaSecurityQuestion: values.question,
      mfaSecurityAnswerHash: values.answerHash,
      updatedAt: values.updatedAt,
    })
    .where('id', '=', userId)
    .execute();
}
