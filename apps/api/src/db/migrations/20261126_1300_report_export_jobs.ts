/**
 * Background report exports (issue 11 item 6): a large export runs as a job of the API's own
 * in-process worker, which writes the file to disk (REPORT_EXPORTS_DIR) and counts the rows it has
 * written, so 'Exportações' can show progress. Small exports stay synchronous (streamed at download
 * time, `stored` false, status 'done' from the start). A job interrupted by a restart is queued
 * again when the worker starts (`attempts` counts the tries; past the limit it fails).
 * Frozen: change the schema with a new migration.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table report_exports
    add column status varchar(7) not null default 'done' check (status in ('queued', 'running', 'done', 'failed')),
    add column stored boolean not null default false,
    add column rows_written bigint not null default 0,
    add column rows_total bigint,
    add column attempts integer not null default 0,
    add column finished_at timestamptz`.execute(db);
  await sql`create index report_exports_pending_idx on report_exports (company_id, status) where status in ('queued', 'running')`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists report_exports_pending_idx`.execute(db);
  await sql`alter table report_exports drop column status, drop column stored, drop column rows_written,
    drop column rows_total, drop column attempts, drop column finished_at`.execute(db);
}
