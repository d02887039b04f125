/**
 * Issue 23 point 5: resource indicators (RFC 8707). A product's confidential client that is a
 * resource server (an API other clients call) registers the absolute URI that names it; a client
 * asks a token for that resource at the token endpoint, and the token's `aud` is that URI. The
 * resource server introspects such tokens with its own credentials. One resource per client, one
 * client per resource.
 * Frozen: change the schema with a new migration.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table oauth_clients add column resource_uri text
    constraint oauth_clients_resource_uri_key unique`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table oauth_clients drop column resource_uri`.execute(db);
}
