/**
 * Delivery, captcha and passwords (issue 3 items 6-8): the outbox of messages kept when no SMTP or
 * SMS provider is configured, the used captcha signatures (a solved challenge counts once), the
 * single-use password links (stored hashed) and the last passwords of each user (argon2 hashes).
 * Frozen: change the schema with a new migration.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  sql`create table outbox (
    id bigint generated always as identity primary key,
    channel varchar(5) not null check (channel in ('email', 'sms')),
    recipient varchar(255) not null,
    subject varchar(255),
    body text not null,
    created_at timestamptz not null default now()
  )`,
  sql`create index outbox_recipient_idx on outbox (lower(recipient), id desc)`,
  sql`create table captcha_uses (
    signature_hash char(64) primary key,
    expires_at timestamptz not null
  )`,
  sql`create index captcha_uses_expires_idx on captcha_uses (expires_at)`,
  sql`create table password_tokens (
    token_hash char(64) primary key,
    user_id integer not null references users(id) on delete cascade,
    purpose varchar(10) not null check (purpose in ('reset', 'register')),
    created_at timestamptz not null,
    expires_at timestamptz not null,
    used_at timestamptz,
    revoked_at timestamptz
  )`,
  sql`create index password_tokens_user_live_idx on password_tokens (user_id) where used_at is null and revoked_at is null`,
  sql`create table password_history (
    id bigint generated always as identity primary key,
    user_id integer not null references users(id) on delete cascade,
    password_hash text not null,
    created_at timestamptz not null default now()
  )`,
  sql`create index password_history_user_idx on password_history (user_id, id desc)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['password_history', 'password_tokens', 'captcha_uses', 'outbox']) {
    await sql`drop table if exists ${sql.table(table)} cascade`.execute(db);
  }
}
