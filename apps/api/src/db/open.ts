/**
 * Opens the configured database and prepares it for this process: first the checks that can
 * refuse a start (nothing is written before them: no migration, no reference data, no OAuth
 * client's redirect URI), then migrations, then the code-owned reference data.
 *
 * Migrations run at start only in demo mode and outside production. A production start never
 * changes the schema under a serving fleet: it refuses a database that lacks this version's
 * migrations and names `npm run migrate` (db/migrate-cli.ts), the upgrade's own step.
 */
import path from 'node:path';
import { sql } from 'kysely';
import type { Config } from '../config';
import {
  migrateToLatest,
  openPglite,
  openPostgres,
  pendingMigrations,
  type DatabaseHandle,
} from './database';
import { keptAddressesWarning, syncReferenceData } from './reference-data';
import { refuseDemoAccountsOutsideDemoMode } from './seed/demo-mode';

export async function openDatabase(
  config: Config,
  log: (line: string) => void = console.warn,
): Promise<DatabaseHandle> {
  const handle = await openConfigured(config);
  try {
    await prepareDatabase(handle, config, log);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/** The configured database as it is, prepared for nothing (the migrate command's). */
export async function openConfigured(config: Config): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, config.databasePool.size, config.databasePool.timeoutMs)
    : await openPglite({ dataDir: path.join(config.dataDir, 'pglite') });
}

/** The demo and development migrate as they start; production runs `npm run migrate` first. */
export function migratesOnStart(config: Pick<Config, 'nodeEnv' | 'demoMode'>): boolean {
  return config.demoMode || config.nodeEnv !== 'production';
}

/** A production start on a database without this version's migrations. */
export class UnmigratedDatabaseError extends Error {
  constructor(readonly pending: readonly string[]) {
    super(
      `o banco de dados não tem ${pending.length === 1 ? 'a migração' : `as ${pending.length} migrações`} desta versão (${pending.join(', ')}). ` +
        'Rode `npm run migrate` com a mesma configuração (DATABASE_URL ou DATA_DIR) e inicie de novo.',
    );
    this.name = 'UnmigratedDatabaseError';
  }
}

/** Refusals first, then migrations and reference data; logs what it kept instead of taking over. */
export async function prepareDatabase(
  handle: Pick<DatabaseHandle, 'db'>,
  config: Config,
  log: (line: string) => void = console.warn,
): Promise<void> {
  // A database that never ran our migrations has no users yet: nothing to refuse.
  const users = await sql<{ name: string | null }>`select to_regclass('users')::text as name`.execute(
    handle.db,
  );
  if (users.rows[0]?.name) await refuseDemoAccountsOutsideDemoMode(handle.db, config);
  if (migratesOnStart(config)) await migrateToLatest(handle.db);
  else {
    const pending = await pendingMigrations(handle.db);
    if (pending.length) throw new UnmigratedDatabaseError(pending);
  }
  const { keptAddresses } = await syncReferenceData(handle.db, config);
  const warning = keptAddressesWarning(keptAddresses);
  if (warning) log(warning);
}
