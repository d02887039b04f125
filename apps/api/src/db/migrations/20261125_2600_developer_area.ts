/**
 * The developer area (issue 12 item 3): a company administrator manages the company's own API
 * clients (client_credentials), which already live in oauth_clients with company_id set. Added:
 * when a credential was revoked (kept listed, refused at the token endpoint), when it last got a
 * token, an optional IP allowlist (addresses or CIDR ranges; empty: any address), and who made it.
 * Frozen: change the schema with a new migration.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  sql`alter table oauth_clients add column revoked_at timestamptz`,
  sql`alter table oauth_clients add column last_used_at timestamptz`,
  sql`alter table oauth_clients add column ip_allowlist text[] not null default '{}'`,
  sql`alter table oauth_clients add column created_by_user_id integer references users(id) on delete set null`,
  sql`create index oauth_clients_company_idx on oauth_clients (company_id) where company_id is not null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists oauth_clients_company_idx`.execute(db);
  for (const column of ['created_by_user_id', 'ip_allowlist', 'last_used_at', 'revoked_at']) {
    await sql`alter table oauth_clients drop column if exists ${sql.raw(column)}`.execute(db);
  }
}
