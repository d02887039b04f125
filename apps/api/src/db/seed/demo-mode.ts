/**
 * What a start does with demo data, decided by `config.demoMode` (config.ts): in demo mode the
 * demo accounts are seeded (by default on the first start of the embedded database); outside it
 * nothing is ever seeded, and a database that holds one of the published demo accounts (their
 * e-mails and password are in the README and on the console) refuses to start, on PGlite and on
 * PostgreSQL alike: anyone could sign in to them.
 */
import type { Config } from '../../config';
import type { DatabaseHandle, Db } from '../database';
import { DEMO_EMAILS, isEmpty, seedDemo } from './demo';

export class DemoAccountsOutsideDemoModeError extends Error {
  constructor(readonly emails: string[]) {
    super(
      `Contas de demonstração publicadas encontradas no banco fora do modo de demonstração (${emails.join(', ')}): ` +
        'remova-as antes de iniciar. / Published demo accounts found in the database outside demo mode: remove them before starting.',
    );
    this.name = 'DemoAccountsOutsideDemoModeError';
  }
}

/** The published demo accounts this database holds. */
export async function publishedDemoAccounts(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('email')
    .where('email', 'in', [...DEMO_EMAILS])
    .orderBy('email')
    .execute();
  return rows.map((r) => r.email);
}

/** Outside demo mode, a database that holds the published demo accounts may not be started on. */
export async function refuseDemoAccountsOutsideDemoMode(
  db: Db,
  config: Pick<Config, 'demoMode'>,
): Promise<void> {
  if (config.demoMode) return;
  const found = await publishedDemoAccounts(db);
  if (found.length) throw new DemoAccountsOutsideDemoModeError(found);
}

/**
 * Seeds in demo mode; outside it, refuses a database with demo accounts (openDatabase has already
 * refused before writing anything; this stays for callers that open a database themselves).
 * Returns whether it seeded.
 */
export async function prepareDemoData(
  handle: Pick<DatabaseHandle, 'db' | 'kind'>,
  config: Pick<Config, 'demoMode' | 'seedDemo' | 'secretKey' | 'nodeEnv' | 'dataDir'>,
): Promise<{ seeded: boolean }> {
  if (!config.demoMode) {
    await refuseDemoAccountsOutsideDemoMode(handle.db, config);
    return { seeded: false };
  }
  const shouldSeed = config.seedDemo ?? (handle.kind === 'pglite' && (await isEmpty(handle.db)));
  if (shouldSeed) await seedDemo(handle.db, config);
  return { seeded: shouldSeed };
}
