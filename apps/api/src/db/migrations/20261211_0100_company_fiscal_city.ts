/**
 * The customer's city by name beside its IBGE code: the boleto's payer (CNAB 240 segment Q) and
 * the printed documents name the city, the NFS-e its code. Expand-only: a nullable column the
 * previous release neither reads nor writes; rows saved before it stay without a city until staff
 * edit them (the remittance then sends the city blank, as it did). Frozen.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table company_fiscal_data add column city text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table company_fiscal_data drop column city`.execute(db);
}
