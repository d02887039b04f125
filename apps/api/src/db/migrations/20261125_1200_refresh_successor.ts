/**
 * A refresh token reused inside the multi-tab grace window returns the same successor (issue 8):
 * the spent token keeps its successor, sealed with the server key, so a second tab racing the
 * first gets the tokens the first got instead of forking a second live chain. Frozen: change the
 * schema with a new migration.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table refresh_tokens add column successor text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table refresh_tokens drop column if exists successor`.execute(db);
}
