/**
 * `npm run migrate`: brings the configured database (DATABASE_URL, or the embedded one in
 * DATA_DIR) to this version's schema, as an upgrade's own step before the new version starts
 * (production starts refuse an unmigrated database: db/open.ts). Safe to run twice, and while the
 * previous version still serves: migrations only expand until a later release contracts
 * (docs/deployment.md, "Atualizações sem parar").
 */
import { loadConfig } from '../config';
import { migrateToLatest } from './database';
import { openConfigured } from './open';

const handle = await openConfigured(loadConfig());
try {
  const applied = await migrateToLatest(handle.db);
  console.log(
    applied.length
      ? `Migrações aplicadas (${applied.length}): ${applied.join(', ')}`
      : 'O banco já está na versão atual: nenhuma migração pendente.',
  );
} finally {
  await handle.close();
}
