/**
 * `npm run bench:load`: N signed-in sessions (100, 200, 400; BENCH_SESSIONS to choose)
 * browse the portal's main pages in closed loops for BENCH_SECONDS each, on the embedded database
 * and on PostgreSQL; next to each, a bare route (/api/health) under the same concurrency. Prints
 * requests/s, errors, p50 and p99, and the goal row of the issue (200 sessions on PostgreSQL: 0
 * errors, p99 ≤ 250 ms), with the load average of the machine. Client and server share the cores:
 * compare against the bare route of the same run. DATABASE_POOL_SIZES (e.g. "10,20,40") repeats the
 * PostgreSQL run per pool size, to size DATABASE_POOL_SIZE.
 *
 * The sessions are written straight into the database (one per demo customer administrator, each
 * with its own token), so the run measures browsing, not N password hashes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { digest, newToken } from '../src/lib/tokens';
import { openPglite, openPostgres, type Db } from '../src/db/database';
import { load, loadAverage, onBothDatabases, percentile, rate, startServer, type Run } from './support';

const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 20) * 1000;
const SESSIONS = (process.env.BENCH_SESSIONS ?? '100,200,400').split(',').map(Number);
const POOL_SIZES = (process.env.DATABASE_POOL_SIZES ?? '').split(',').filter(Boolean);
const USER = 'admin@empresa.example';
const COOKIE = 'painel_sessao';

/** The portal's main pages, as the web app calls them (those this account may open are kept). */
const today = new Date().toISOString().slice(0, 10);
const CANDIDATE_PAGES = [
  '/api/oauth2/session',
  '/api/notifications/count',
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

function row(label: string, r: Run) {
  const f = (n: number) => n.toFixed(1);
  return `${label.padEnd(28)} ${f(rate(r)).padStart(8)}/s   erros ${String(r.errors).padStart(5)}   p50 ${f(percentile(r, 0.5)).padStart(7)} ms   p99 ${f(percentile(r, 0.99)).padStart(8)} ms`;
}

async function browse(base: string, tokens: string[], pages: string[], sessions: number) {
  let next = 0;
  const pages_ = (w: number) => pages[(w + next++) % pages.length]!;
  const browsing = await load(sessions, DURATION_MS, async (w) => {
    const response = await fetch(`${base}${pages_(w)}`, {
      headers: { cookie: `${COOKIE}=${tokens[w % tokens.length]!}` },
    });
    await response.arrayBuffer();
    return response.ok;
  });
  const bare = await load(sessions, DURATION_MS, async () => {
    const response = await fetch(`${base}/api/health`);
    await response.arrayBuffer();
    return response.ok;
  });
  return { browsing, bare };
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
      for (const sessions of SESSIONS) {
        const { browsing, bare } = await browse(server.base, tokens, pages, sessions);
        console.log(`-- ${sessions} sessões por ${DURATION_MS / 1000} s   carga média ${loadAverage()}`);
        console.log(row('navegando', browsing));
        console.log(row('rota simples (mesma conc.)', bare));
        const p99 = percentile(browsing, 0.99);
        if (sessions === 200 && label === 'PostgreSQL')
          console.log(
            `meta do issue (200 sessões, PostgreSQL): 0 erros e p99 ≤ 250 ms: ${browsing.errors === 0 && p99 <= 250 ? 'ATINGIDA' : 'NÃO atingida'} (${browsing.errors} erros, p99 ${p99.toFixed(1)} ms; rota simples p99 ${percentile(bare, 0.99).toFixed(1)} ms)`,
          );
      }
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
