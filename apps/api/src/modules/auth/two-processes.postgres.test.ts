/**
 * "A revoked session is refused by every API process within 1 s": a second API process
 * (server.ts, as production runs it) on the same PostgreSQL database sees a logout made through
 * the first. PGlite is an in-process database, so this proof belongs to the PostgreSQL run: files
 * named *.postgres.test.ts run there only (vitest.config.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  DEMO_PASSWORD,
  authorizeRequest,
  basic,
  createHarness,
  pkcePair,
  redirectUri,
  signIn,
  type Harness,
} from '../../test/harness';
import { childApiEnv, freePort } from '../../test/free-port';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

const LIMIT = 30;

describe('two API processes on one PostgreSQL database', () => {
  let h: Harness;
  let portal: FastifyInstance;
  let child: ChildProcess;
  let base: string;

  beforeAll(async () => {
    // A per-address limit small enough to reach, the same in both processes.
    h = await createHarness({ loginRateLimitPerMinute: LIMIT });
    portal = await h.app('portal');
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['apps/api/src/server.ts'], {
      cwd: root,
      env: {
        ...process.env,
        ...(await childApiEnv(h.databaseUrl, port)),
        LOGIN_RATE_LIMIT_PER_MINUTE: String(LIMIT),
        LOG_LEVEL: 'warn',
        // A minute's cache: what the second process refuses below, it refuses on a notice, not on expiry.
        SESSION_CACHE_MS: '60000',
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

  const remote = (cookie: string) =>
    fetch(`${base}/api/oauth2/session`, { headers: { cookie } }).then((r) => r.status);

  it('refuses, in the second process, a session logged out through the first, though it cached the caller', async () => {
    const cookie = await signIn(portal, h.config, 'admin@empresa.example', DEMO_PASSWORD);
    expect(await remote(cookie)).toBe(200);
    await portal.inject({ method: 'DELETE', url: '/api/oauth2/session', headers: { cookie } });
    // The second process caches a principal for 60 s (SESSION_CACHE_MS above): a 401 well before
    // then came from the first's notification, however busy the machine.
    await expect.poll(() => remote(cookie), { timeout: 30_000, interval: 50 }).toBe(401);
  });

  it('keeps one session per person across the two: a login through the first ends the session the second cached', async () => {
    const first = await signIn(portal, h.config, 'operador@empresa.example', DEMO_PASSWORD);
    expect(await remote(first)).toBe(200);
    const second = await signIn(portal, h.config, 'operador@empresa.example', DEMO_PASSWORD);
    await expect.poll(() => remote(first), { timeout: 30_000, interval: 50 }).toBe(401);
    expect(await remote(second)).toBe(200);
  });

  /** authorize through the second process, as the web client calls it. */
  const remoteAuthorize = (email: string, password: string) =>
    fetch(`${base}/api/oauth2/oauth/authorize`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: basic(email, password),
      },
      body: new URLSearchParams({
        client_id: 'painel-portal',
        redirect_uri: redirectUri(h.config),
        state: randomBytes(24).toString('base64url'),
        response_type: 'code',
        code_challenge: pkcePair().challenge,
        code_challenge_method: 'S256',
      }),
    }).then(async (r) => ({ status: r.status, code: ((await r.json()) as { code?: string }).code }));

  it('locks an account after five wrong passwords tried through both, in both', async () => {
    const email = 'financeiro@empresa.example';
    for (let i = 0; i < 3; i += 1)
      expect(
        (await authorizeRequest(portal, h.config, { email, password: 'Errada#Senha99' })).json().code,
      ).toBe('INVALID_CREDENTIALS');
    for (let i = 0; i < 2; i += 1)
      expect((await remoteAuthorize(email, 'Errada#Senha99')).code).toBe('INVALID_CREDENTIALS');
    expect(await remoteAuthorize(email, DEMO_PASSWORD)).toEqual({ status: 429, code: 'ACCOUNT_LOCKED' });
    expect((await authorizeRequest(portal, h.config, { email, password: DEMO_PASSWORD })).json().code).toBe(
      'ACCOUNT_LOCKED',
    );
  });

  it('counts a per-address limit once across both: the second process does not double it', async () => {
    let answered = 0;
    let refused: number | undefined;
    // Unknown e-mails: each is a fresh account to the lockout, so only the address limit can refuse.
    for (let i = 0; i < 2 * LIMIT && refused === undefined; i += 1) {
      const email = `ninguem-${randomUUID()}@limite.example`;
      const status =
        i % 2 === 0
          ? (await authorizeRequest(portal, h.config, { email, password: 'Errada#Senha99' })).statusCode
          : (await remoteAuthorize(email, 'Errada#Senha99')).status;
      if (status === 429) refused = i % 2;
      else answered += 1;
    }
    expect(refused).toBeDefined();
    expect(answered).toBeLessThan(LIMIT);
    // Refused by one, refused by the other as well: one count for the address.
    const email = `ninguem-${randomUUID()}@limite.example`;
    expect((await authorizeRequest(portal, h.config, { email, password: 'x' })).statusCode).toBe(429);
    expect((await remoteAuthorize(email, 'x')).status).toBe(429);
  });

  it("counts the token endpoint's limit once across both: twice the login limit per address, not four times", async () => {
    // A first-party client has no quota of its own: its token calls count against the address.
    const payload = () =>
      new URLSearchParams({
        grant_type: 'authorization_code',
        code: randomBytes(16).toString('base64url'),
        redirect_uri: redirectUri(h.config),
        code_verifier: pkcePair().verifier,
        client_id: 'painel-portal',
      }).toString();
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    // The earlier cases' sign-ins counted here too: the window starts afresh with this case.
    await h.db.deleteFrom('rateLimits').where('key', 'like', 'token-ip:%').execute();
    let answered = 0;
    let refused = false;
    for (let i = 0; i < 4 * LIMIT + 1 && !refused; i += 1) {
      const status =
        i % 2 === 0
          ? (
              await portal.inject({
                method: 'POST',
                url: '/api/oauth2/oauth/token',
                headers: form,
                payload: payload(),
              })
            ).statusCode
          : (
              await fetch(`${base}/api/oauth2/oauth/token`, {
                method: 'POST',
                headers: form,
                body: payload(),
              })
            ).status;
      if (status === 429) refused = true;
      else answered += 1;
    }
    expect(refused).toBe(true);
    expect(answered).toBe(2 * LIMIT);
  });
});
