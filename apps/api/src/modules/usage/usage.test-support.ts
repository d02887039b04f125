/**
 * What usage tests share: a product server's token, prices and ids of the demo data. Test-only
 * (imported by *.test.ts files).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { basic } from '../../test/harness';
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
