/**
 * Ingestion beside authorize on the embedded database, whose one connection a transaction holds:
 * a full batch is committed in slices, so once its first events are visible it is still being
 * recorded, and an authorize call made then answers before the batch does. No clock: the barrier
 * is the batch's first committed slice.
 */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { UsageBatchResult } from '@painel/contracts';
import { USAGE_BATCH_MAX } from '@painel/domain';
import { EMBEDDED_EVENTS_PER_TRANSACTION } from './usage-ingestion';
import { ingestionScene } from './usage.test-support';

let scene: Awaited<ReturnType<typeof ingestionScene>>;
beforeAll(async () => {
  scene = await ingestionScene(new Date('2026-06-17T15:00:00Z'));
}, 120_000);
afterAll(() => scene?.h.close());

it('answers authorize while a full batch is still being recorded, then records the whole batch', async () => {
  let batchAnswered = false;
  const batch = scene.post('/api/usage/events', { events: scene.fullBatch('lote') }).finally(() => {
    batchAnswered = true;
  });

  // Each look waits for the slice in progress: the first one to see events sees only whole slices.
  const visible = await vi.waitFor(
    async () => {
      const { n } = await scene.h.db
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

  const answer = await scene.authorize();
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.json()).toMatchObject({ allowed: true, unitPrice: '0.001' });
  expect(batchAnswered).toBe(false);

  const res = await batch;
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json<UsageBatchResult>()).toMatchObject({ accepted: USAGE_BATCH_MAX, refused: 0 });
});
