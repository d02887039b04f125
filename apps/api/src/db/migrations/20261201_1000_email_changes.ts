/**
 * Issue 21 point 3: an administrator's change of a user's e-mail waits for the new address to
 * confirm it. One row per request: the new address, who asked, and the digest of the link's token;
 * the e-mail of the user changes only when the link is used. A newer request revokes the open one.
 * Frozen: change the schema with a new migration.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table email_changes (
    token_hash text primary key,
    user_id integer not null references users(id) on delete cascade,
    new_email varchar(255) not null,
    requested_by integer references users(id) on delete set null,
    created_at timestamptz not null,
    expires_at timestamptz not null,
    used_at timestamptz,
    revoked_at timestamptz
  )`.execute(db);
  await sql`create index email_changes_user_idx on email_changes (user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists email_changes`.execute(db);
}
