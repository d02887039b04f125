/**
 * Backups of the embedded database (PGlite in DATA_DIR/pglite): `npm run backup` and
 * `npm run restore` (db/backup-cli.ts). A backup is a folder holding PGlite's own data-dir dump
 * (`pglite.tar.gz`, a physical copy: restoring it gives the same database, schema and all), the
 * key file when the secret key lives in DATA_DIR (without it the MFA and signing secrets in the
 * database cannot be opened), and a manifest. The server must be stopped: PGlite is one process's
 * database, and a second process opening its folder would not see, or would spoil, the first's.
 *
 * A PostgreSQL server (DATABASE_URL) is backed up with pg_dump/pg_restore (docs/deployment.md).
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { SECRET_KEY_FILE } from '../lib/secret-key';
import { openPglite } from './database';

export const BACKUP_DATABASE_FILE = 'pglite.tar.gz';
export const BACKUP_MANIFEST_FILE = 'manifest.json';

type Manifest = { kind: 'pglite'; createdAt: string; keyFile: boolean };

/** Why a backup or restore will not run, in one line for the operator. */
export class BackupRefusedError extends Error {}

const pgliteDir = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'pglite');
const isEmptyDir = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

function refuseServerDatabase(config: Pick<Config, 'databaseUrl'>) {
  if (config.databaseUrl) {
    throw new BackupRefusedError(
      'DATABASE_URL aponta para um servidor PostgreSQL: use pg_dump/pg_restore (docs/deployment.md). / This backs up the embedded database only.',
    );
  }
}

export async function backupEmbedded(
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 'secretKey'>,
  target: string,
  now = new Date(),
): Promise<Manifest> {
  refuseServerDatabase(config);
  if (isEmptyDir(pgliteDir(config)))
    throw new BackupRefusedError(`Não há banco embutido em ${pgliteDir(config)}.`);
  if (!isEmptyDir(target))
    throw new BackupRefusedError(`${target} já existe e não está vazio: escolha outra pasta.`);
  mkdirSync(target, { recursive: true, mode: 0o700 });
  const handle = await openPglite({ dataDir: pgliteDir(config) });
  try {
    const dump = await handle.pglite.dumpDataDir('gzip');
    writeFileSync(path.join(target, BACKUP_DATABASE_FILE), Buffer.from(await dump.arrayBuffer()), {
      mode: 0o600,
    });
  } finally {
    await handle.close();
  }
  // With SECRET_KEY set the key lives in the operator's secret store, not here: they keep it there.
  const keyFile = path.join(config.dataDir, SECRET_KEY_FILE);
  const withKey = config.secretKey === undefined && existsSync(keyFile);
  if (withKey) copyFileSync(keyFile, path.join(target, SECRET_KEY_FILE));
  const manifest: Manifest = { kind: 'pglite', createdAt: now.toISOString(), keyFile: withKey };
  writeFileSync(path.join(target, BACKUP_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, {
    mode: 0o600,
  });
  return manifest;
}

/**
 * Restores a backup folder into DATA_DIR, which must hold no embedded database yet (move the old
 * one aside first: a restore never overwrites). The next start migrates it if the code is newer.
 */
export async function restoreEmbedded(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  source: string,
): Promise<Manifest> {
  refuseServerDatabase(config);
  const manifestFile = path.join(source, BACKUP_MANIFEST_FILE);
  if (!existsSync(manifestFile))
    throw new BackupRefusedError(`${source} não é um backup do Painel (falta ${BACKUP_MANIFEST_FILE}).`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  if (!isEmptyDir(pgliteDir(config))) {
    throw new BackupRefusedError(
      `Já existe um banco embutido em ${pgliteDir(config)}: mova-o para outro lugar antes de restaurar.`,
    );
  }
  const keyFile = path.join(config.dataDir, SECRET_KEY_FILE);
  const backupKey = path.join(source, SECRET_KEY_FILE);
  if (
    manifest.keyFile &&
    existsSync(keyFile) &&
    readFileSync(keyFile, 'utf8') !== readFileSync(backupKey, 'utf8')
  ) {
    throw new BackupRefusedError(
      `${keyFile} difere da chave do backup: mova-o para outro lugar antes de restaurar.`,
    );
  }
  const dump = new Blob([readFileSync(path.join(source, BACKUP_DATABASE_FILE))]);
  // PGlite unpacks the dump into the new folder as it opens it there.
  const handle = await openPglite({ dataDir: pgliteDir(config), loadDataDir: dump });
  await handle.close();
  if (manifest.keyFile && !existsSync(keyFile)) copyFileSync(backupKey, keyFile);
  return manifest;
}
