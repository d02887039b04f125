/**
 * Access profiles (issue 9): the catalogue of rights as reference tables (functionalities and
 * their permissions, synced from domain on start), the functionalities a custom profile has
 * switched on, and one name per company, decided by the database so two concurrent creations
 * cannot both win. Frozen: change the schema with a new migration.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table catalogue_functionalities (
    id integer primary key,
    product_id integer not null references products(id),
    label varchar(100) not null,
    mandatory boolean not null default false,
    position integer not null
  )`.execute(db);
  await sql`create table catalogue_permissions (
    id integer primary key,
    functionality_id integer not null references catalogue_functionalities(id) on delete cascade,
    label varchar(100) not null,
    key varchar(120) not null,
    mandatory boolean not null default false,
    position integer not null
  )`.execute(db);
  await sql`create table profile_functionalities (
    profile_id integer not null references profiles(id) on delete cascade,
    functionality_id integer not null references catalogue_functionalities(id) on delete cascade,
    primary key (profile_id, functionality_id)
  )`.execute(db);
  await sql`create unique index profiles_company_name_key on profiles (company_id, lower(name)) where company_id is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists profiles_company_name_key`.execute(db);
  await sql`drop table if exists profile_functionalities`.execute(db);
  await sql`drop table if exists catalogue_permissions`.execute(db);
  await sql`drop table if exists catalogue_functionalities`.execute(db);
}
