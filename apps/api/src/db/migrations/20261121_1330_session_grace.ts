/**
 * Renewal grace for several tabs of one browser: the access token a renewal replaces stays valid
 * for a few seconds, so a request already in flight with it is not mistaken for a dead session.
 * Frozen: change the schema with a new migration.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions add column previous_access_token_hash char(64)`.execute(db);
  await sql`alter table sessions add column previous_valid_until timestamptz`.execute(db);
  await sql`create index sessions_previous_token_idx on sessions (previous_access_token_hash) where previous_access_token_hash is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions drop column if exists previous_valid_until`.execute(db);
  await sql`alter table sessions drop column if exists previous_access_token_hash`.execute(db);
}
