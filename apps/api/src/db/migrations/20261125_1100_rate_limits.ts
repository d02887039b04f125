/**
 * Rate limits that protect people (issue 8): counters per user and per window, shared by every
 * process on the database (Redis takes this role when REDIS_URL is set). Frozen: change the
 * schema with a new migration.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table rate_limits (
    key varchar(200) primary key,
    count integer not null,
    reset_at timestamptz not null
  )`.execute(db);
  await sql`create index rate_limits_reset_idx on rate_limits (reset_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists rate_limits`.execute(db);
}
