/**
 * A group made by a group-scoped creator (a Gerente) is managed by the creator's group: the
 * GRUPO scope of that group's members reaches it (domain `reachesGroup`). Null for the company's
 * groups (made with a company or back-office key), which is every group saved before this column.
 * The reference stays inside the company (a composite key), and deleting the managing group leaves
 * the managed one to the company. Expand-only: the previous release neither reads nor writes it.
 * Frozen.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table groups add constraint groups_company_id_id_key unique (company_id, id)`.execute(db);
  await sql`alter table groups add column managed_by_group_id integer`.execute(db);
  await sql`alter table groups add constraint groups_managed_by_same_company
    foreign key (company_id, managed_by_group_id) references groups (company_id, id)
    on delete set null (managed_by_group_id)`.execute(db);
  await sql`alter table groups add constraint groups_managed_by_other
    check (managed_by_group_id is null or managed_by_group_id <> id)`.execute(db);
  await sql`create index groups_managed_by_group_id_idx on groups (managed_by_group_id)
    where managed_by_group_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table groups drop column managed_by_group_id`.execute(db);
  await sql`alter table groups drop constraint groups_company_id_id_key`.execute(db);
}
