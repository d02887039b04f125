/**
 * Demo data only in demo mode: production never seeds the published demo accounts, on the
 * embedded database or a server, and refuses to start on a database that holds them.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig, type Config } from '../../config';
import { createHarness, type Harness } from '../../test/harness';
import { emptyPostgresDatabase } from '../../test/empty-database';
import { PRODUCTION_PAYMENT_ENV, testDbKind } from '../../test/test-env';
import { migrateToLatest, openPglite, openPostgres, type DatabaseHandle, type Db } from '../database';
import { prepareDatabase } from '../open';
import { syncReferenceData } from '../reference-data';
import { DEMO_EMAILS, isEmpty } from './demo';
import { DemoAccountsOutsideDemoModeError, prepareDemoData, publishedDemoAccounts } from './demo-mode';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const SECRET_KEY = randomBytes(32).toString('base64');
const production: Config = loadConfig({ NODE_ENV: 'production', SECRET_KEY, LOG_LEVEL: 'silent' });

/** A migrated database with no data, of this run's kind. */
async function emptyDatabase(): Promise<DatabaseHandle> {
  if (testDbKind() === 'pglite') {
    const handle = await openPglite();
    await migrateToLatest(handle.db);
    return handle;
  }
  const empty = await emptyPostgresDatabase();
  const handle = openPostgres(empty.url, 2);
  await migrateToLatest(handle.db);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await empty.drop();
    },
  };
}

/** Every OAuth client's redirect URIs, by id. */
async function redirectUris(db: Db): Promise<Record<string, string[]>> {
  const rows = await db.selectFrom('oauthClients').select(['id', 'redirectUris']).orderBy('id').execute();
  return Object.fromEntries(rows.map((r) => [r.id, r.redirectUris]));
}

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h?.close());

describe('outside demo mode (NODE_ENV=production)', () => {
  it('never seeds the demo accounts, on an empty database of either kind, even if asked', async () => {
    const empty = await emptyDatabase();
    try {
      for (const kind of ['pglite', 'postgres'] as const) {
        for (const seedDemo of [undefined, true]) {
          expect(await prepareDemoData({ db: empty.db, kind }, { ...production, seedDemo })).toEqual({
            seeded: false,
          });
        }
      }
      expect(await isEmpty(empty.db)).toBe(true);
      expect(await publishedDemoAccounts(empty.db)).toEqual([]);
    } finally {
      await empty.close();
    }
  });

  it('refuses a database that holds the published demo accounts, naming them', async () => {
    const refused = prepareDemoData({ db: h.db, kind: h.kind }, production);
    await expect(refused).rejects.toBeInstanceOf(DemoAccountsOutsideDemoModeError);
    await expect(refused).rejects.toThrow(
      /fora do modo de demonstração .*admin@empresa\.example.*Published demo accounts found/,
    );
    expect((await publishedDemoAccounts(h.db)).sort()).toEqual([...DEMO_EMAILS].sort());
  });

  it('refuses before it writes anything: no migration, no reference data, no redirect URI', async () => {
    const before = await redirectUris(h.db);
    const elsewhere = loadConfig({
      NODE_ENV: 'production',
      SECRET_KEY,
      LOG_LEVEL: 'silent',
      PORTAL_URL: 'https://outro.painel.example',
      PRODUCT_URL_TEMPLATE: 'https://{slug}.outro.example',
    });
    const logged: string[] = [];
    await expect(
      prepareDatabase({ db: h.db }, elsewhere, (line) => logged.push(line)),
    ).rejects.toBeInstanceOf(DemoAccountsOutsideDemoModeError);
    expect(await redirectUris(h.db)).toEqual(before);
    expect(logged).toEqual([]);
  });

  it('server.ts exits with status 1 and one clear line when the demo accounts exist, leaving the OAuth clients as they were', async () => {
    // PGlite lives in this process: the server gets a copy of the seeded template in its data folder.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'painel-prod-'));
    if (testDbKind() === 'pglite') {
      const copy = await openPglite({
        dataDir: path.join(dataDir, 'pglite'),
        loadDataDir: new Blob([readFileSync(inject('pgliteTemplatePath'))]),
      });
      await copy.close();
    }
    const before = await redirectUris(h.db);
    const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['apps/api/src/server.ts'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        ...PRODUCTION_PAYMENT_ENV,
        DATA_DIR: dataDir,
        ...(h.databaseUrl ? { DATABASE_URL: h.databaseUrl } : {}),
        SECRET_KEY,
        // Another deployment's addresses: a refused start must not write them over the running one's.
        PORTAL_URL: 'https://outro.painel.example',
        BACKOFFICE_URL: 'https://backoffice.outro.painel.example',
        PRODUCT_URL_TEMPLATE: 'https://{slug}.outro.example',
        HOST: '127.0.0.1',
        PORTAL_PORT: '0',
        BACKOFFICE_PORT: '0',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    if (testDbKind() === 'pglite') {
      const copy = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
      try {
        expect(await redirectUris(copy.db)).toEqual(before);
      } finally {
        await copy.close();
      }
    } else {
      expect(await redirectUris(h.db)).toEqual(before);
    }
    rmSync(dataDir, { recursive: true, force: true });
    expect(code, output).toBe(1);
    expect(output).toMatch(
      /^Painel não iniciado: Contas de demonstração publicadas encontradas no banco fora do modo de demonstração \(.*admin@empresa\.example/m,
    );
    expect(output).not.toContain('Painel no ar');
    expect(output).not.toContain('MODO DE DEMONSTRAÇÃO');
  });
});

describe('in demo mode', () => {
  it('starts on the demo accounts and seeds an empty embedded database on its first start', async () => {
    expect(await prepareDemoData({ db: h.db, kind: h.kind }, h.config)).toEqual({ seeded: false });
    const empty = await emptyDatabase();
    try {
      await syncReferenceData(empty.db, h.config);
      // A server database is seeded only on request (SEED_DEMO=1 or `npm run seed`).
      expect(await prepareDemoData({ db: empty.db, kind: 'postgres' }, h.config)).toEqual({ seeded: false });
      expect(await isEmpty(empty.db)).toBe(true);
      expect(await prepareDemoData({ db: empty.db, kind: 'pglite' }, h.config)).toEqual({ seeded: true });
      expect((await publishedDemoAccounts(empty.db)).sort()).toEqual([...DEMO_EMAILS].sort());
    } finally {
      await empty.close();
    }
  });
});
