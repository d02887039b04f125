/**
 * Session security: the moment an access window closes a session, per-account login throttling,
 * companies' API clients (client_credentials), and the signing keys published in the JWKS.
 * Frozen: change the schema with a new migration.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  sql`alter table sessions add column final_access_at timestamptz`,
  sql`alter table sessions add column family_id uuid`,
  sql`create table login_throttles (
    key char(64) primary key,
    failures integer not null default 0,
    lockouts integer not null default 0,
    locked_until timestamptz,
    updated_at timestamptz not null default now()
  )`,
  sql`alter table oauth_clients add column company_id integer references companies(id) on delete cascade`,
  sql`create table signing_keys (
    kid varchar(64) primary key,
    algorithm varchar(10) not null,
    public_jwk jsonb not null,
    private_jwk text not null,
    created_at timestamptz not null default now(),
    retired_at timestamptz
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists signing_keys`.execute(db);
  await sql`alter table oauth_clients drop column if exists company_id`.execute(db);
  await sql`drop table if exists login_throttles`.execute(db);
  await sql`alter table sessions drop column if exists family_id`.execute(db);
  await sql`alter table sessions drop column if exists final_access_at`.execute(db);
}
