/**
 * A password change waiting for the second factor (AA 2.2; PF 2 'after password change'): the MFA
 * challenges table also holds those, so the three-wrong-codes block, a new factor and an MFA reset
 * end them exactly like pending logins. `purpose` tells them apart; a login keeps its OAuth fields,
 * a password change carries the new password's argon2id hash (cleared when the challenge ends) and,
 * for the e-mailed link, the link it spends.
 * Frozen: change the schema with a new migration.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  sql`alter table mfa_challenges add column purpose varchar(20) not null default 'LOGIN'
    check (purpose in ('LOGIN', 'PASSWORD_CHANGE', 'PASSWORD_RESET'))`,
  sql`alter table mfa_challenges alter column client_id drop not null`,
  sql`alter table mfa_challenges alter column redirect_uri drop not null`,
  sql`alter table mfa_challenges alter column state drop not null`,
  sql`alter table mfa_challenges add column password_hash text`,
  sql`alter table mfa_challenges add column link_token_hash char(64)`,
  sql`alter table mfa_challenges add constraint mfa_challenges_login_fields
    check (purpose <> 'LOGIN' or (client_id is not null and redirect_uri is not null and state is not null))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from mfa_challenges where purpose <> 'LOGIN'`.execute(db);
  await sql`alter table mfa_challenges drop constraint if exists mfa_challenges_login_fields`.execute(db);
  await sql`alter table mfa_challenges drop column if exists link_token_hash`.execute(db);
  await sql`alter table mfa_challenges drop column if exists password_hash`.execute(db);
  await sql`alter table mfa_challenges alter column state set not null`.execute(db);
  await sql`alter table mfa_challenges alter column redirect_uri set not null`.execute(db);
  await sql`alter table mfa_challenges alter column client_id set not null`.execute(db);
  await sql`alter table mfa_challenges drop column if exists purpose`.execute(db);
}
