/**
 * Group names are unique per company in any case (issue 10): 'Comercial' and 'comercial' are one
 * name. The index decides two concurrent saves of the same name (one 409), as profiles do. The
 * first migration's case-sensitive constraint stays; this one is stricter. Frozen: change the
 * schema with a new migration.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create unique index groups_company_lower_name_key on groups (company_id, lower(name))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists groups_company_lower_name_key`.execute(db);
}
