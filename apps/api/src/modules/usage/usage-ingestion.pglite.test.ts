/**
 * Ingestion beside authorize on the embedded database, whose one connection a transaction holds:
 * a full batch is committed in slices, so once its first events are visible it is still being
 * recorded, and an authorize call made then answers before the batch does. No clock: the barrier
 * is the batch's first committed slice.
 */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { UsageBatchResult, UsageEvent } from '@painel/contracts';
import { USAGE_BATCH_MAX } from '@painel/domain';
import { createHarness, type Harness } from '../../test/harness';
import { EMBEDDED_EVENTS_PER_TRANSACTION } from './usage-ingestion';
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

it('answers authorize while a full batch is still being recorded, then records the whole batch', async () => {
  const events: UsageEvent[] = Array.from({ length: USAGE_BATCH_MAX }, (_, i) => ({
    idempotencyKey: `lote-${i}`,
    userId: operator.id,
    productId: LOCALIZE.id,
    functionalityId: CPF,
    quantity: 1,
    occurredAt: now.toISOString(),
  }));
  let batchAnswered = false;
  const batch = post('/api/usage/events', { events }).finally(() => {
    batchAnswered = true;
  });

  // Each look waits for the slice in progress: the first one to see events sees only whole slices.
  const visible = await vi.waitFor(
    async () => {
      const { n } = await h.db
        .selectFrom('usageEvents')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(n)).toBeGreaterThan(0);
      return Number(n);
    },
    { timeout: 60_000, interval: 1 },
  );
  expect(visible % EMBEDDED_EVENTS_PER_TRANSACTION).toBe(0);
  expect(visible).toBeLessThan(USAGE_BATCH_MAX);

  const answer = await post('/api/usage/authorize', {
    userId: operator.id,
    productId: LOCALIZE.id,
    functionalityId: CPF,
    quantity: 1,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.json()).toMatchObject({ allowed: true, unitPrice: '0.001' });
  expect(batchAnswered).toBe(false);

  const res = await batch;
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json<UsageBatchResult>()).toMatchObject({ accepted: USAGE_BATCH_MAX, refused: 0 });
});
