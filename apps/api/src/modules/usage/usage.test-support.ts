/**
 * What usage tests share: a product server's token, prices and ids of the demo data. Test-only
 * (imported by *.test.ts files).
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { UsageEvent } from '@painel/contracts';
import { USAGE_BATCH_MAX } from '@painel/domain';
import { basic, createHarness } from '../../test/harness';
import { saveProductServerClient } from '../../core/auth/product-client-token';

export async function productServerToken(
  app: FastifyInstance,
  db: Db,
  product: { id: number; slug: string },
): Promise<string> {
  const secret = `segredo-de-teste-${product.slug}`;
  const clientId = await saveProductServerClient(db, {
    productId: product.id,
    slug: product.slug,
    name: `${product.slug} (servidor)`,
    secret,
  });
  const res = await app.inject({
    method: 'POST',
    url: '/api/oauth2/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic(clientId, secret) },
    payload: 'grant_type=client_credentials',
  });
  const token = res.json<{ access_token?: string }>().access_token;
  if (!token) throw new Error(`product server token: ${res.statusCode} ${res.body}`);
  return token;
}

export async function userByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'companyId', 'groupId'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
}

export async function addPrice(
  db: Db,
  input: {
    companyId: number;
    productId: number;
    functionalityId: number;
    unitPrice: string;
    validFrom: string;
    validUntil?: string | null;
    pricingKind?: 'PER_USE' | 'PER_USER_MONTH';
  },
) {
  await db
    .insertInto('unitPrices')
    .values({ pricingKind: 'PER_USE', validUntil: null, ...input })
    .execute();
}

/** Starts a test from no usage (and no prices): the demo seed's own would blur what it checks. */
export async function clearUsage(db: Db, options: { keepPrices?: boolean } = {}) {
  if (!options.keepPrices) await db.deleteFrom('unitPrices').execute();
  await db.deleteFrom('usageEvents').execute();
  await db.deleteFrom('usageIdempotencyKeys').execute();
  await db.deleteFrom('usageDailyRollups').execute();
  await db.deleteFrom('groupMonthTotals').execute();
  await db.deleteFrom('companyMonthTotals').execute();
}

/**
 * A portal app on this file's database, the Localize server's token and the operator with one
 * price: where ingestion-beside-authorize tests start. Full batches of one event each.
 */
export async function ingestionScene(now: Date, configOverrides: Partial<Config> = {}) {
  const localize = { id: 1, slug: 'localize' };
  const functionalityId = 1001;
  const h = await createHarness(configOverrides);
  const app = await h.app('portal', { now: () => now });
  const token = await productServerToken(app, h.db, localize);
  const operator = await userByEmail(h.db, 'operador@empresa.example');
  await clearUsage(h.db);
  await addPrice(h.db, {
    companyId: operator.companyId,
    productId: localize.id,
    functionalityId,
    unitPrice: '0.001',
    validFrom: '2026-01-01',
  });
  const post = (url: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload });
  return {
    h,
    now,
    post,
    authorize: () =>
      post('/api/usage/authorize', {
        userId: operator.id,
        productId: localize.id,
        functionalityId,
        quantity: 1,
      }),
    fullBatch: (name: string): UsageEvent[] =>
      Array.from({ length: USAGE_BATCH_MAX }, (_, i) => ({
        idempotencyKey: `${name}-${i}`,
        userId: operator.id,
        productId: localize.id,
        functionalityId,
        quantity: 1,
        occurredAt: now.toISOString(),
      })),
  };
}
