/**
 * A customer's fiscal data, the tomador of its NFS-e: address (the DPS's endereço), inscrição
 * municipal, whether it withholds the ISS and the federal taxes. One row per company, written by
 * staff in the back office; absent until then (the NFS-e then waits, naming what is missing).
 * Expand-only: a new table the previous release does not read. Frozen: change the schema with a
 * new migration.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table company_fiscal_data (
    company_id integer primary key references companies(id) on delete cascade,
    postal_code char(8) not null check (postal_code ~ '^[0-9]{8}$'),
    street varchar(125) not null,
    number varchar(10) not null,
    complement varchar(60),
    district varchar(60) not null,
    municipality_code char(7) not null check (municipality_code ~ '^[0-9]{7}$'),
    state char(2) not null,
    municipal_registration varchar(20),
    iss_withheld boolean not null default false,
    federal_withholding boolean not null default false,
    updated_at timestamptz not null default now()
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists company_fiscal_data`.execute(db);
}
