/**
 * "A revoked session is refused by every API process within 1 s": a second API process
 * (server.ts, as production runs it) on the same PostgreSQL database sees a logout made through
 * the first. PGlite is an in-process database, so this proof belongs to the PostgreSQL run: files
 * named *.postgres.test.ts run there only (vitest.config.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD, createHarness, signIn, type Harness } from '../../test/harness';
import { freePort } from '../../test/free-port';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

describe('two API processes on one PostgreSQL database', () => {
  let h: Harness;
  let portal: FastifyInstance;
  let child: ChildProcess;
  let base: string;

  beforeAll(async () => {
    h = await createHarness();
    portal = await h.app('portal');
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['apps/api/src/server.ts'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: h.databaseUrl ?? '',
        HOST: '127.0.0.1',
        PORTAL_PORT: String(port),
        BACKOFFICE_PORT: String(await freePort()),
        // Demo mode starts the mailbox's loopback listener: a free port, not the portal's + 3.
        DEV_MAILBOX_PORT: String(await freePort()),
        PORTAL_URL: 'http://localhost:3000',
        SECRET_KEY: randomBytes(32).toString('base64'),
        SEED_DEMO: 'false',
        CAPTCHA: 'off',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    // A bound for a hang: tsx compiles the server first, which takes a minute on a busy 2-core machine.
    await vi.waitFor(
      async () => {
        if (
          !(await fetch(`${base}/api/health`).then(
            (r) => r.ok,
            () => false,
          ))
        )
          throw new Error('the second API process did not start');
      },
      { timeout: 150_000, interval: 200 },
    );
  }, 180_000);

  afterAll(async () => {
    child?.kill('SIGTERM');
    await h?.close();
  });

  it('refuses, in the second process, a session logged out through the first, within 1 s', async () => {
    const cookie = await signIn(portal, h.config, 'admin@empresa.example', DEMO_PASSWORD);
    const remote = () => fetch(`${base}/api/oauth2/session`, { headers: { cookie } }).then((r) => r.status);
    expect(await remote()).toBe(200);
    await portal.inject({ method: 'DELETE', url: '/api/oauth2/session', headers: { cookie } });
    const loggedOutAt = performance.now();
    await expect.poll(remote, { timeout: 1000, interval: 50 }).toBe(401);
    expect(performance.now() - loggedOutAt).toBeLessThan(1000);
  });
});
