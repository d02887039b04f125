/** Opens the configured database, applies migrations and syncs the code-owned reference data. */
import path from 'node:path';
import type { Config } from '../config';
import { migrateToLatest, openPglite, openPostgres, type DatabaseHandle } from './database';
import { syncReferenceData } from './reference-data';

export async function openDatabase(config: Config): Promise<DatabaseHandle> {
  const handle = config.databaseUrl
    ? openPostgres(config.databaseUrl, config.databasePool.size, config.databasePool.timeoutMs)
    : await openPglite({ dataDir: path.join(config.dataDir, 'pglite') });
  try {
    await migrateToLatest(handle.db);
    await syncReferenceData(handle.db, config);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}
