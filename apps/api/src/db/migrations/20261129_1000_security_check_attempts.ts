/**
 * Issue 24 point 11: staff's check of a user's security-question answer is limited per target user.
 * The wrong answers of the current window and when that window began live on the user's row, which
 * the check locks, so concurrent checks are counted one after another.
 * Frozen: change the schema with a new migration.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users
    add column security_check_failures integer not null default 0,
    add column security_check_window_started_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column security_check_failures, drop column security_check_window_started_at`.execute(
    db,
  );
}
