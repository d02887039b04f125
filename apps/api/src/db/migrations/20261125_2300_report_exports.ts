/**
 * Report exports (issue 11): what was asked for, by whom, so the 'Exportações' list can show the
 * last week's and sign a new link. The file itself is not stored: the signed link's download
 * streams it from the rollups with the filter resolved here (company, São Paulo days, group,
 * product, columns). Rows older than REPORT_EXPORTS_KEPT_DAYS are pruned when a new export is made.
 * Frozen: change the schema with a new migration.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table report_exports (
    id bigint generated always as identity primary key,
    company_id integer not null references companies(id) on delete cascade,
    requested_by integer not null references users(id) on delete cascade,
    environment varchar(10) not null check (environment in ('portal', 'backoffice')),
    format varchar(4) not null check (format in ('csv', 'xlsx')),
    period_from date not null,
    period_to date not null,
    group_id integer,
    product_id integer,
    columns text[] not null,
    created_at timestamptz not null
  )`.execute(db);
  await sql`create index report_exports_requester_idx on report_exports (requested_by, created_at desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists report_exports`.execute(db);
}
