/**
 * Product sessions end with the portal session that started them (issue 8): a sibling product's
 * session row names its parent portal session, and so does the authorization code that leads to
 * it. Frozen: change the schema with a new migration.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table oauth_codes add column parent_session_id uuid references sessions(id) on delete cascade`.execute(
    db,
  );
  await sql`alter table sessions add column parent_session_id uuid references sessions(id) on delete cascade`.execute(
    db,
  );
  await sql`create index sessions_parent_idx on sessions (parent_session_id) where parent_session_id is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists sessions_parent_idx`.execute(db);
  await sql`alter table sessions drop column if exists parent_session_id`.execute(db);
  await sql`alter table oauth_codes drop column if exists parent_session_id`.execute(db);
}
