/**
 * Issue 23 point 11: key rotation publishes the next key before it signs (as Auth0 does), so
 * products that cached the JWKS have it before they meet a token it signed. `activates_at` is when
 * a key starts signing (the keys already there: when they were made); `retired_at` is when it
 * stops, and it stays published for a grace after that.
 * Frozen: change the schema with a new migration.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table signing_keys add column activates_at timestamptz`.execute(db);
  await sql`update signing_keys set activates_at = created_at`.execute(db);
  await sql`alter table signing_keys alter column activates_at set not null,
    alter column activates_at set default now()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table signing_keys drop column activates_at`.execute(db);
}
