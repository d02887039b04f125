/**
 * Issue 19 §2: an announcement (banner) may name the page it leads to, so it is shown only to
 * readers who may open that page ('Novidade… veja em Relatórios' never reaches a user without
 * Relatórios). Null: it leads nowhere in particular, and shows to its whole audience as before.
 * Frozen: change the schema with a new migration.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table extra_notifications add column target_route varchar(300)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table extra_notifications drop column target_route`.execute(db);
}
