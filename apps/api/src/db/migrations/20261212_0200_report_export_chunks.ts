/**
 * Background export files in the database (REPORT_EXPORT_STORAGE=database, the default), so any API
 * process can serve a file another process wrote: the file is cut into chunks written as the
 * export's writer streams and read back in `seq` order. The chunks go with their export (pruning,
 * or the company or requester deleted). `report_exports.file_store` records where a stored export's
 * file was written ('database' or 'disk'); null on rows written before it, which are on disk.
 * Expand-only: a new table and a nullable column the previous release neither reads nor writes.
 * Frozen.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table report_export_chunks (
    export_id bigint not null references report_exports(id) on delete cascade,
    seq integer not null check (seq >= 0),
    data bytea not null,
    primary key (export_id, seq)
  )`.execute(db);
  await sql`alter table report_exports
    add column file_store varchar(8) check (file_store in ('database', 'disk'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table report_exports drop column file_store`.execute(db);
  await sql`drop table if exists report_export_chunks`.execute(db);
}
