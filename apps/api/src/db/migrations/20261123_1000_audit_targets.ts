/**
 * The request core (issue 8): an audit row says whom an admin change was done to, so a company's
 * trail answers "who did what to whom" (target_user_id, indexed per company), and the actor of a
 * staff action on a customer stays the staff member while the row belongs to the customer.
 * Frozen: change the schema with a new migration.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table audit_events add column target_user_id integer references users(id) on delete set null`.execute(
    db,
  );
  await sql`create index audit_events_target_user_idx on audit_events (company_id, target_user_id, occurred_at desc) where target_user_id is not null`.execute(
    db,
  );
  await sql`create index audit_events_user_idx on audit_events (user_id, occurred_at desc) where user_id is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists audit_events_user_idx`.execute(db);
  await sql`drop index if exists audit_events_target_user_idx`.execute(db);
  await sql`alter table audit_events drop column if exists target_user_id`.execute(db);
}
