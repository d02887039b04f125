/**
 * `npm run bench:auth`: figures measured side by side in one run, on the embedded database and on
 * PostgreSQL (when a server answers). Client and server share this machine's cores, so compare
 * the ratios, not the absolute numbers.
 *   1. full password logins/s (authorize + token) next to the argon2id bound: verifications/s of
 *      the same hash with the same parallelism, measured here — target ratio ≥ 0.8; next to it the
 *      CPU one login costs per thread (cpu-ticks.ts) and the ratio that CPU allows on this machine,
 *      where both loads fill every core (`npm run bench:auth:profile` splits the main thread's part);
 *   2. authenticated GET /api/oauth2/session/s next to a bare route of the same process
 *      (/api/health), with p99 — target ratio ≥ 0.9 and p99 ≤ 1.2 × the bare route's;
 *   3. session checks while logins saturate the server — target p99 ≤ 50 ms.
 * Each row prints next to its goal, with the load average of the machine when it was measured.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hash, verify } from '@node-rs/argon2';
import { login as loginAs } from './auth-login';
import { cpuTicks, perOperation, processTree } from './cpu-ticks';
import { load, loadAverage, onBothDatabases, percentile, rate, startServer, type Run } from './support';

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
const p99 = (r: Run) => percentile(r, 0.99);
const login = (base: string, email: string) => loginAs(base, email, PASSWORD);

/** Verifications/s of one hash at `parallelism`, and the CPU ms each took (this process's threads). */
async function argonBound(parallelism: number) {
  const stored = await hash(PASSWORD, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  const before = cpuTicks([], null);
  const run = await load(parallelism, DURATION_MS, async () => verify(stored, PASSWORD));
  return { rate: rate(run), cpuMs: perOperation(before, cpuTicks([], null), run.count).client };
}

async function bench(label: string, env: Record<string, string>) {
  const { base, child, stop } = await startServer(env);
  try {
    const threads = Number(process.env.UV_THREADPOOL_SIZE ?? 4);
    const argon = await argonBound(threads);
    const bound = argon.rate;
    const server = processTree(child.pid!);
    const database = env.DATABASE_URL ? new URL(env.DATABASE_URL).pathname.slice(1) : null;
    const ticksBefore = cpuTicks(server, database);
    const logins = await load(
      threads * 2,
      DURATION_MS,
      async (w) => (await login(base, USERS[w % USERS.length]!)) !== null,
    );
    const cpu = perOperation(ticksBefore, cpuTicks(server, database), logins.count);

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
    const ok = (met: boolean) => (met ? 'ATINGIDA' : 'NÃO atingida');
    const loginRatio = rate(logins) / bound;
    const sessionRatio = rate(sessions) / rate(bare);
    const p99Ratio = p99(sessions) / p99(bare);
    console.log(`\n== ${label} ==   carga média ${loadAverage()}`);
    console.log(
      `login / limite argon2id            ${loginRatio.toFixed(2)} (meta ≥ 0.80: ${ok(loginRatio >= 0.8)})   ${f(rate(logins))} vs ${f(bound)}/s   erros ${logins.errors}`,
    );
    const spent = cpu.argon2 + cpu.mainThread + cpu.v8Helpers + cpu.postgres + cpu.client;
    // Both loads keep every core busy: logins/s ÷ verifications/s cannot pass the argon2id share of
    // the CPU a login costs on this machine, client included (docs/architecture.md, bench:auth).
    console.log(
      `  CPU por login (ms)               argon2id ${f(cpu.argon2)} · thread principal ${f(cpu.mainThread)} · threads do V8 ${f(cpu.v8Helpers)} · PostgreSQL ${f(cpu.postgres)} · cliente do bench ${f(cpu.client)}`,
    );
    console.log(
      `  teto da razão nesta máquina      ${(argon.cpuMs / spent).toFixed(2)} (uma verificação custa ${f(argon.cpuMs)} ms de CPU; um login, ${f(spent)} ms)`,
    );
    console.log(
      `sessão / rota simples              ${sessionRatio.toFixed(2)} (meta ≥ 0.90: ${ok(sessionRatio >= 0.9)})   ${f(rate(sessions))} vs ${f(rate(bare))}/s   erros ${sessions.errors}`,
    );
    console.log(
      `p99 sessão / p99 rota simples      ${p99Ratio.toFixed(2)} (meta ≤ 1.20: ${ok(p99Ratio <= 1.2)})   ${f(p99(sessions))} vs ${f(p99(bare))} ms`,
    );
    console.log(
      `p99 da sessão sob logins           ${f(p99(underLoad))} ms (meta ≤ 50: ${ok(p99(underLoad) <= 50)})   ${f(rate(underLoad))}/s   erros ${underLoad.errors}`,
    );
  } finally {
    await stop();
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'painel-bench-'));
try {
  await onBothDatabases(bench, dataDir);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
