/**
 * A rolling upgrade: `npm run migrate` has brought the database to this version's schema while
 * processes of the previous release still serve. Those processes must keep working: this runs the
 * previous release's API (the commit in apps/api/previous-release.txt) on this version's schema
 * and walks the main flows over HTTP — sign in, session check, the users list, usage ingestion.
 *
 * The previous release costs seconds, not an install: `git archive` of its apps/api and packages
 * into a temporary folder, whose node_modules links every package of ours except the workspace
 * packages (those point at the archived ones), started through tsx. It needs the commit in the
 * clone's history (a shallow CI clone: fetch it, or clone with full depth). The small driver below
 * opens the database without migrating it — the previous release's own start would apply its
 * migrations — and serves buildApp on the portal's port.
 */
import { execFile, spawn } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { firstPartyClients } from '@painel/contracts';
import { openPglite } from './db/database';
import { loadSecretKey } from './lib/secret-key';
import type { Config } from './config';
import type { Db } from './db/database';
import { DEMO_PASSWORD, basic, createHarness, pkcePair, redirectUri, type Harness } from './test/harness';
import { freePort } from './test/free-port';
import { testConfig, testDbKind } from './test/test-env';
import { addPrice, clearUsage, userByEmail } from './modules/usage/usage.test-support';
import { saveProductServerClient } from './core/auth/product-client-token';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const run = promisify(execFile);
const CPF = 1001;

const DRIVER = `
import path from 'node:path';
import { loadConfig } from './config';
import { buildApp } from './app';
import { openPglite, openPostgres } from './db/database';
const config = loadConfig();
const handle = config.databaseUrl
  ? openPostgres(config.databaseUrl, 4)
  : await openPglite({ dataDir: path.join(config.dataDir, 'pglite') });
const app = await buildApp({ config, db: handle.db, environment: 'portal' });
await app.listen({ host: '127.0.0.1', port: config.ports.portal });
console.log('pronto');
process.on('SIGTERM', () => void app.close().then(() => handle.close()).then(() => process.exit(0)));
`;

/** The previous release's apps/api and packages, runnable with this checkout's node_modules. */
async function previousRelease(into: string): Promise<string> {
  const commit = readFileSync(path.join(root, 'apps/api/previous-release.txt'), 'utf8')
    .split('\n')
    .find((line) => line.trim() && !line.startsWith('#'))!
    .trim();
  await run('git', ['cat-file', '-e', `${commit}^{commit}`], { cwd: root }).catch(() => {
    throw new Error(
      `the previous release ${commit} is not in this clone: git fetch origin ${commit} (or clone with full history)`,
    );
  });
  const tar = path.join(into, 'release.tar');
  await run(
    'git',
    ['archive', '-o', tar, commit, 'apps/api', 'packages/domain', 'packages/contracts', 'tsconfig.base.json'],
    {
      cwd: root,
    },
  );
  await run('tar', ['-xf', tar, '-C', into]);
  const modules = path.join(into, 'node_modules');
  mkdirSync(path.join(modules, '@painel'), { recursive: true });
  for (const entry of readdirSync(path.join(root, 'node_modules'))) {
    if (entry !== '@painel') symlinkSync(path.join(root, 'node_modules', entry), path.join(modules, entry));
  }
  for (const workspace of ['domain', 'contracts'])
    symlinkSync(path.join(into, 'packages', workspace), path.join(modules, '@painel', workspace));
  writeFileSync(path.join(into, 'apps/api/src/previous-release-driver.ts'), DRIVER);
  return commit;
}

describe('the previous release on this version’s schema', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'painel-previous-'));
  let h: Harness | undefined;
  let config: Config;
  let operatorId: number;
  let base: string;
  let stop: () => Promise<void>;
  let output = '';
  const product = { id: 1, slug: 'localize', secret: 'segredo-da-versao-anterior' };
  let productClientId: string;

  beforeAll(async () => {
    await previousRelease(dir);
    config = testConfig();
    // This version's schema (the template ran every migration of this checkout) and the demo data;
    // PGlite lives in one process, so the previous release gets a copy in a folder of its own.
    const dataDir = path.join(dir, 'data');
    let db: Db;
    let copy: Awaited<ReturnType<typeof openPglite>> | undefined;
    if (testDbKind() === 'postgres') {
      h = await createHarness();
      db = h.db;
    } else {
      copy = await openPglite({
        dataDir: path.join(dataDir, 'pglite'),
        loadDataDir: new Blob([readFileSync(inject('pgliteTemplatePath'))]),
      });
      db = copy.db;
    }
    productClientId = await saveProductServerClient(db, {
      productId: product.id,
      slug: product.slug,
      name: 'localize (servidor)',
      secret: product.secret,
    });
    const operator = await userByEmail(db, 'operador@empresa.example');
    operatorId = operator.id;
    await clearUsage(db);
    await addPrice(db, {
      companyId: operator.companyId,
      productId: product.id,
      functionalityId: CPF,
      unitPrice: '0.400',
      validFrom: '2020-01-01',
    });
    await copy?.close();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['src/previous-release-driver.ts'], {
      cwd: path.join(dir, 'apps/api'),
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        LOG_LEVEL: 'error',
        // The key the template's secrets (the signing keys) were sealed with.
        SECRET_KEY: loadSecretKey(config).toString('base64'),
        PORTAL_URL: config.publicUrls.portal,
        BACKOFFICE_URL: config.publicUrls.backoffice,
        LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
        WEB_DIST: '/nonexistent-web-dist',
        CAPTCHA: 'off',
        PORTAL_PORT: String(port),
        ...(h?.databaseUrl ? { DATABASE_URL: h.databaseUrl } : { DATA_DIR: dataDir }),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
    stop = async () => {
      child.kill('SIGTERM');
      await exited;
    };
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', () => {
        if (output.includes('pronto')) resolve();
      });
      child.on('exit', (code) => reject(new Error(`the previous release exited (${code}): ${output}`)));
    });
  }, 240_000);
  afterAll(async () => {
    await stop?.();
    await h?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

  async function signIn(email: string): Promise<string> {
    const { verifier, challenge } = pkcePair();
    const authorized = await fetch(`${base}/api/oauth2/oauth/authorize`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: basic(email, DEMO_PASSWORD),
      },
      body: form({
        client_id: firstPartyClients.portal,
        redirect_uri: redirectUri(config),
        state: 'estado-da-versao-anterior',
        response_type: 'code',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      }),
    });
    expect(authorized.status, output).toBe(200);
    const { code } = (await authorized.json()) as { code: string };
    const token = await fetch(`${base}/api/oauth2/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri(config),
        code_verifier: verifier,
        client_id: firstPartyClients.portal,
      }),
    });
    expect(token.status).toBe(200);
    return token.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  }

  it('signs in, checks the session and lists the company’s users', async () => {
    const cookie = await signIn('admin@empresa.example');
    const session = await fetch(`${base}/api/oauth2/session`, { headers: { cookie } });
    expect(session.status).toBe(200);
    expect(JSON.stringify(await session.json())).toContain('admin@empresa.example');
    const users = await fetch(`${base}/api/customers/users`, { headers: { cookie } });
    expect(users.status).toBe(200);
    const page = (await users.json()) as { totalItems: number; list: { email: string }[] };
    expect(page.totalItems).toBeGreaterThanOrEqual(4);
    expect(page.list.map((u) => u.email)).toContain('admin@empresa.example');
  });

  it('takes a product’s usage events, a repeat once', async () => {
    const token = await fetch(`${base}/api/oauth2/oauth/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: basic(productClientId, product.secret),
      },
      body: form({ grant_type: 'client_credentials' }),
    });
    expect(token.status, output).toBe(200);
    const { access_token: bearer } = (await token.json()) as { access_token: string };
    const event = {
      idempotencyKey: 'versao-anterior-1',
      userId: operatorId,
      productId: product.id,
      functionalityId: CPF,
      quantity: 1,
      occurredAt: new Date().toISOString(),
    };
    const sent = await fetch(`${base}/api/usage/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
      body: JSON.stringify({ events: [event, event] }),
    });
    expect(sent.status).toBe(200);
    const result = (await sent.json()) as { duplicate: number; accepted: number; refused: number };
    expect(result).toMatchObject({ accepted: 1, duplicate: 1, refused: 0 });
  });
});
