/**
 * Ingestion off authorize's path, on PostgreSQL: while full batches are held inside their
 * transactions (as many as INGESTION_CONNECTIONS, waiting on month totals another session has
 * locked; the others wait for a connection), a product's authorize call still answers, before any
 * of those batches does; once the lock goes, every batch is recorded. No clock: the barrier is the lock, seen in pg_stat_activity.
 * An idle process holds no ingestion thread: it ends after its last batch and the next batch
 * starts another.
 */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import pg from 'pg';
import { sql } from 'kysely';
import type { UsageBatchResult } from '@painel/contracts';
import { USAGE_BATCH_MAX } from '@painel/domain';
import { postgresPool } from '../../db/database';
import { productServerClientId } from '../../core/auth/product-client-token';
import { INGESTION_APPLICATION_NAME, createIngestion } from './usage-ingestion';
import { ingestionScene } from './usage.test-support';

const INGESTION_CONNECTIONS = 2;
const NICE = 7;
let scene: Awaited<ReturnType<typeof ingestionScene>>;
beforeAll(async () => {
  // Fewer ingestion connections than the API's pool (4), and batches past them wait for one as
  // long as the lock below may last.
  scene = await ingestionScene(new Date('2026-06-17T15:00:00Z'), {
    ingestionConnections: INGESTION_CONNECTIONS,
    databasePool: { size: 4, timeoutMs: 120_000 },
    ingestionThreadNice: NICE,
  });
  // The ingestion thread loads with the first batch (from source, through tsx: slow on a busy machine).
  const first = await scene.post('/api/usage/events', { events: scene.fullBatch('primeiro').slice(0, 1) });
  expect(first.statusCode, first.body).toBe(200);
}, 300_000);
afterAll(() => scene?.h.close());

/** This process's threads (Linux), with their niceness, as `ps -L` would list them. */
function threadNiceness(): number[] {
  return readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]); // field 19, nice
  });
}

it('records batches on a thread INGESTION_THREAD_NICE steps below the API thread', async () => {
  const ours = getPriority();
  const answer = await scene.post('/api/usage/events', { events: scene.fullBatch('prioridade').slice(0, 5) });
  expect(answer.json()).toMatchObject({ accepted: 5 });
  expect(threadNiceness()).toContain(Math.min(19, ours + NICE));
});

it('records INGESTION_CONNECTIONS batches at once and answers authorize while they wait inside their transactions, then records every batch', async () => {
  const appConnections = postgresPool(scene.h.db)?.options.max ?? 0;
  expect(appConnections).toBeGreaterThan(INGESTION_CONNECTIONS);
  const locker = new pg.Client({ connectionString: scene.h.databaseUrl });
  await locker.connect();
  try {
    // Plain reads (authorize's) still pass this lock; a batch's upsert of the month totals waits on it.
    await locker.query('begin');
    await locker.query('lock table company_month_totals in exclusive mode');

    let batchesAnswered = 0;
    const batches = Array.from({ length: appConnections }, (_, n) =>
      scene.post('/api/usage/events', { events: scene.fullBatch(`lote-${n}`) }).finally(() => {
        batchesAnswered += 1;
      }),
    );
    await vi.waitFor(
      async () => {
        // On the locker's own connection (the API's pool is what is under test); inside its
        // transaction the statistics are a snapshot until cleared.
        await locker.query('select pg_stat_clear_snapshot()');
        const sessions = await locker.query<{ waiting: number; ingestion: number }>(
          `select count(*) filter (where wait_event_type = 'Lock')::int as waiting,
             count(*) filter (where application_name = $1)::int as ingestion
           from pg_stat_activity where datname = current_database()`,
          [INGESTION_APPLICATION_NAME],
        );
        // The ingestion thread's own connections, named so in pg_stat_activity, and no more.
        expect(sessions.rows[0]).toEqual({
          waiting: INGESTION_CONNECTIONS,
          ingestion: INGESTION_CONNECTIONS,
        });
      },
      { timeout: 120_000 },
    );

    const answer = await scene.authorize();
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ allowed: true, unitPrice: '0.001' });
    expect(batchesAnswered).toBe(0);

    await locker.query('commit');
    for (const res of await Promise.all(batches)) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<UsageBatchResult>()).toMatchObject({ accepted: USAGE_BATCH_MAX, refused: 0 });
    }
  } finally {
    await locker.end();
  }
}, 180_000);

it('lets its thread and connections go once idle, and records the next batch on a new one', async () => {
  const { rows } = await sql<{ since: string }>`select now()::text as since`.execute(scene.h.db);
  // Sessions opened from here on, but this query's own: the ones this ingestion's thread opens.
  const opened = async () => {
    const { rows: count } = await sql<{ n: number }>`
      select count(*)::int as n from pg_stat_activity
      where datname = current_database() and backend_start > ${rows[0]!.since}::timestamptz and pid <> pg_backend_pid()`.execute(
      scene.h.db,
    );
    return count[0]?.n ?? 0;
  };
  // No idle time at all: the thread is released as soon as its batch is answered.
  const ingestion = createIngestion(scene.h.db, { connections: 4, timeoutMs: 5000, nice: 0 }, 0);
  const client = { clientId: productServerClientId('localize'), productId: 1 };
  try {
    const first = await ingestion.run(
      client,
      { events: scene.fullBatch('ocioso-1').slice(0, 10) },
      scene.now,
    );
    expect(first).toMatchObject({ kind: 'result', result: { accepted: 10 } });
    await vi.waitFor(async () => expect(await opened()).toBe(0), { timeout: 60_000 });

    const second = await ingestion.run(
      client,
      { events: scene.fullBatch('ocioso-2').slice(0, 10) },
      scene.now,
    );
    expect(second).toMatchObject({ kind: 'result', result: { accepted: 10 } });
  } finally {
    await ingestion.close();
  }
}, 180_000);
