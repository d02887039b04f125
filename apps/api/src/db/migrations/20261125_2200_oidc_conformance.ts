/**
 * OpenID Connect for sibling products (issue 13): what a client registered besides its redirect
 * URIs (post-logout redirects, browser origins, back-channel logout), what a code and a session
 * remember for the ID token (scope, nonce, when and how the person authenticated), the session a
 * code led to (a replayed code ends it), and whether a product was told its session ended.
 * Frozen: change the schema with a new migration.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table oauth_clients
    add column post_logout_redirect_uris text[] not null default '{}',
    add column allowed_origins text[] not null default '{}',
    add column backchannel_logout_uri text,
    add column previous_secret_hash text,
    add column previous_secret_until timestamptz`.execute(db);
  await sql`alter table oauth_codes
    add column scope text,
    add column nonce text,
    add column auth_time timestamptz,
    add column amr text[],
    add column session_id uuid references sessions(id) on delete set null`.execute(db);
  await sql`alter table sessions
    add column scope text,
    add column auth_time timestamptz,
    add column amr text[],
    add column logout_notified_at timestamptz`.execute(db);
  await sql`create index sessions_logout_pending_idx on sessions (client_id) where logout_notified_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists sessions_logout_pending_idx`.execute(db);
  await sql`alter table sessions drop column if exists logout_notified_at, drop column if exists amr, drop column if exists auth_time, drop column if exists scope`.execute(
    db,
  );
  await sql`alter table oauth_codes drop column if exists session_id, drop column if exists amr, drop column if exists auth_time, drop column if exists nonce, drop column if exists scope`.execute(
    db,
  );
  await sql`alter table oauth_clients drop column if exists previous_secret_until, drop column if exists previous_secret_hash, drop column if exists backchannel_logout_uri, drop column if exists allowed_origins, drop column if exists post_logout_redirect_uris`.execute(
    db,
  );
}
