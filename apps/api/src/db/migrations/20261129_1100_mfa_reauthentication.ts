/**
 * Issue 24 point 2: replacing or resetting one's own second factor needs a fresh proof in the
 * session that asks (the password, then the current factor's code). The proof is a challenge of
 * purpose STEP_UP bound to that session; its right code stamps `sessions.reauthenticated_at`.
 * Frozen: change the schema with a new migration.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions add column reauthenticated_at timestamptz`.execute(db);
  await sql`alter table mfa_challenges
    add column session_id uuid references sessions(id) on delete cascade,
    drop constraint mfa_challenges_purpose_check,
    add constraint mfa_challenges_purpose_check check (purpose in ('LOGIN', 'PASSWORD_CHANGE', 'PASSWORD_RESET', 'STEP_UP')),
    add constraint mfa_challenges_step_up_session check (purpose <> 'STEP_UP' or session_id is not null)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from mfa_challenges where purpose = 'STEP_UP'`.execute(db);
  await sql`alter table mfa_challenges
    drop constraint mfa_challenges_step_up_session,
    drop constraint mfa_challenges_purpose_check,
    add constraint mfa_challenges_purpose_check check (purpose in ('LOGIN', 'PASSWORD_CHANGE', 'PASSWORD_RESET')),
    drop column session_id`.execute(db);
  await sql`alter table sessions drop column reauthenticated_at`.execute(db);
}
