/**
 * Production as it runs: `npm run build -w @painel/api` bundles the API (build.mjs) and plain
 * `node` starts apps/api/dist/server.js, with no TypeScript loader, on an empty database of this
 * run's kind. It refuses the database until `npm run migrate` (dist/migrate.js) has run; then it
 * gets ready, has no demo (no accounts, no mailbox, no /docs), and stops on SIGTERM.
 */
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyPostgresDatabase } from './test/empty-database';
import { PRODUCTION_PAYMENT_ENV, testDbKind } from './test/test-env';
import { freePort } from './test/free-port';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('the compiled API (apps/api/dist/server.js) on plain node, in production', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'painel-dist-'));
  let database: Awaited<ReturnType<typeof emptyPostgresDatabase>> | undefined;

  beforeAll(async () => {
    await promisify(execFile)(process.execPath, ['build.mjs'], { cwd: apiDir });
    if (testDbKind() === 'postgres') database = await emptyPostgresDatabase();
  });
  afterAll(async () => {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const secretKey = randomBytes(32).toString('base64');
  const productionEnv = async (port: number) => ({
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    SECRET_KEY: secretKey,
    ...PRODUCTION_PAYMENT_ENV,
    DATA_DIR: dataDir,
    ...(database ? { DATABASE_URL: database.url } : {}),
    HOST: '127.0.0.1',
    PORTAL_PORT: String(port),
    BACKOFFICE_PORT: String(await freePort()),
    LOG_LEVEL: 'warn',
  });

  it('refuses an unmigrated database in one line naming the command (the migrate below finds all pending)', async () => {
    const refused = await promisify(execFile)(process.execPath, ['dist/server.js'], {
      cwd: apiDir,
      env: await productionEnv(await freePort()),
    }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused?.code).toBe(1);
    expect(refused?.stderr).toContain('Painel não iniciado: o banco de dados não tem as');
    expect(refused?.stderr).toContain('Rode `npm run migrate`');
    expect(refused?.stderr).not.toMatch(/\n\s+at /);
  }, 180_000);

  it('after `npm run migrate`, gets ready without demo data, mailbox or /docs, and stops on SIGTERM', async () => {
    const port = await freePort();
    const migrated = await promisify(execFile)(process.execPath, ['dist/migrate.js'], {
      cwd: apiDir,
      env: await productionEnv(port),
    });
    expect(migrated.stdout).toMatch(/^Migrações aplicadas \(\d+\): 20261121_1200_initial, /);
    const again = await promisify(execFile)(process.execPath, ['dist/migrate.js'], {
      cwd: apiDir,
      env: await productionEnv(port),
    });
    expect(again.stdout).toContain('nenhuma migração pendente');
    const base = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, ['dist/server.js'], {
      cwd: apiDir,
      env: await productionEnv(port),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      await expect
        .poll(
          () =>
            fetch(`${base}/api/health/ready`).then(
              (r) => r.status,
              () => 0,
            ),
          { timeout: 150_000, interval: 200 },
        )
        .toBe(200);
      // Ready answers once the portal listens; the banner follows the back office's listen.
      await expect.poll(() => output, { timeout: 60_000 }).toContain('Painel no ar');
      expect(output).not.toContain('MODO DE DEMONSTRAÇÃO');
      expect(output).not.toContain('admin@empresa.example');
      expect((await fetch(`${base}/api/dev/caixa-de-saida`)).status).toBe(404);
      expect(await (await fetch(`${base}/docs/json`)).text()).not.toContain('openapi');
      expect(output).not.toContain('unhandled error');
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited, output).toBe(0);
  }, 180_000);
});
