/**
 * Second factor (issue 3 item 5): login challenges (the MFA session object of PF 3, its token
 * stored hashed), enrolments waiting for their confirming code, and on users the consecutive
 * wrong codes (three block the account) and the last TOTP step accepted (a code works once).
 * Frozen: change the schema with a new migration.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  sql`alter table users add column mfa_failures smallint not null default 0`,
  sql`alter table users add column mfa_totp_last_step integer`,
  sql`create table mfa_challenges (
    id uuid primary key default gen_random_uuid(),
    token_hash char(64) not null unique,
    user_id integer not null references users(id) on delete cascade,
    type varchar(4) not null check (type in ('SMS', 'TOTP')),
    client_id varchar(100) not null references oauth_clients(id) on delete cascade,
    redirect_uri text not null,
    code_challenge varchar(128),
    state varchar(512) not null,
    code_hash char(64),
    code_sent_at timestamptz,
    expires_at timestamptz not null,
    consumed_at timestamptz,
    failed_at timestamptz,
    created_at timestamptz not null default now()
  )`,
  sql`create index mfa_challenges_user_idx on mfa_challenges (user_id)`,
  sql`create table mfa_enrolments (
    user_id integer primary key references users(id) on delete cascade,
    type varchar(4) not null check (type in ('SMS', 'TOTP')),
    secret text,
    phone varchar(11),
    code_hash char(64),
    code_sent_at timestamptz,
    attempts smallint not null default 0,
    origin varchar(30) not null,
    expires_at timestamptz not null,
    created_at timestamptz not null default now()
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists mfa_enrolments`.execute(db);
  await sql`drop table if exists mfa_challenges`.execute(db);
  await sql`alter table users drop column if exists mfa_totp_last_step`.execute(db);
  await sql`alter table users drop column if exists mfa_failures`.execute(db);
}
