/**
 * Idempotency keys are kept while a retry can still be recorded, and pruned after: a retry of a
 * pruned key's event is refused as too late, never recorded twice.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { USAGE_KEY_RETENTION_DAYS } from '@painel/domain';
import type { UsageBatchResult, UsageEvent } from '@painel/contracts';
import { createHarness, type Harness } from '../../test/harness';
import { addPrice, clearUsage, productServerToken, userByEmail } from './usage.test-support';
import { pruneUsageKeys } from './usage.service';

const DAY = 24 * 60 * 60 * 1000;
const localize = { id: 1, slug: 'localize' };
const functionalityId = 1001;

let h: Harness;
let app: FastifyInstance;
let token: string;
let operatorId: number;
let now = new Date('2026-10-01T15:00:00Z');

beforeAll(async () => {
  h = await createHarness();
  app = await h.app('portal', { now: () => now });
  token = await productServerToken(app, h.db, localize);
  const operator = await userByEmail(h.db, 'operador@empresa.example');
  operatorId = operator.id;
  await clearUsage(h.db);
  await addPrice(h.db, {
    companyId: operator.companyId,
    productId: localize.id,
    functionalityId,
    unitPrice: '0.010',
    validFrom: '2026-01-01',
  });
});
afterAll(() => h.close());

const event = (idempotencyKey: string, occurredAt: Date): UsageEvent => ({
  idempotencyKey,
  userId: operatorId,
  productId: localize.id,
  functionalityId,
  quantity: 1,
  occurredAt: occurredAt.toISOString(),
});

async function send(events: UsageEvent[]) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/usage/events',
    headers: { authorization: `Bearer ${token}` },
    payload: { events },
  });
  expect(res.statusCode).toBe(200);
  return res.json<UsageBatchResult>().results;
}

const recorded = async () =>
  Number(
    (
      await h.db
        .selectFrom('usageEvents')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

it('prunes the keys past the late window only, and a retry of a pruned event is refused, not recorded again', async () => {
  const first = new Date(now);
  expect(await send([event('antigo-1', first)])).toMatchObject([{ status: 'accepted' }]);
  now = new Date(first.getTime() + 30 * DAY);
  token = await productServerToken(app, h.db, localize);
  const recent = new Date(now);
  expect(await send([event('recente-1', recent)])).toMatchObject([{ status: 'accepted' }]);

  now = new Date(first.getTime() + (USAGE_KEY_RETENTION_DAYS + 1) * DAY);
  // The product server's token lives minutes: it signs in again, as it would after weeks.
  token = await productServerToken(app, h.db, localize);
  expect(await pruneUsageKeys(h.db, now)).toBe(1);
  const keys = await h.db.selectFrom('usageIdempotencyKeys').select('idempotencyKey').execute();
  expect(keys).toEqual([{ idempotencyKey: 'recente-1' }]);

  expect(await send([event('antigo-1', first), event('recente-1', recent)])).toMatchObject([
    { idempotencyKey: 'antigo-1', status: 'refused', code: 'TOO_LATE' },
    { idempotencyKey: 'recente-1', status: 'duplicate' },
  ]);
  expect(await recorded()).toBe(2);
  // Nothing left to prune: a second pass (another process, the next hour) deletes nothing.
  expect(await pruneUsageKeys(h.db, now)).toBe(0);
});
