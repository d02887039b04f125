// `npm run bench:start` (item 7): how long the API takes to start and how much memory it
// holds when idle, run through the TypeScript loader (tsx) and as compiled JavaScript
// (apps/api/dist/server.js, `npm run build -w @painel/api`), on the embedded database and on
// PostgreSQL. Production settings (NODE_ENV=production: no demo data, no /docs). Startup is from
// spawn to the first 200 of /api/health/ready; idle memory is the process's resident set
// (VmRSS) a few seconds after that. A benchmark, not a test: it prints figures and exits 0; the
// machine is shared, so compare the rows of one run, not runs of different days.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 3000);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECRET_KEY = randomBytes(32).toString('base64');
// A production start refuses missing payment settings: a receiver's, as the production tests give
// them (apps/api/src/test/test-env.ts PRODUCTION_PAYMENT_ENV), with readable stand-in PSP files.
const pixDir = mkdtempSync(path.join(tmpdir(), 'painel-bench-pix-'));
writeFileSync(path.join(pixDir, 'client.crt'), 'certificate of the PSP client (bench)\n');
writeFileSync(path.join(pixDir, 'client.key'), 'key of the PSP client (bench)\n', { mode: 0o600 });
const PAYMENT_ENV = {
  PIX_API_URL: 'https://pix.psp.example/api/v2',
  PIX_CLIENT_ID: 'cliente-do-fornecedor',
  PIX_CLIENT_SECRET: 'segredo-do-fornecedor',
  PIX_CERT_PATH: path.join(pixDir, 'client.crt'),
  PIX_KEY_PATH: path.join(pixDir, 'client.key'),
  PIX_WEBHOOK_URL: 'https://portal.fornecedor.example/api/payments/pix/webhook',
  PAYMENT_BANK_CODE: '341',
  PAYMENT_AGREEMENT: '7654321',
  PAYMENT_WALLET: '109',
  PAYMENT_PIX_KEY: 'pix@fornecedor.example',
  PAYMENT_PIX_NAME: 'Fornecedor de Dados Ltda',
  PAYMENT_PIX_CITY: 'Campinas',
  PAYMENT_BENEFICIARY_NAME: 'Fornecedor de Dados Ltda.',
  PAYMENT_BENEFICIARY_CNPJ: '33000167000101',
  PAYMENT_BANK_NAME: 'Itaú Unibanco S.A.',
  PAYMENT_BANK_AGENCY: '0057-0',
  PAYMENT_BANK_ACCOUNT: '12345-6',
  BANK_REMITTANCE_DIR: path.join(pixDir, 'remessa'),
  BANK_RETURN_DIR: path.join(pixDir, 'retorno'),
};
const compiled = path.join(root, 'apps/api/dist/server.js');
if (!existsSync(compiled)) {
  console.error('apps/api/dist/server.js não existe: rode "npm run build -w @painel/api".');
  process.exit(1);
}

// The compiled server runs with the flags of `npm start` (apps/api/package.json), whatever they are.
const startFlags = JSON.parse(readFileSync(path.join(root, 'apps/api/package.json'), 'utf8'))
  .scripts.start.split(' ')
  .filter((word) => word.startsWith('--'));
const runners = {
  tsx: ['--import', 'tsx', 'apps/api/src/server.ts'],
  compilado: [...startFlags, compiled],
};

async function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function rssMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** One start: milliseconds to ready, and idle RSS in MiB. */
async function measure(args, env) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SECRET_KEY,
      ...PAYMENT_ENV,
      HOST: '127.0.0.1',
      PORTAL_PORT: String(port),
      BACKOFFICE_PORT: String(await freePort()),
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  try {
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/api/health/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      if (performance.now() - started > 180_000) throw new Error('the server did not get ready in 180 s');
      await sleep(25);
    }
    const ready = performance.now() - started;
    await sleep(IDLE_MS);
    return { ready, rss: rssMiB(child.pid) };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** `npm run migrate` as an upgrade runs it (production starts refuse an unmigrated database). */
async function migrate(env) {
  const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/migrate.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', SECRET_KEY, ...PAYMENT_ENV, ...env },
  });
  const code = await new Promise((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`migrate exited with ${code}`);
}

async function bench(label, env) {
  await migrate(env);
  // The first start creates the key and the reference data: not what a restart costs.
  await measure(runners.compilado, env);
  const rows = [];
  for (const [runner, args] of Object.entries(runners)) {
    const samples = [];
    for (let i = 0; i < RUNS; i += 1) samples.push(await measure(args, env));
    rows.push({
      banco: label,
      execução: runner,
      'início (ms, mediana)': Math.round(median(samples.map((s) => s.ready))),
      'RSS ocioso (MiB, mediana)': Math.round(median(samples.map((s) => s.rss))),
    });
  }
  return rows;
}

const rows = [];
const dataDir = mkdtempSync(path.join(tmpdir(), 'painel-bench-start-'));
try {
  rows.push(...(await bench('PGlite', { DATA_DIR: dataDir })));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const admin = new pg.Client({ connectionString: ADMIN_URL });
const reachable = await admin.connect().then(
  () => true,
  () => false,
);
if (reachable) {
  const name = `painel_bench_start_${process.pid}`;
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    rows.push(...(await bench('PostgreSQL', { DATABASE_URL: url.toString() })));
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
} else {
  console.log(`PostgreSQL não respondeu em ${ADMIN_URL}: só o PGlite foi medido.`);
}

console.log(`\nInício e memória ociosa da API (${RUNS} execuções de cada; Node ${process.versions.node})`);
console.table(rows);
