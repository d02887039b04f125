/**
 * What the benchmarks share: a closed-loop load generator, percentiles, and an API server in a
 * child process (tsx, as the other benchmarks run it) on the embedded database or PostgreSQL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import net from 'node:net';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import { openPostgres, type Db } from '../src/db/database';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type Run = { count: number; latencies: number[]; errors: number; seconds: number };

/** `concurrency` loops calling `task` until `durationMs` has passed; a task's false or throw is an error. */
export async function load(
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

export const rate = (r: Run) => r.count / r.seconds;

export function percentile(r: Run, p: number) {
  const sorted = [...r.latencies].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
}

export const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo; // listen(0) on TCP always yields an AddressInfo
      server.close(() => resolve(port));
    });
  });
}

export type Server = { base: string; child: ChildProcess; stop: () => Promise<void> };

export async function startServer(env: Record<string, string>): Promise<Server> {
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
      DEV_MAILBOX_PORT: String(await freePort()),
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
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  };
  for (let i = 0; i < 1200; i += 1) {
    if (
      await fetch(`${base}/api/health`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return { base, child, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error('o servidor não subiu');
}

/**
 * Runs `bench` on the embedded database, then on a fresh PostgreSQL database when a server answers
 * at TEST_DATABASE_URL (or the machine's default). BENCH_DATABASES=pglite or =postgres runs one.
 */
export async function onBothDatabases(
  bench: (label: string, env: Record<string, string>) => Promise<void>,
  dataDir: string,
) {
  const only = process.env.BENCH_DATABASES;
  if (only !== 'postgres') await bench('PGlite (embutido)', { DATA_DIR: dataDir });
  if (only === 'pglite') return;
  const server = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: server });
  const reachable = await admin.connect().then(
    () => true,
    () => false,
  );
  if (!reachable) {
    console.log('\nPostgreSQL não respondeu: medido apenas no PGlite.');
    return;
  }
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
}

/**
 * Runs `bench` on a scratch PostgreSQL database (created at DATABASE_URL's server, dropped after),
 * for the benchmarks that open the database in their own process; says so when no server answers.
 */
export async function onScratchPostgres(
  poolSize: number,
  bench: (db: Db, url: string) => Promise<void>,
): Promise<void> {
  const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = openPostgres(server, 1);
  const name = `painel_bench_${randomUUID().replaceAll('-', '')}`;
  try {
    const created = await sql`create database ${sql.id(name)}`.execute(admin.db).then(
      () => true,
      () => false,
    );
    if (!created) {
      console.log('PostgreSQL: no server answered, skipped');
      return;
    }
    const url = new URL(server);
    url.pathname = `/${name}`;
    const handle = openPostgres(url.toString(), poolSize);
    try {
      await bench(handle.db, url.toString());
    } catch (error) {
      console.error('PostgreSQL bench failed:', error);
      process.exitCode = 1;
    } finally {
      await handle.close();
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin.db);
    }
  } finally {
    await admin.close();
  }
}
