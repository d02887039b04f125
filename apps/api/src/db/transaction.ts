/**
 * A transaction that PostgreSQL may abort because of another one (deadlock 40P01, serialization
 * failure 40001) is run again, a few times, from the start: it changed nothing, and its next run
 * sees what the other one committed. Locks are taken in one order (company, then user; a
 * company's row is locked FOR NO KEY UPDATE so foreign-key checks never wait on it), which keeps
 * this rare; what still fails after the last try answers 503 with Retry-After (error handler),
 * never 500.
 */
import type { Transaction } from 'kysely';
import type { Database } from './schema';
import type { Db } from './database';

const RETRYABLE_SQLSTATES = new Set(['40P01', '40001']);
const ATTEMPTS = 4;

export function isTransactionConflict(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    RETRYABLE_SQLSTATES.has(error.code)
  );
}

/** The work must not act outside the database (mail, HTTP) before it returns: it may run more than once. */
export async function inTransaction<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (!isTransactionConflict(error) || attempt >= ATTEMPTS) throw error;
      // A short random pause, so the two transactions do not meet again at the same instant.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}
