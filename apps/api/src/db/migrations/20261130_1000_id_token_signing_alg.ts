/**
 * Issue 23 point 4: OIDC Core 15.1 makes RS256 mandatory to implement, and most RP libraries
 * expect it. Each client may register the algorithm of its ID tokens
 * (`id_token_signed_response_alg`, OIDC Dynamic Client Registration 2); null means the default,
 * RS256. The signing keys already carry their algorithm, so RS256 keys need no schema change.
 * Frozen: change the schema with a new migration.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table oauth_clients add column id_token_signed_response_alg text
    constraint oauth_clients_id_token_alg check (id_token_signed_response_alg in ('RS256', 'ES256'))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table oauth_clients drop column id_token_signed_response_alg`.execute(db);
}
