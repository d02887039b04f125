/**
 * The ombudsman request's 2000 characters are what the user sees (grapheme clusters, issue 12):
 * an emoji with a skin tone is one character but two code points, which `length()` counts. The
 * service enforces the limit (validateOmbudsmanRequest); the table keeps a generous backstop
 * (a grapheme is rarely more than a few code points).
 * Frozen: change the schema with a new migration.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ombudsman_requests drop constraint if exists ombudsman_requests_request_check`.execute(
    db,
  );
  await sql`alter table ombudsman_requests add constraint ombudsman_requests_request_check check (length(request) <= 16000)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ombudsman_requests drop constraint if exists ombudsman_requests_request_check`.execute(
    db,
  );
  await sql`alter table ombudsman_requests add constraint ombudsman_requests_request_check check (length(request) <= 2000) not valid`.execute(
    db,
  );
}
