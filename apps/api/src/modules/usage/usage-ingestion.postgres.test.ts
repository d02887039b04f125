/**
 * Ingestion off authorize's path, on PostgreSQL: while full batches are held inside their
 * transactions (as many as the API's pool has connections, waiting on month totals another session
 * has locked), a product's authorize call still answers, before any of those batches does; once the
 * lock goes, every batch is recorded. No clock: the barrier is the lock, seen in pg_stat_activity.
 */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { UsageBatchResult, UsageEvent } from '@painel/contracts';
import { USAGE_BATCH_MAX } from '@painel/domain';
import { createHarness, type Harness } from '../../test/harness';
import { postgresPool } from '../../db/database';
import { INGESTION_CONNECTIONS } from './usage-ingestion';
import { addPrice, clearUsage, productServerToken, userByEmail } from './usage.test-support';

const LOCALIZE = { id: 1, slug: 'localize' };
const CPF = 1001;
const now = new Date('2026-06-17T15:00:00Z');

let h: Harness;
let app: FastifyInstance;
let token: string;
let operator: { id: number; companyId: number };

beforeAll(async () => {
  h = await createHarness();
  app = await h.app('portal', { now: () => now });
  token = await productServerToken(app, h.db, LOCALIZE);
  operator = await userByEmail(h.db, 'operador@empresa.example');
  await clearUsage(h.db);
  await addPrice(h.db, {
    companyId: operator.companyId,
    productId: LOCALIZE.id,
    functionalityId: CPF,
    unitPrice: '0.001',
    validFrom: '2026-01-01',
  });
}, 120_000);
afterAll(() => h?.close());

const post = (url: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload });

function batch(n: number): UsageEvent[] {
  return Array.from({ length: USAGE_BATCH_MAX }, (_, i) => ({
    idempotencyKey: `lote-${n}-${i}`,
    userId: operator.id,
    productId: LOCALIZE.id,
    functionalityId: CPF,
    quantity: 1,
    occurredAt: now.toISOString(),
  }));
}

it('answers authorize while full batches wait inside their transactions, then records every batch', async () => {
  if (h.kind !== 'postgres') return;
  const appConnections = postgresPool(h.db)?.options.max ?? 0;
  const held = Math.min(appConnections, INGESTION_CONNECTIONS);
  const locker = new pg.Client({ connectionString: h.databaseUrl });
  await locker.connect();
  try {
    // Plain reads (authorize's) still pass this lock; a batch's upsert of the month totals waits on it.
    await locker.query('begin');
    await locker.query('lock table company_month_totals in exclusive mode');

    let batchesAnswered = 0;
    const batches = Array.from({ length: appConnections }, (_, n) =>
      post('/api/usage/events', { events: batch(n) }).finally(() => {
        batchesAnswered += 1;
      }),
    );
    await vi.waitFor(
      async () => {
        // On the locker's own connection: the API's pool is what is under test.
        const waiting = await locker.query<{ n: number }>(
          "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
        );
        expect(waiting.rows[0]?.n).toBe(held);
      },
      { timeout: 60_000 },
    );

    const answer = await post('/api/usage/authorize', {
      userId: operator.id,
      productId: LOCALIZE.id,
      functionalityId: CPF,
      quantity: 1,
    });
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
});
