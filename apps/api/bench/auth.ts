/**
 * `npm run bench:auth`: figures measured side by side in one run, on the embedded database and on
 * PostgreSQL (when a server answers). Client and server share this machine's cores, so compare
 * the ratios, not the absolute numbers.
 *   1. full password logins/s (authorize + token) next to the argon2id bound: verifications/s of
 *      the same hash with the same parallelism, measured here — target ratio ≥ 0.8;
 *   2. authenticated GET /api/oauth2/session/s next to a bare route of the same process
 *      (/api/health), with p99 — target ratio ≥ 0.5 and p99 < 20 ms;
 *   3. session checks while logins saturate the server — target p99 < 50 ms.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hash, verify } from '@node-rs/argon2';
import pg from 'pg';

const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 8) * 1000;
const PASSWORD = 'Quartzo#Azul47';
const USERS = [
  'admin@empresa.example',
  'gerente@empresa.example',
  'operador@empresa.example',
  'financeiro@empresa.example',
  'trial@teste.example',
  'bloqueado@inadimplente.example',
];
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

type Run = { count: number; latencies: number[]; errors: number; seconds: number };

async function load(
  concurrency: number,
  durationMs: number,
  task: (worker: number) => Promise<boolean>,
): Promise<Run> {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + durationMs;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (performance.now() < end) {
        const t = performance.now();
        const ok = await task(worker).catch(() => false);
        if (ok) latencies.push(performance.now() - t);
        else errors += 1;
      }
    }),
  );
  return { count: latencies.length, latencies, errors, seconds: (performance.now() - start) / 1000 };
}

const rate = (r: Run) => r.count / r.seconds;
function p99(r: Run) {
  const sorted = [...r.latencies].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? NaN;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo; // listen(0) on TCP always yields an AddressInfo
      server.close(() => resolve(port));
    });
  });
}

async function startServer(env: Record<string, string>): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      // 'test' allows CAPTCHA=off: the bench measures logins, not proof of work.
      NODE_ENV: 'test',
      SECRET_KEY: randomBytes(32).toString('base64'),
      PORTAL_PORT: String(port),
      BACKOFFICE_PORT: String(await freePort()),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
      SEED_DEMO: 'true',
      CAPTCHA: 'off',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i += 1) {
    if (
      await fetch(`${base}/api/health`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return { base, child };
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error('o servidor não subiu');
}

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

async function login(base: string, email: string): Promise<string | null> {
  const { verifier, challenge } = pkce();
  const redirect = `${base.replace('127.0.0.1', 'localhost')}/login`;
  const authorized = await fetch(`${base}/api/oauth2/oauth/authorize`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${email}:${PASSWORD}`).toString('base64')}`,
    },
    body: new URLSearchParams({
      client_id: 'painel-portal',
      redirect_uri: redirect,
      state: randomBytes(16).toString('base64url'),
      response_type: 'code',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    }),
  });
  if (!authorized.ok) return null;
  const { code } = (await authorized.json()) as { code: string };
  const token = await fetch(`${base}/api/oauth2/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirect,
      code_verifier: verifier,
      client_id: 'painel-portal',
    }),
  });
  if (!token.ok) return null;
  return token.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function argonBound(parallelism: number): Promise<number> {
  const stored = await hash(PASSWORD, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  return rate(await load(parallelism, DURATION_MS, async () => verify(stored, PASSWORD)));
}

async function bench(label: string, env: Record<string, string>) {
  const { base, child } = await startServer(env);
  try {
    const threads = Number(process.env.UV_THREADPOOL_SIZE ?? 4);
    const bound = await argonBound(threads);
    const logins = await load(
      threads * 2,
      DURATION_MS,
      async (w) => (await login(base, USERS[w % USERS.length]!)) !== null,
    );

    // Distinct people, so one-session-per-person does not end the sessions being measured.
    const cookies = (await Promise.all(USERS.map((u) => login(base, u)))).filter(
      (c): c is string => c !== null,
    );
    const sessionCheck = (w: number) =>
      fetch(`${base}/api/oauth2/session`, { headers: { cookie: cookies[w % cookies.length]! } }).then(
        async (r) => {
          await r.arrayBuffer();
          return r.ok;
        },
      );
    const bare = await load(8, DURATION_MS, () =>
      fetch(`${base}/api/health`).then(async (r) => (await r.arrayBuffer(), r.ok)),
    );
    const sessions = await load(8, DURATION_MS, sessionCheck);

    const loginUsers = ['admin@empresa.example', 'gerente@empresa.example'];
    const [, underLoad] = await Promise.all([
      load(threads * 2, DURATION_MS, async (w) => (await login(base, loginUsers[w % 2]!)) !== null),
      load(2, DURATION_MS, (w) => sessionCheck(w + 2)),
    ]);

    const f = (n: number) => n.toFixed(1);
    console.log(`\n== ${label} ==`);
    console.log(
      `logins completos/s          ${f(rate(logins))}   limite argon2id/s ${f(bound)}   razão ${(rate(logins) / bound).toFixed(2)} (meta ≥ 0.80)   erros ${logins.errors}`,
    );
    console.log(
      `GET /oauth2/session/s       ${f(rate(sessions))}   rota simples/s ${f(rate(bare))}   razão ${(rate(sessions) / rate(bare)).toFixed(2)} (meta ≥ 0.50)   p99 ${f(p99(sessions))} ms (meta < 20; rota simples ${f(p99(bare))} ms)   erros ${sessions.errors}`,
    );
    console.log(
      `sessão sob carga de logins  p99 ${f(p99(underLoad))} ms (meta < 50)   ${f(rate(underLoad))}/s   erros ${underLoad.errors}`,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'painel-bench-'));
try {
  await bench('PGlite (embutido)', { DATA_DIR: dataDir });
  const server = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: server });
  const reachable = await admin.connect().then(
    () => true,
    () => false,
  );
  if (reachable) {
    const name = `painel_bench_${process.pid}`;
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    try {
      await bench('PostgreSQL', { DATABASE_URL: url.toString(), DATA_DIR: dataDir });
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  } else {
    console.log('\nPostgreSQL não respondeu: medido apenas no PGlite.');
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
