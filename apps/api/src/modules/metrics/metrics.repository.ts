/**
 * The few counts the metrics read from the database at scrape time (lib/metrics.ts): live sessions
 * and waiting background work. Each is one statement over a partial index or a small table.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { DatabaseCounts } from '../../lib/metrics';
import { pendingLogoutNotices } from '../oidc/backchannel-logout';

async function activeSessionCounts(db: Db, now: Date): Promise<{ portal: number; product: number }> {
  const row = await db
    .selectFrom('sessions')
    .select([
      sql<string>`count(*) filter (where parent_session_id is null)`.as('portal'),
      sql<string>`count(*) filter (where parent_session_id is not null)`.as('product'),
    ])
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirstOrThrow();
  return { portal: Number(row.portal), product: Number(row.product) };
}

async function queuedJobCounts(
  db: Db,
  now: Date,
): Promise<{ report_export: number; nfse: number; backchannel_logout: number }> {
  const [exports, nfse, logouts] = await Promise.all([
    db
      .selectFrom('reportExports')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '=', 'queued')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('nfseIssuances')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', 'in', ['NA_FILA', 'ENVIADA', 'FALHOU'])
      // A failure given up has no next attempt: failed, not queued.
      .where('nextAttemptAt', 'is not', null)
      .executeTakeFirstOrThrow(),
    pendingLogoutNotices(db, now)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { report_export: Number(exports.n), nfse: Number(nfse.n), backchannel_logout: Number(logouts.n) };
}

/** The scrape-time counts of lib/metrics.ts over this database, read at the moment of the scrape. */
export function databaseCounts(db: Db): DatabaseCounts {
  return {
    activeSessions: () => activeSessionCounts(db, new Date()),
    queuedJobs: () => queuedJobCounts(db, new Date()),
  };
}
