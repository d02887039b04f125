/**
 * `npm run bench:report`: usage figures side by side in one run, on PostgreSQL (a
 * scratch database, when a server answers) and on the embedded database with a smaller set.
 * Client and database share this machine's cores: compare the ratios, not the absolutes.
 *   1. ingestion events/s in batches of 1,000 over HTTP (the real API, built by buildApp and
 *      listening on a port: token check, body validation, keys, locks, rule, rollups, totals,
 *      one transaction per batch) next to a bulk COPY of the same rows (the database's ceiling;
 *      PostgreSQL only);
 *   2. one company's month report p50/p95 from the rollups next to the naive GROUP BY over the
 *      raw events;
 *   3. all customers' month (back office) from the rollups;
 *   4. authorize p50/p99 over HTTP (the product server's token, one keep-alive connection, one
 *      call at a time), alone (BENCH_AUTHORIZE_SAMPLES, default 2,000 calls) and for as long
 *      as the ingestion of 1. runs, in the same API process as a production instance would; where
 *      the median and the slowest 1% of those calls spent their time, from the scheduler
 *      (schedstat.ts: the main thread running, or runnable without a core; the API's PostgreSQL
 *      backends likewise), and during ingestion the CPU and run-queue wait per second of each
 *      thread and kind of PostgreSQL backend (ingestion's, told by application_name, the API's)
 *      and the machine's run queue; BENCH_SWEEP repeats the ingestion in variants (sweep below);
 *   5. CSV and XLSX export rows/s and peak memory (resident set, sampled every 20 ms) streaming
 *      one company's rollups through the export's SQL cursor into a discarding sink; then the CSV
 *      as a background job writes it, into each export store (disk: a temporary folder;
 *      database: report_export_chunks), and read back from it (MB/s), with the stored size.
 * The batches are serialized before the clock starts and their answers read after it stops (a
 * product server does that in its own process); the ingestion line also prints the CPU spent on the
 * API's own thread per 1,000 events (the work authorize shares), a figure machine load blurs least.
 * Sizes: BENCH_EVENTS (default 100,000 on PostgreSQL, 20,000 embedded), BENCH_COMPANIES (100),
 * BENCH_EXPORT_ROWS (default 1,000,000 on PostgreSQL, 100,000 embedded).
 * BENCH_ONLY=postgres or BENCH_ONLY=pglite runs one database. BENCH_EXPORT_ONLY=1 runs only 5 in a fresh process (no ingestion before it), so the peak memory
 * printed is the export's own: the rollups are generated inside the database (insert … select),
 * and the resident set is taken as the baseline right before the export starts.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { availableParallelism, getPriority, loadavg, setPriority, tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'kysely';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { UsageBatchResult, UsageEvent } from '@painel/contracts';
import { buildApp } from '../src/app';
import { migrateToLatest, openPglite, openPostgres, type Db } from '../src/db/database';
import { syncReferenceData } from '../src/db/reference-data';
import { functionalityLabel, REPORT_EXPORT_COLUMNS, REPORT_EXPORT_FORMATS } from '@painel/domain';
import { createAppContext } from '../src/core/context';
import { exportFormats } from '../src/modules/reports/export-formats';
import { exportStore } from '../src/modules/reports/export-store';
import { exportRowBatches, insertExport } from '../src/modules/reports/report-exports.repository';
import { saveProductServerClient } from '../src/core/auth/product-client-token';
import { consolidatedUsage } from '../src/modules/reports/reports.repository';
import { testConfig } from '../src/test/test-env';
import { INGESTION_APPLICATION_NAME } from '../src/modules/usage/usage-ingestion';
import {
  eachProcess,
  ingestionThreadId,
  minus,
  postgresServerProcesses,
  processes,
  runQueue,
  spentSince,
  thisThread,
  threadGroups,
  type Sched,
  type ThreadGroups,
} from './schedstat';

const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 100);
const USERS_PER_COMPANY = 10;
const BATCH = 1000;
const PRODUCT = 1;
const FUNCTIONALITIES = [1001, 1002];
/** Authorize calls measured alone (during ingestion: as many as fit while it runs). */
const AUTHORIZE_SAMPLES = Number(process.env.BENCH_AUTHORIZE_SAMPLES ?? 2000);
const config = testConfig();

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? NaN;
};
const ms = (n: number) => `${n.toFixed(1)} ms`;

/** Companies owning the product, two groups open all day without limits, users, prices. */
async function prepare(db: Db): Promise<number[][]> {
  await migrateToLatest(db);
  await syncReferenceData(db, config);
  const companies = await sql<{ id: number }>`
    insert into companies (name, document, plan_type)
    select 'Bench ' || i, '7' || lpad(i::text, 13, '0'), 'PADRAO' from generate_series(1, ${COMPANIES}) i
    returning id`.execute(db);
  const ids = companies.rows.map((r) => r.id);
  await sql`insert into company_products (company_id, product_id) select id, ${PRODUCT} from companies where name like 'Bench %'`.execute(
    db,
  );
  await sql`insert into groups (company_id, name) select c.id, 'G' || g from companies c, generate_series(1, 2) g where c.name like 'Bench %'`.execute(
    db,
  );
  await sql`insert into group_access_hours (group_id, day, active, start_time, end_time)
    select g.id, d, true, '00:00', '23:59' from groups g join companies c on c.id = g.company_id, generate_series(1, 7) d where c.name like 'Bench %'`.execute(
    db,
  );
  await sql`insert into users (company_id, group_id, profile_id, email, name, status_id)
    select c.id, (select min(id) + (u % 2) from groups where company_id = c.id), 3, 'u' || u || '@bench' || c.id || '.example', 'Usuário ' || u, 1
    from companies c, generate_series(1, ${USERS_PER_COMPANY}) u where c.name like 'Bench %'`.execute(db);
  await sql`insert into unit_prices (company_id, product_id, functionality_id, pricing_kind, unit_price, valid_from)
    select c.id, ${PRODUCT}, f, 'PER_USE', 0.35 + f % 2 * 0.1, date '2000-01-01' from companies c, unnest(array[1001, 1002]) f where c.name like 'Bench %'`.execute(
    db,
  );
  const users = await db
    .selectFrom('users')
    .innerJoin('companies', 'companies.id', 'users.companyId')
    .select(['users.id', 'users.companyId'])
    .where('companies.name', 'like', 'Bench %')
    .execute();
  return ids.map((id) => users.filter((u) => u.companyId === id).map((u) => u.id));
}

/** The events in batches of 1,000, made as they are sent: BENCH_EVENTS=10,000,000 fits in memory. */
function* eventBatches(usersByCompany: number[][], count: number, now: Date): Generator<UsageEvent[]> {
  const all = usersByCompany.flat();
  for (let start = 0; start < count; start += BATCH) {
    yield Array.from({ length: Math.min(BATCH, count - start) }, (_, j) => {
      const i = start + j;
      return {
        idempotencyKey: `b-${i}-${randomUUID().slice(0, 8)}`,
        userId: all[i % all.length]!,
        productId: PRODUCT,
        functionalityId: FUNCTIONALITIES[i % 2]!,
        quantity: 1 + (i % 5),
        // Spread over the last 20 days.
        occurredAt: new Date(now.getTime() - (i % (20 * 24)) * 3_600_000).toISOString(),
      };
    });
  }
}

/** A product server's keep-alive connection to the API: JSON in, status and JSON out. */
function apiClient(origin: string, token: string, sockets: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  return (path: string, body: unknown) =>
    new Promise<{ status: number; json: () => unknown }>((resolve, reject) => {
      const payload = Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
      const req = http.request(
        `${origin}${path}`,
        {
          method: 'POST',
          agent,
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'content-length': payload.length,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              json: () => JSON.parse(Buffer.concat(chunks).toString('utf8')),
            }),
          );
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
}

/** The API as production runs it (buildApp, listening on a port) and a product server's token. */
/** `token`: a product server's token already issued (another API of this run, same database). */
async function startApi(db: Db, ingestionConnections = config.ingestionConnections, token?: string) {
  const app = await buildApp({
    config: { ...config, ingestionConnections },
    db,
    environment: 'portal',
    logger: false,
  });
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  if (token) return { app, origin, token };
  const secret = `segredo-do-bench-${randomUUID()}`;
  const clientId = await saveProductServerClient(db, {
    productId: PRODUCT,
    slug: 'localize',
    name: 'Localize (servidor, bench)',
    secret,
  });
  const res = await fetch(`${origin}/api/oauth2/oauth/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
    },
    body: 'grant_type=client_credentials',
  });
  const issued = ((await res.json()) as { access_token?: string }).access_token;
  if (!issued) throw new Error(`product server token: ${res.status}`);
  return { app, origin, token: issued };
}

type Api = Awaited<ReturnType<typeof startApi>>;

/**
 * One event first, as a product's first report after a deploy: the API's ingestion is loaded (and
 * its code compiled) before any clock starts.
 */
async function warmUp(api: Api, usersByCompany: number[][], now: Date) {
  const answer = await apiClient(
    api.origin,
    api.token,
    1,
  )('/api/usage/events', {
    events: [
      {
        ...[...eventBatches(usersByCompany, 1, now)][0]![0]!,
        idempotencyKey: `bench-warm-up-${randomUUID()}`,
      },
    ],
  });
  if (answer.status !== 200) throw new Error(`warm-up batch answered ${answer.status}`);
}

/**
 * Posts the batches, `concurrency` at a time. They are serialized before the clock starts and their
 * answers read after it stops: a product server does that work in its own process, and here it
 * would share the API's thread and blur what authorize waits behind.
 */
async function runIngestion(api: Api, payloads: Buffer[], concurrency: number) {
  const post = apiClient(api.origin, api.token, concurrency);
  const answers: { json: () => unknown }[] = [];
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < payloads.length) {
        const payload = payloads[next++]!;
        const t = performance.now();
        const res = await post('/api/usage/events', payload);
        if (res.status !== 200) throw new Error(`ingestion answered ${res.status}`);
        if (process.env.BENCH_DEBUG) console.log('batch ms', (performance.now() - t).toFixed(0));
        answers.push(res);
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  let accepted = 0;
  const codes = new Map<string, number>();
  for (const answer of answers) {
    const result = answer.json() as UsageBatchResult;
    accepted += result.accepted;
    for (const r of result.results) codes.set(r.code ?? r.status, (codes.get(r.code ?? r.status) ?? 0) + 1);
  }
  return { accepted, codes, seconds };
}

/** Where one authorize call's time went (schedstat.ts), in ns: see printBreakdown. */
type CallParts = { ms: number; mainRun: number; mainWait: number; dbRun: number; dbWait: number };

/**
 * Authorize over HTTP, one call at a time as a product server's request thread would: ms per call,
 * and around each call the scheduler's account of the main thread (the API's and this client's)
 * and of the API's PostgreSQL backends (`apiBackends`, none on the embedded database).
 */
async function authorizeLatencies(
  api: Api,
  userIds: number[],
  until: () => boolean,
  minimum: number,
  apiBackends: number[] = [],
) {
  const post = apiClient(api.origin, api.token, 1);
  const latencies: number[] = [];
  const parts: CallParts[] = [];
  const answers = new Map<string, number>();
  for (let i = 0; until() || i < minimum; i += 1) {
    const main = thisThread();
    const db = eachProcess(apiBackends);
    const t = performance.now();
    const res = await post('/api/usage/authorize', {
      userId: userIds[i % userIds.length]!,
      productId: PRODUCT,
      functionalityId: 1001,
      quantity: 1,
    });
    const elapsed = performance.now() - t;
    const mainSpent = minus(thisThread(), main);
    const dbSpent = spentSince(db);
    latencies.push(elapsed);
    parts.push({
      ms: elapsed,
      mainRun: mainSpent.runNs,
      mainWait: mainSpent.waitNs,
      dbRun: dbSpent.runNs,
      dbWait: dbSpent.waitNs,
    });
    const body = res.json() as { allowed?: boolean; code?: string };
    const answer =
      res.status === 200 ? (body.allowed ? 'allowed' : (body.code ?? 'refused')) : `HTTP ${res.status}`;
    answers.set(answer, (answers.get(answer) ?? 0) + 1);
  }
  return Object.assign(latencies, { answers, parts });
}

async function copyRows(url: string, rows: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('create table usage_events_copy (like usage_events including all)');
  const day = new Date().toISOString().slice(0, 10);
  const lines = function* () {
    for (let i = 0; i < rows; i += 1) {
      yield `${101 + (i % COMPANIES)}\t${day}\tbench\tk${i}\t${1000 + i}\t1\t1\t1001\tPER_USE\t3\t0.350\t1.050\t${new Date().toISOString()}\t${new Date().toISOString()}\n`;
    }
  };
  try {
    const start = performance.now();
    await pipeline(
      Readable.from(lines()),
      client.query(
        copyFrom(
          'copy usage_events_copy (company_id, usage_day, client_id, idempotency_key, user_id, group_id, product_id, functionality_id, pricing_kind, quantity, unit_price, amount, occurred_at, received_at) from stdin',
        ),
      ),
    );
    return rows / ((performance.now() - start) / 1000);
  } finally {
    await client.end();
  }
}

async function reportLatencies(
  db: Db,
  companyIds: number[],
  month: { from: string; to: string },
  runs: number,
) {
  const rollups: number[] = [];
  const naive: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const companyId = companyIds[i % companyIds.length]!;
    let t = performance.now();
    await consolidatedUsage(db, { companyId, ...month }, { numPage: 0, numPageSize: 10 });
    rollups.push(performance.now() - t);
    t = performance.now();
    await sql`select usage_day - (extract(day from usage_day)::int - 1) as month, product_id, functionality_id, unit_price, sum(quantity), sum(amount)
      from usage_events where company_id = ${companyId} and usage_day between ${month.from} and ${month.to}
      group by 1, 2, 3, 4 order by 1, 2, 3, 4 limit 10`.execute(db);
    naive.push(performance.now() - t);
  }
  return { rollups, naive };
}

async function allCustomers(db: Db, month: { from: string; to: string }) {
  const t = performance.now();
  await sql`select company_id, product_id, functionality_id, unit_price, sum(quantity), sum(amount)
    from usage_daily_rollups where usage_day between ${month.from} and ${month.to}
    group by 1, 2, 3, 4 order by 1, 2, 3, 4`.execute(db);
  return performance.now() - t;
}

/** One company with `rows` daily rollups, exported as CSV and as XLSX: rows/s and peak memory. */
async function exportFigures(db: Db, rows: number) {
  const company = await sql<{ id: number }>`
    insert into companies (name, document, plan_type) values ('Bench exportação', '79999999999999', 'PADRAO') returning id`.execute(
    db,
  );
  const companyId = company.rows[0]!.id;
  await sql`insert into usage_daily_rollups (company_id, usage_day, group_id, product_id, functionality_id, pricing_kind, unit_price, quantity, amount, event_count)
    select ${companyId}, date '2026-01-01' + (g % 28), g, ${PRODUCT}, 1001, 'PER_USE', 0.350, g % 100 + 1, (g % 100 + 1) * 0.350, 1
    from generate_series(1, ${rows}) g`.execute(db);
  const filter = { companyId, from: '2026-01-01', to: '2026-01-28', groupId: null, productId: null };
  const figures: Record<
    string,
    { rate: number; peakMb: number; growthMb: number; mb: number; baseMb: number }
  > = {};
  for (const format of REPORT_EXPORT_FORMATS) {
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const started = performance.now();
    const batches = exportRowBatches(db, filter, functionalityLabel);
    const stream = exportFormats[format].write(batches, REPORT_EXPORT_COLUMNS);
    let bytes = 0;
    await pipeline(
      stream,
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          done();
        },
      }),
    );
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    const seconds = (performance.now() - started) / 1000;
    figures[format] = {
      rate: rows / seconds,
      peakMb: peak / 2 ** 20,
      growthMb: (peak - before) / 2 ** 20,
      mb: bytes / 2 ** 20,
      baseMb: before / 2 ** 20,
    };
  }
  return { figures, stores: await storeFigures(db, companyId, filter, rows) };
}

/** The CSV written into each export store as the background job does, then read back. */
async function storeFigures(
  db: Db,
  companyId: number,
  filter: Parameters<typeof exportRowBatches>[1],
  rows: number,
) {
  const folder = mkdtempSync(path.join(tmpdir(), 'painel-bench-exports-'));
  const ctx = createAppContext({
    db,
    config: { ...config, reportExportsDir: folder },
    environment: 'portal',
  });
  const user = await sql<{ id: number }>`
    insert into users (company_id, profile_id, email, name, status_id)
    values (${companyId}, 3, 'exportacao@bench.example', 'Exportação', 1) returning id`.execute(db);
  const results: Record<string, { rate: number; readMbs: number; storedMb: number }> = {};
  try {
    for (const kind of ['disk', 'database'] as const) {
      const file = await insertExport(db, {
        companyId,
        requestedBy: user.rows[0]!.id,
        environment: 'portal',
        format: 'csv',
        periodFrom: filter.from,
        periodTo: filter.to,
        groupId: null,
        productId: null,
        columns: [...REPORT_EXPORT_COLUMNS],
        createdAt: new Date(),
        job: { rowsTotal: rows },
      });
      const store = exportStore(ctx, kind);
      const started = performance.now();
      const csv = exportFormats.csv.write(
        exportRowBatches(db, filter, functionalityLabel),
        REPORT_EXPORT_COLUMNS,
      );
      await store.write({ id: file.id, format: 'csv' }, csv);
      const seconds = (performance.now() - started) / 1000;
      const readStarted = performance.now();
      let bytes = 0;
      for await (const chunk of (await store.open({ id: file.id, format: 'csv' }))!)
        bytes += (chunk as Buffer).length;
      const readSeconds = (performance.now() - readStarted) / 1000;
      const stored =
        kind === 'database'
          ? Number(
              (
                await sql<{ size: string }>`select coalesce(sum(pg_column_size(data)), 0)::text as size
                  from report_export_chunks where export_id = ${file.id}`.execute(db)
              ).rows[0]!.size,
            )
          : bytes;
      results[kind] = {
        rate: rows / seconds,
        readMbs: bytes / 2 ** 20 / readSeconds,
        storedMb: stored / 2 ** 20,
      };
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  return results;
}

function printExport(exported: Awaited<ReturnType<typeof exportFigures>>, exportRows: number) {
  for (const [format, f] of Object.entries(exported.figures)) {
    const target = format === 'csv' ? '≥ 200k rows/s' : '≥ 50k rows/s';
    console.log(
      `  export ${format.padEnd(4)}          ${f.rate.toFixed(0)} rows/s of ${exportRows.toLocaleString('pt-BR')} (${f.mb.toFixed(1)} MB)   process RSS ${f.baseMb.toFixed(0)} MB before, peak ${f.peakMb.toFixed(0)} MB during (+${f.growthMb.toFixed(0)} MB)   (target ${target}, < 250 MB)`,
    );
  }
  for (const [kind, f] of Object.entries(exported.stores)) {
    console.log(
      `  export csv → ${kind.padEnd(8)}   ${f.rate.toFixed(0)} rows/s written (a background job's file), read back ${f.readMbs.toFixed(0)} MB/s, stored ${f.storedMb.toFixed(1)} MB`,
    );
  }
  console.log(
    `  machine load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${availableParallelism()} cores`,
  );
}

type PhaseOptions = {
  concurrency: number;
  /** Niceness given to the ingestion thread (and to its PostgreSQL backends) while the phase runs. */
  niceThread?: number;
  niceBackends?: number;
};

type Backend = { pid: number; ingestion: boolean };

/** The client backends of one database, told apart by application_name (usage-ingestion.ts). */
async function databaseBackends(database: string): Promise<Backend[]> {
  const rows = await sql<{ pid: number; app: string }>`
    select pid, application_name as app from pg_stat_activity
    where datname = ${database} and backend_type = 'client backend'`.execute(admin.db);
  return rows.rows.map((r) => ({ pid: r.pid, ingestion: r.app === INGESTION_APPLICATION_NAME }));
}

/** Both threads' niceness and the ingestion backends' (root, this machine's PostgreSQL). */
async function renice(options: PhaseOptions, backends: (() => Promise<Backend[]>) | null, reset = false) {
  const thread = ingestionThreadId();
  // Reset: back to where the app put it (INGESTION_THREAD_NICE below this thread).
  if (thread && options.niceThread !== undefined)
    setPriority(
      thread,
      reset ? Math.min(19, getPriority() + config.ingestionThreadNice) : options.niceThread,
    );
  if (backends && options.niceBackends !== undefined)
    for (const b of await backends()) if (b.ingestion) setPriority(b.pid, reset ? 0 : options.niceBackends);
}

/**
 * Ingestion of `payloads` with authorize called one at a time for as long as it runs, and where the
 * machine's time went meanwhile: CPU and run-queue wait per thread of this process and per kind of
 * PostgreSQL process (schedstat.ts), the machine's run queue, the event loop's delay.
 */
async function ingestionPhase(
  api: Api,
  payloads: Buffer[],
  options: PhaseOptions,
  userIds: number[],
  backends: (() => Promise<Backend[]>) | null,
  cpuPerCall: number,
) {
  const before = backends ? await backends() : [];
  const apiBackends = before.filter((b) => !b.ingestion).map((b) => b.pid);
  const server = backends ? postgresServerProcesses() : [];
  // Every PostgreSQL process, other databases' backends included (this machine's other work).
  const everyPg = () =>
    new Map((backends ? postgresServerProcesses(true) : []).map((pid) => [pid, processes([pid])]));
  const readPg = (list: Backend[]) => ({
    every: everyPg(),
    ingestion: new Map(list.filter((b) => b.ingestion).map((b) => [b.pid, processes([b.pid])])),
    api: new Map(list.filter((b) => !b.ingestion).map((b) => [b.pid, processes([b.pid])])),
    server: processes(server),
  });
  const pgBefore = readPg(before);
  const threadsBefore = threadGroups();
  const queue = runQueue();
  let ingesting = true;
  const niceness =
    options.niceThread !== undefined || options.niceBackends !== undefined
      ? setInterval(() => void renice(options, backends), 250)
      : undefined;
  // How long the API's event loop (this process) was held while ingestion ran: what authorize waits behind.
  const loopDelay = monitorEventLoopDelay({ resolution: 1 });
  loopDelay.enable();
  const cpuIngestion = process.cpuUsage();
  const threadIngestion = process.threadCpuUsage();
  const started = performance.now();
  const [ingestion, during] = await Promise.all([
    runIngestion(api, payloads, options.concurrency).finally(() => {
      ingesting = false;
    }),
    authorizeLatencies(api, userIds, () => ingesting, 0, apiBackends),
  ]);
  const seconds = (performance.now() - started) / 1000;
  loopDelay.disable();
  clearInterval(niceness);
  const machine = queue();
  const threads = threadGroups();
  const thread = ingestionThreadId();
  const threadNice = thread ? getPriority(thread) : null;
  const after = backends ? await backends() : [];
  const pgAfter = readPg(after);
  if (niceness) await renice(options, backends, true);
  // This process's CPU (API and its clients) per 1,000 events, less the authorize calls made meanwhile
  // (at their CPU alone): the event loop's work per batch, the figure a loaded machine blurs least.
  const cpuIngest = process.cpuUsage(cpuIngestion);
  const total = ingestion.accepted;
  const cpuPerBatch =
    (((cpuIngest.user + cpuIngest.system) / 1000 - during.length * cpuPerCall) / total) * BATCH;
  // The same on the API's own thread only (what authorize shares); the rest ran on other threads.
  const threadIngest = process.threadCpuUsage(threadIngestion);
  const threadPerBatch =
    (((threadIngest.user + threadIngest.system) / 1000 - during.length * cpuPerCall) / total) * BATCH;
  const delta = (role: 'ingestion' | 'api') => {
    return { ...sumOver(pgAfter[role], pgBefore[role]), count: pgAfter[role].size };
  };
  const sumOver = (end: Map<number, Sched>, start: Map<number, Sched>) => {
    let sum: Sched = { runNs: 0, waitNs: 0 };
    for (const [pid, e] of end) {
      const d = minus(e, start.get(pid) ?? { runNs: 0, waitNs: 0 });
      sum = { runNs: sum.runNs + d.runNs, waitNs: sum.waitNs + d.waitNs };
    }
    return sum;
  };
  const groups = Object.fromEntries(
    (Object.keys(threads) as (keyof ThreadGroups)[]).map((k) => [k, minus(threads[k], threadsBefore[k])]),
  ) as ThreadGroups;
  return {
    ingestion,
    during,
    loopDelay,
    cpuPerBatch,
    threadPerBatch,
    seconds,
    threadNice,
    machine,
    groups,
    pg: backends
      ? {
          ingestion: delta('ingestion'),
          api: delta('api'),
          server: minus(pgAfter.server, pgBefore.server),
          // Other databases' backends (other work on this machine's server).
          other: minus(
            minus(minus(sumOver(pgAfter.every, pgBefore.every), delta('ingestion')), delta('api')),
            minus(pgAfter.server, pgBefore.server),
          ),
        }
      : null,
  };
}

type Phase = Awaited<ReturnType<typeof ingestionPhase>>;

/** CPU ms per second of the phase, and the run-queue wait beside it (ms per second). */
function printPhaseCpu(phase: Phase) {
  const perSecond = (s: Sched) =>
    `${(s.runNs / 1e6 / phase.seconds).toFixed(0)} (${(s.waitNs / 1e6 / phase.seconds).toFixed(0)})`;
  const g = phase.groups;
  const pg = phase.pg
    ? ` · PostgreSQL: ingestion's ${phase.pg.ingestion.count} backends ${perSecond(phase.pg.ingestion)}, the API's ${phase.pg.api.count} ${perSecond(phase.pg.api)}, server processes ${perSecond(phase.pg.server)}, other databases' backends ${perSecond(phase.pg.other)}`
    : '';
  console.log(
    `  CPU during ingestion ms/s (waiting for a core, ms/s): main thread ${perSecond(g.main)} · ingestion thread${phase.threadNice === null ? '' : ` (nice ${phase.threadNice})`} ${perSecond(g.ingestion)} · V8 helpers ${perSecond(g.v8)} · libuv pool ${perSecond(g.libuv)}${pg}`,
  );
  console.log(
    `  machine              cores busy ${(phase.machine.busy * 100).toFixed(0)}% of ${availableParallelism()}, runnable tasks ${phase.machine.runnable.toFixed(1)} on average (every process on the machine), load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
}

/**
 * Where authorize's time went (ms per call, means): the main thread running (authorize's own work,
 * the bench's client, and whatever else the event loop ran meanwhile), the main thread runnable
 * but without a core, the API's PostgreSQL backends running and waiting for a core, and the rest
 * (loopback, the backend idle between statements, the overlap of these counted twice).
 */
function printBreakdown(label: string, parts: CallParts[]) {
  const sorted = [...parts].sort((a, b) => a.ms - b.ms);
  const band = (from: number, to: number) =>
    sorted.slice(
      Math.floor(sorted.length * from),
      Math.max(Math.floor(sorted.length * to), Math.floor(sorted.length * from) + 1),
    );
  const mean = (calls: CallParts[], f: (c: CallParts) => number) =>
    calls.reduce((sum, c) => sum + f(c), 0) / Math.max(calls.length, 1);
  const line = (name: string, calls: CallParts[]) => {
    const m = (f: (c: CallParts) => number) => mean(calls, f).toFixed(2);
    return `${name} ${m((c) => c.ms)} = main thread running ${m((c) => c.mainRun / 1e6)} + waiting for a core ${m((c) => c.mainWait / 1e6)} + its PostgreSQL running ${m((c) => c.dbRun / 1e6)} + waiting ${m((c) => c.dbWait / 1e6)} + rest ${m((c) => (c.ms * 1e6 - c.mainRun - c.mainWait - c.dbRun - c.dbWait) / 1e6)}`;
  };
  console.log(`  authorize ${label.padEnd(10)} ${line('median calls', band(0.45, 0.55))}`);
  console.log(`  ${''.padEnd(20)} ${line('slowest 1%  ', band(0.99, 1))}`);
}

/**
 * BENCH_SWEEP (PostgreSQL): more ingestion phases of BENCH_SWEEP_EVENTS each, one per
 * comma-separated variant in the order given (alternate them: A,B,A,B), one line each:
 * "<batches the client sends at a time>[c<INGESTION_CONNECTIONS>][n<the ingestion thread's
 * niceness, instead of INGESTION_THREAD_NICE's>][d<its backends' niceness>]", e.g.
 * "4,4n0,4c1,4d10" ("4n0": the thread as high as the API's). A variant with c runs on an API
 * of its own with that many ingestion connections.
 */
async function sweep(
  db: Db,
  api: Api,
  usersByCompany: number[][],
  now: Date,
  backends: () => Promise<Backend[]>,
  cpuPerCall: number,
) {
  const spec = process.env.BENCH_SWEEP;
  if (!spec) return;
  const events = Number(process.env.BENCH_SWEEP_EVENTS ?? 20_000);
  console.log(`\nPostgreSQL: sweep, ${events.toLocaleString('pt-BR')} events per phase`);
  for (const variant of spec.split(',')) {
    const m = /^(\d+)(?:c(\d+))?(?:n(-?\d+))?(?:d(-?\d+))?$/.exec(variant.trim());
    if (!m) throw new Error(`BENCH_SWEEP: ${variant}`);
    const payloads = [...eventBatches(usersByCompany, events, now)].map((e) =>
      Buffer.from(JSON.stringify({ events: e })),
    );
    const options: PhaseOptions = {
      concurrency: Number(m[1]),
      ...(m[3] ? { niceThread: Number(m[3]) } : {}),
      ...(m[4] ? { niceBackends: Number(m[4]) } : {}),
    };
    const own = m[2] ? await startApi(db, Number(m[2]), api.token) : null;
    if (own) await warmUp(own, usersByCompany, now);
    const phase = await ingestionPhase(
      own ?? api,
      payloads,
      options,
      usersByCompany.flat(),
      backends,
      cpuPerCall,
    );
    await own?.app.close();
    const slow = [...phase.during.parts]
      .sort((a, b) => a.ms - b.ms)
      .slice(Math.floor(phase.during.parts.length * 0.99));
    const mean = (f: (c: CallParts) => number) =>
      (slow.reduce((sum, c) => sum + f(c), 0) / Math.max(slow.length, 1)).toFixed(1);
    const perSecond = (s: Sched) =>
      `${(s.runNs / 1e6 / phase.seconds).toFixed(0)}(${(s.waitNs / 1e6 / phase.seconds).toFixed(0)})`;
    const pg = phase.pg!;
    console.log(
      `  ${variant.padEnd(9)} ${(phase.ingestion.accepted / phase.seconds).toFixed(0).padStart(6)} events/s   authorize p50 ${ms(quantile(phase.during, 0.5))} p99 ${ms(quantile(phase.during, 0.99))} (${phase.during.length})   slowest 1%: main run ${mean((c) => c.mainRun / 1e6)} wait ${mean((c) => c.mainWait / 1e6)} · db run ${mean((c) => c.dbRun / 1e6)} wait ${mean((c) => c.dbWait / 1e6)}   loop p99 ${ms(phase.loopDelay.percentile(99) / 1e6)}   ms/s (wait): main ${perSecond(phase.groups.main)} thread(nice ${phase.threadNice}) ${perSecond(phase.groups.ingestion)} v8 ${perSecond(phase.groups.v8)} pg-ing ${perSecond(pg.ingestion)} pg-api ${perSecond(pg.api)} pg-other ${perSecond(pg.other)}   busy ${(phase.machine.busy * 100).toFixed(0)}% runnable ${phase.machine.runnable.toFixed(1)} load ${loadavg()[0]!.toFixed(1)}`,
    );
  }
}

async function bench(
  kind: 'PostgreSQL' | 'PGlite',
  db: Db,
  url: string | undefined,
  total: number,
  concurrency: number,
  exportRows: number,
) {
  if (process.env.BENCH_EXPORT_ONLY) {
    await migrateToLatest(db);
    await syncReferenceData(db, config);
    console.log(`\n${kind}: export only, in a fresh process`);
    printExport(await exportFigures(db, exportRows), exportRows);
    return;
  }
  const usersByCompany = await prepare(db);
  const companyIds = [
    ...new Set(
      (
        await db
          .selectFrom('users')
          .select('companyId')
          .where(
            'id',
            'in',
            usersByCompany.map((u) => u[0]!),
          )
          .execute()
      ).map((r) => r.companyId),
    ),
  ];
  const now = new Date();
  const payloads = [...eventBatches(usersByCompany, total, now)].map((events) =>
    Buffer.from(JSON.stringify({ events })),
  );
  const api = await startApi(db);
  await warmUp(api, usersByCompany, now);
  const backends = url ? () => databaseBackends(new URL(url).pathname.slice(1)) : null;
  const apiBackends = ((await backends?.()) ?? []).filter((b) => !b.ingestion).map((b) => b.pid);
  const cpuBefore = process.cpuUsage();
  const alone = await authorizeLatencies(
    api,
    usersByCompany.flat(),
    () => false,
    AUTHORIZE_SAMPLES,
    apiBackends,
  );
  const cpu = process.cpuUsage(cpuBefore);
  // Client and API share this process: CPU per call (both sides) is the figure a loaded machine does not blur.
  const cpuPerCall = (cpu.user + cpu.system) / 1000 / alone.length;
  const phase = await ingestionPhase(
    api,
    payloads,
    { concurrency },
    usersByCompany.flat(),
    backends,
    cpuPerCall,
  );
  const { ingestion, during, loopDelay } = phase;
  try {
    if (backends) await sweep(db, api, usersByCompany, now, backends, cpuPerCall);
  } finally {
    await api.app.close();
  }
  const copyRate = url ? await copyRows(url, total) : NaN;
  const day = now.toISOString().slice(0, 10);
  const month = { from: `${day.slice(0, 8)}01`, to: day };
  const reports = await reportLatencies(db, companyIds, month, 200);
  const everyone = await allCustomers(db, month);
  const rate = ingestion.accepted / ingestion.seconds;
  console.log(
    `\n${kind}: ${ingestion.accepted.toLocaleString('pt-BR')} events accepted of ${total.toLocaleString('pt-BR')}, ${COMPANIES} companies, ${concurrency} batch(es) at a time`,
  );
  console.log(
    `  ingestion            ${rate.toFixed(0)} events/s   (target ≥ 5,000 on PostgreSQL)   CPU ${ms(phase.cpuPerBatch)} per 1,000 events, ${ms(phase.threadPerBatch)} of it on the API's thread   answers ${JSON.stringify(Object.fromEntries(ingestion.codes))}`,
  );
  console.log(
    `  bulk COPY            ${Number.isNaN(copyRate) ? 'n/a' : `${copyRate.toFixed(0)} rows/s`}   ratio ${Number.isNaN(copyRate) ? 'n/a' : (rate / copyRate).toFixed(3)}`,
  );
  console.log(
    `  company month        rollups p50 ${ms(quantile(reports.rollups, 0.5))} p95 ${ms(quantile(reports.rollups, 0.95))}   naive GROUP BY p50 ${ms(quantile(reports.naive, 0.5))} p95 ${ms(quantile(reports.naive, 0.95))}   (target p95 ≤ 50 ms)`,
  );
  console.log(`  all customers month  ${ms(everyone)}   (target ≤ 1 s)`);
  console.log(
    `  authorize (HTTP)     alone p50 ${ms(quantile(alone, 0.5))} p99 ${ms(quantile(alone, 0.99))} (${alone.length} calls); during ingestion p50 ${ms(quantile(during, 0.5))} p99 ${ms(quantile(during, 0.99))} max ${ms(quantile(during, 1))} (${during.length} calls); CPU ${ms(cpuPerCall)} per call alone   (target p99 ≤ 10 ms)   answers ${JSON.stringify(Object.fromEntries(during.answers))}`,
  );
  printBreakdown('alone', alone.parts);
  printBreakdown('during', during.parts);
  printPhaseCpu(phase);
  console.log(
    `  event loop delay     during ingestion p99 ${ms(loopDelay.percentile(99) / 1e6)} max ${ms(loopDelay.max / 1e6)}   machine load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${availableParallelism()} cores`,
  );
  printExport(await exportFigures(db, exportRows), exportRows);
}

const pgEvents = Number(process.env.BENCH_EVENTS ?? 100_000);
const admin = openPostgres(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', 1);
const name = `painel_bench_${randomUUID().replaceAll('-', '')}`;
let reachable = process.env.BENCH_ONLY !== 'pglite';
if (reachable)
  await sql`create database ${sql.id(name)}`.execute(admin.db).catch(() => {
    reachable = false;
  });
if (reachable) {
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), 6);
  try {
    await bench(
      'PostgreSQL',
      handle.db,
      url.toString(),
      pgEvents,
      4,
      Number(process.env.BENCH_EXPORT_ROWS ?? 1_000_000),
    );
  } catch (error) {
    console.error('PostgreSQL bench failed:', error);
    process.exitCode = 1;
  } finally {
    await handle.close();
    await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin.db);
  }
} else {
  console.log('PostgreSQL: no server answered (or BENCH_ONLY), skipped');
}
await admin.close();

const embedded = await openPglite();
try {
  if (process.env.BENCH_ONLY !== 'postgres')
    await bench(
      'PGlite',
      embedded.db,
      undefined,
      Number(process.env.BENCH_EVENTS_PGLITE ?? 20_000),
      1,
      Number(process.env.BENCH_EXPORT_ROWS_PGLITE ?? 100_000),
    );
} finally {
  await embedded.close();
}
