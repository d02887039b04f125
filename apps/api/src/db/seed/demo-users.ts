/**
 * Demo content of user administration, so the users table shows every state with the
 * demo accounts: in Empresa Demonstração two pending invitations (an Operador of Comercial and a
 * Financeiro of Financeiro, each with a live 'Cadastrar Senha' link that nobody knows: staff
 * resend it to see the e-mail) and an inactive Operador of Comercial; the MFA company's
 * administrator has a security question ('Qual o nome do seu primeiro animal de estimação?',
 * answer 'Rex') for the back office's check. Runs once: nothing is added when the rows exist.
 */
import { BASE_PROFILE_IDS, USER_STATUS_IDS, normaliseSecurityAnswer } from '@painel/domain';
import { hashPassword } from '../../lib/passwords';
import { digest, newToken } from '../../lib/tokens';
import type { Db } from '../database';

const DEMO_COMPANY_DOCUMENT = '11444777000161';
const MFA_ADMIN_EMAIL = 'mfa@seguro.example';
const INVITE_TTL_MS = 7 * 86_400_000;

export const DEMO_PENDING_EMAILS = [
  'convite.operador@empresa.example',
  'convite.financeiro@empresa.example',
] as const;
export const DEMO_INACTIVE_EMAIL = 'inativo@empresa.example';
export const DEMO_SECURITY_ANSWER = 'Rex';

export async function seedDemoUsers(trx: Db, now: Date) {
  const company = await trx
    .selectFrom('companies')
    .select('id')
    .where('document', '=', DEMO_COMPANY_DOCUMENT)
    .executeTakeFirst();
  if (!company) return;
  const exists = await trx
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_INACTIVE_EMAIL)
    .executeTakeFirst();
  if (exists) return;
  const groups = await trx
    .selectFrom('groups')
    .select(['id', 'name'])
    .where('companyId', '=', company.id)
    .execute();
  const groupId = (name: string) => groups.find((g) => g.name === name)?.id ?? null;
  const operator = await trx
    .selectFrom('users')
    .select('passwordHash')
    .where('email', '=', 'operador@empresa.example')
    .executeTakeFirst();

  const rows = [
    {
      email: DEMO_PENDING_EMAILS[0],
      name: 'convite.operador',
      profileId: BASE_PROFILE_IDS.operator,
      group: 'Comercial',
      statusId: USER_STATUS_IDS.pending,
    },
    {
      email: DEMO_PENDING_EMAILS[1],
      name: 'convite.financeiro',
      profileId: BASE_PROFILE_IDS.financial,
      group: 'Financeiro',
      statusId: USER_STATUS_IDS.pending,
    },
    {
      email: DEMO_INACTIVE_EMAIL,
      name: 'Ivo Inativo Barros',
      profileId: BASE_PROFILE_IDS.operator,
      group: 'Comercial',
      statusId: USER_STATUS_IDS.inactive,
    },
  ];
  for (const row of rows) {
    const pending = row.statusId === USER_STATUS_IDS.pending;
    const user = await trx
      .insertInto('users')
      .values({
        companyId: company.id,
        groupId: groupId(row.group),
        profileId: row.profileId,
        email: row.email,
        name: row.name,
        statusId: row.statusId,
        passwordHash: pending ? null : (operator?.passwordHash ?? null),
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (pending) {
      await trx
        .insertInto('passwordTokens')
        .values({
          tokenHash: digest(newToken()),
          userId: user.id,
          purpose: 'register',
          createdAt: now,
          expiresAt: new Date(now.getTime() + INVITE_TTL_MS),
        })
        .execute();
    }
  }
  await trx
    .updateTable('users')
    .set({
      mfaSecurityQuestion: 'Qual o nome do seu primeiro animal de estimação?',
      mfaSecurityAnswerHash: await hashPassword(normaliseSecurityAnswer(DEMO_SECURITY_ANSWER)),
    })
    .where('email', '=', MFA_ADMIN_EMAIL)
    .execute();
}
