/**
 * Opens the configured database and prepares it for this process: first the checks that can
 * refuse a start (nothing is written before them: no migration, no reference data, no OAuth
 * client's redirect URI), then migrations, then the code-owned reference data.
 */
import path from 'node:path';
import { sql } from 'kysely';
import type { Config } from '../config';
import { migrateToLatest, openPglite, openPostgres, type DatabaseHandle } from './database';
import { keptAddressesWarning, syncReferenceData } from './reference-data';
import { refuseDemoAccountsOutsideDemoMode } from './seed/demo-mode';

export async function openDatabase(
  config: Config,
  log: (line: string) => void = console.warn,
): Promise<DatabaseHandle> {
  const handle = config.databaseUrl
    ? openPostgres(config.databaseUrl, config.databasePool.size, config.databasePool.timeoutMs)
    : await openPglite({ dataDir: path.join(config.dataDir, 'pglite') });
  try {
    await prepareDatabase(handle, config, log);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
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
  await migrateToLatest(handle.db);
  const { keptAddresses } = await syncReferenceData(handle.db, config);
  const warning = keptAddressesWarning(keptAddresses);
  if (warning) log(warning);
}
