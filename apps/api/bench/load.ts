/**
 * `npm run bench:load`: N signed-in people (100, 200, 400; BENCH_SESSIONS to choose) browse the
 * portal's main pages for BENCH_SECONDS each, on the embedded database and on PostgreSQL.
 *
 * People arrive spread over one pause. A person opens a page, which makes the calls the web app makes for it at once (the session
 * check, the bell's count and the page's list), reads it for a pause drawn between
 * BENCH_PAUSE_MS (default 1000-4000 ms, quicker than people read) and opens the next. Next to it,
 * as many people calling a bare route (/api/health) with the same pauses. The issue's row is 200
 * people on PostgreSQL: 0 errors and p99 ≤ 250 ms.
 *
 * Then the saturation row: the same sessions with no pause at all (a closed loop). There a
 * request's time is N ÷ throughput (Little's law) whatever the code does, so it reports what
 * the code decides: requests per second and the server's CPU per request (its process, read
 * from /proc), next to the bare route's.
 *
 * Client and server share the cores: compare against the bare route of the same run. The load
 * average is printed with each row. DATABASE_POOL_SIZES (e.g. "10,20,40") repeats the PostgreSQL
 * run per pool size, to size DATABASE_POOL_SIZE. The sessions are written straight into the
 * database (each with its own token), so the run measures browsing, not N password hashes.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { digest, newToken } from '../src/lib/tokens';
import { openPglite, openPostgres, type Db } from '../src/db/database';
import { load, loadAverage, onBothDatabases, percentile, rate, startServer, type Run } from './support';

const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 20) * 1000;
const SESSIONS = (process.env.BENCH_SESSIONS ?? '100,200,400').split(',').map(Number);
const POOL_SIZES = (process.env.DATABASE_POOL_SIZES ?? '').split(',').filter(Boolean);
const [PAUSE_MIN, PAUSE_MAX] = (process.env.BENCH_PAUSE_MS ?? '1000-4000').split('-').map(Number) as [
  number,
  number,
];
const WARM_UP_MS = 5_000;
const USER = 'admin@empresa.example';
const COOKIE = 'painel_sessao';

/** What every screen calls as it opens (the session check, the bell's badge). */
const EVERY_PAGE = ['/api/oauth2/session', '/api/notifications/count'];
/** The main pages' lists (those this account may open are kept). */
const today = new Date().toISOString().slice(0, 10);
const CANDIDATE_PAGES = [
  '/api/notifications',
  '/api/customers/users',
  '/api/customers/groups',
  '/api/customers/profiles',
  '/api/customers/payments/invoices',
  `/api/reports/consolidated-usage?startDate=${today.slice(0, 8)}01&endDate=${today}`,
  `/api/customers/reports/consolidated-usage?startDate=${today.slice(0, 8)}01&endDate=${today}`,
];

/** N live portal sessions of the demo administrator, each with its own access token. */
async function writeSessions(db: Db, count: number): Promise<string[]> {
  const user = await db.selectFrom('users').select('id').where('email', '=', USER).executeTakeFirstOrThrow();
  const tokens = Array.from({ length: count }, () => newToken());
  const now = new Date();
  const later = new Date(now.getTime() + 3_600_000);
  await db
    .insertInto('sessions')
    .values(
      tokens.map((token) => ({
        userId: user.id,
        clientId: 'painel-portal',
        accessTokenHash: digest(token),
        lastRenewedAt: now,
        expiresAt: later,
        absoluteExpiresAt: later,
      })),
    )
    .execute();
  await sql`analyze sessions`.execute(db);
  return tokens;
}

/** CPU time (ms) a process and its children (tsx runs the server in one) have used; Linux only. */
function cpuMs(pid: number): number | undefined {
  const stat = (p: string) => readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]!.split(' ');
  try {
    const all = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
    const parentOf = new Map(
      all.flatMap((d) => {
        try {
          return [[d, stat(d)[1]!] as const];
        } catch {
          return [];
        }
      }),
    );
    const tree = [String(pid)];
    for (let i = 0; i < tree.length; i += 1)
      for (const [d, ppid] of parentOf) if (ppid === tree[i]) tree.push(d);
    const ticks = tree.reduce((sum, d) => {
      const f = stat(d);
      return sum + Number(f[11]) + Number(f[12]);
    }, 0);
    return ticks * 10;
  } catch {
    return undefined;
  }
}

const emptyRun = (): Run => ({ count: 0, latencies: [], errors: 0, seconds: 0 });

function row(label: string, r: Run, cpu?: number) {
  const f = (n: number) => n.toFixed(1);
  const perRequest =
    cpu === undefined || r.count === 0 ? '' : `   CPU do servidor ${(cpu / r.count).toFixed(2)} ms/req`;
  return `${label.padEnd(30)} ${f(rate(r)).padStart(8)}/s   erros ${String(r.errors).padStart(5)}   p50 ${f(percentile(r, 0.5)).padStart(7)} ms   p99 ${f(percentile(r, 0.99)).padStart(8)} ms${perRequest}`;
}

/** Seeded pauses, one sequence per person, so two runs draw the same pauses. */
function pauses() {
  const state = new Map<number, number>();
  return (person: number) => {
    const next = ((state.get(person) ?? person + 1) * 1_103_515_245 + 12_345) % 2 ** 31;
    state.set(person, next);
    return new Promise((r) => setTimeout(r, PAUSE_MIN + ((PAUSE_MAX - PAUSE_MIN) * next) / 2 ** 31));
  };
}

/**
 * `people` loops over `visit` for `duration`: each arrives over the first pause (not all at the same
 * instant, which would time the queue of N first pages at once, not browsing), then visits and
 * pauses (no pause when `pause` is false). Returns the wall time and the server's CPU meanwhile.
 */
async function crowd(
  people: number,
  duration: number,
  pause: boolean,
  pid: number,
  visit: (person: number) => Promise<void>,
) {
  const pauseOf = pauses();
  const cpu0 = cpuMs(pid);
  const started = performance.now();
  const arrived = new Set<number>();
  await load(people, duration, async (w) => {
    if (pause && !arrived.has(w)) {
      arrived.add(w);
      await pauseOf(w);
      return true;
    }
    await visit(w);
    if (pause) await pauseOf(w);
    return true;
  });
  const cpu1 = cpuMs(pid);
  return {
    seconds: (performance.now() - started) / 1000,
    cpu: cpu0 === undefined || cpu1 === undefined ? undefined : cpu1 - cpu0,
  };
}

/** One GET, its latency (or an error) counted in each of `runs`. */
async function timedGet(url: string, headers: Record<string, string>, runs: Run[]) {
  const t = performance.now();
  const ok = await fetch(url, { headers }).then(
    async (r) => (await r.arrayBuffer(), r.ok),
    () => false,
  );
  for (const run of runs)
    if (ok) run.latencies.push(performance.now() - t);
    else run.errors += 1;
}

/** Each person opens pages (every request of a page at once). Every request counts on its own, in the total and under its page. */
async function browse(
  base: string,
  tokens: string[],
  pages: string[],
  people: number,
  pause: boolean,
  pid: number,
  duration = DURATION_MS,
) {
  const perPage = new Map<string, Run>([...EVERY_PAGE, ...pages].map((p) => [p, emptyRun()]));
  const total = emptyRun();
  const { seconds, cpu } = await crowd(people, duration, pause, pid, async (w) => {
    const page = pages[(w + total.latencies.length) % pages.length]!;
    const headers = { cookie: `${COOKIE}=${tokens[w % tokens.length]!}` };
    await Promise.all(
      [...EVERY_PAGE, page].map((p) => timedGet(`${base}${p}`, headers, [total, perPage.get(p)!])),
    );
  });
  for (const run of [total, ...perPage.values()]) {
    run.count = run.latencies.length;
    run.seconds = seconds;
  }
  return { total, perPage, cpu };
}

/** The bare route under the same people: as many calls at once as a page makes. */
async function bare(base: string, people: number, pause: boolean, pid: number) {
  const run = emptyRun();
  const { seconds, cpu } = await crowd(people, DURATION_MS, pause, pid, async () => {
    await Promise.all([...EVERY_PAGE, 'page'].map(() => timedGet(`${base}/api/health`, {}, [run])));
  });
  run.count = run.latencies.length;
  run.seconds = seconds;
  return { run, cpu };
}

async function bench(label: string, env: Record<string, string>) {
  const largest = Math.max(...SESSIONS);
  const pools = env.DATABASE_URL && POOL_SIZES.length ? POOL_SIZES : [undefined];
  // The server creates, migrates and seeds the database; the sessions are written between two starts.
  const first = await startServer(env);
  await first.stop();
  const handle = env.DATABASE_URL
    ? openPostgres(env.DATABASE_URL, 2)
    : await openPglite({ dataDir: path.join(env.DATA_DIR!, 'pglite') });
  const tokens = await writeSessions(handle.db, largest);
  await handle.close();

  for (const pool of pools) {
    const server = await startServer({ ...env, ...(pool ? { DATABASE_POOL_SIZE: pool } : {}) });
    const pid = server.child.pid!;
    try {
      const pages: string[] = [];
      for (const page of CANDIDATE_PAGES) {
        const r = await fetch(`${server.base}${page}`, { headers: { cookie: `${COOKIE}=${tokens[0]!}` } });
        await r.arrayBuffer();
        if (r.ok) pages.push(page);
      }
      console.log(
        `\n== ${label}${pool ? ` (DATABASE_POOL_SIZE=${pool})` : ''} ==   páginas: ${pages.map((p) => p.split('?')[0]).join(' ')}`,
      );
      // Warm-up, not measured: the first calls compile the modules each route imports lazily.
      await browse(server.base, tokens, pages, 20, false, pid, WARM_UP_MS);
      for (const people of SESSIONS) {
        const browsing = await browse(server.base, tokens, pages, people, true, pid);
        const simple = await bare(server.base, people, true, pid);
        console.log(
          `-- ${people} pessoas por ${DURATION_MS / 1000} s, pausa de ${PAUSE_MIN}-${PAUSE_MAX} ms entre páginas   carga média ${loadAverage()}`,
        );
        console.log(row('navegando', browsing.total, browsing.cpu));
        for (const [page, own] of browsing.perPage)
          console.log(row(`  ${page.split('?')[0]!.replace('/api/', '')}`, own));
        console.log(row('rota simples (mesmas pausas)', simple.run, simple.cpu));
        const p99 = percentile(browsing.total, 0.99);
        if (people === 200 && label === 'PostgreSQL')
          console.log(
            `meta do issue (200 pessoas, PostgreSQL): 0 erros e p99 ≤ 250 ms: ${browsing.total.errors === 0 && p99 <= 250 ? 'ATINGIDA' : 'NÃO atingida'} (${browsing.total.errors} erros, p99 ${p99.toFixed(1)} ms; rota simples p99 ${percentile(simple.run, 0.99).toFixed(1)} ms)`,
          );
      }
      const people = Math.min(...SESSIONS);
      const saturated = await browse(server.base, tokens, pages, people, false, pid);
      const saturatedBare = await bare(server.base, people, false, pid);
      console.log(`-- saturação: ${people} sessões sem pausa   carga média ${loadAverage()}`);
      console.log(row('navegando', saturated.total, saturated.cpu));
      console.log(row('rota simples', saturatedBare.run, saturatedBare.cpu));
    } finally {
      await server.stop();
    }
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'painel-load-'));
try {
  await onBothDatabases(bench, dataDir);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
