/**
 * User administration (issue 10): the security answer of the MFA registration, kept only as a
 * hash (AA 6: staff check an answer, nobody reads it), and the indexes of the users list: its
 * order (company, name, id) and each exact-match filter within a company, so a company with
 * 100,000 users pages, filters and counts from indexes. Frozen: change the schema with a new
 * migration.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column mfa_security_question text`.execute(db);
  await sql`alter table users add column mfa_security_answer_hash text`.execute(db);
  await sql`create index users_company_name_idx on users (company_id, name, id)`.execute(db);
  await sql`create index users_company_lower_name_idx on users (company_id, lower(name))`.execute(db);
  await sql`create index users_company_group_idx on users (company_id, group_id, name, id)`.execute(db);
  await sql`create index users_company_status_idx on users (company_id, status_id, name, id)`.execute(db);
  await sql`create index users_company_profile_idx on users (company_id, profile_id, name, id)`.execute(db);
  await sql`create index users_company_mfa_idx on users (company_id, mfa_status, name, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'users_company_name_idx',
    'users_company_lower_name_idx',
    'users_company_group_idx',
    'users_company_status_idx',
    'users_company_profile_idx',
    'users_company_mfa_idx',
  ]) {
    await sql`drop index if exists ${sql.raw(name)}`.execute(db);
  }
  await sql`alter table users drop column if exists mfa_security_answer_hash`.execute(db);
  await sql`alter table users drop column if exists mfa_security_question`.execute(db);
}
