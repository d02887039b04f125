/**
 * A backup that restores: a seeded embedded database (the run's template) with its key file in
 * DATA_DIR is backed up, restored into a fresh DATA_DIR, opened the way a start opens it, and a
 * demo user signs in there — which needs the restored key, since the signing keys in the database
 * are sealed with it. The embedded database only (a server's path is pg_dump's): `*.pglite.test.ts`
 * runs in the PGlite pass alone (vitest.config.ts).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { buildApp } from '../app';
import { SECRET_KEY_FILE, loadSecretKey } from '../lib/secret-key';
import { DEMO_PASSWORD, signIn } from '../test/harness';
import { testConfig } from '../test/test-env';
import { BackupRefusedError, backupEmbedded, restoreEmbedded } from './backup';
import { openPglite } from './database';
import { openDatabase } from './open';

describe('backup and restore of the embedded database', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'painel-backup-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('restores into a fresh DATA_DIR where the product starts and a user signs in', async () => {
    const original = testConfig({ dataDir: path.join(root, 'original') });
    // A seeded database in DATA_DIR/pglite, with the key its secrets were sealed with beside it.
    const seeded = await openPglite({
      dataDir: path.join(original.dataDir, 'pglite'),
      loadDataDir: new Blob([readFileSync(inject('pgliteTemplatePath'))]),
    });
    await seeded.close();
    writeFileSync(
      path.join(original.dataDir, SECRET_KEY_FILE),
      loadSecretKey(testConfig()).toString('base64'),
    );

    const folder = path.join(root, 'backup');
    expect(await backupEmbedded(original, folder)).toMatchObject({ kind: 'pglite', keyFile: true });

    const restored = testConfig({ dataDir: path.join(root, 'restored') });
    await restoreEmbedded(restored, folder);
    expect(readFileSync(path.join(restored.dataDir, SECRET_KEY_FILE), 'utf8')).toBe(
      readFileSync(path.join(original.dataDir, SECRET_KEY_FILE), 'utf8'),
    );

    const handle = await openDatabase(restored, () => undefined);
    try {
      const app = await buildApp({ config: restored, db: handle.db, environment: 'portal', logger: false });
      try {
        expect(await signIn(app, restored, 'admin@empresa.example', DEMO_PASSWORD)).toMatch(/=/);
      } finally {
        await app.close();
      }
    } finally {
      await handle.close();
    }

    // A restore never overwrites: the restored folder now holds a database.
    await expect(restoreEmbedded(restored, folder)).rejects.toThrow(BackupRefusedError);
  }, 60_000);

  it('refuses a server database, a missing database and a non-empty target', async () => {
    const config = testConfig({ dataDir: path.join(root, 'empty') });
    await expect(
      backupEmbedded({ ...config, databaseUrl: 'postgres://x/y' }, path.join(root, 'b1')),
    ).rejects.toThrow(/pg_dump/);
    await expect(backupEmbedded(config, path.join(root, 'b2'))).rejects.toThrow(BackupRefusedError);
    mkdirSync(path.join(root, 'full'), { recursive: true });
    writeFileSync(path.join(root, 'full', 'x'), '');
    expect(existsSync(path.join(root, 'full', 'x'))).toBe(true);
    await expect(restoreEmbedded(config, path.join(root, 'full'))).rejects.toThrow(/manifest/);
  });
});
