/**
 * A running background export's lease: `heartbeat_at` is written when a worker claims the job and
 * with every page of progress. A process that starts (or a worker's periodic check) queues again
 * only jobs whose heartbeat is older than the lease, so a rolling restart no longer hands a job a
 * live process is still writing to a second worker. Null on rows written before it: those are
 * treated as interrupted, as before. Expand-only: a nullable column the previous release ignores.
 * Frozen.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table report_exports add column heartbeat_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table report_exports drop column heartbeat_at`.execute(db);
}
