/**
 * The credential of a sibling product's server: a confidential OAuth client
 * (`produto-<slug>-servidor`, with a secret, bound to its product, to no company) that obtains a
 * `client_credentials` JWT from the portal's token endpoint. `access.productClient()` routes
 * take only this token, verified here against our own published keys: the issuer, the audience
 * (the client itself), the shape of a client token (no session, no user), and a client row that
 * still exists with a secret — deleting the row ends its tokens (see the cache's bound below).
 */
import { createHash } from 'node:crypto';
import { createLocalJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { AppContext } from '../context';
import type { Db } from '../../db/database';
import type { OauthClientTable } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { issuerOf, readPublishedKeys } from './signing-keys';

export type ProductClient = { readonly clientId: string; readonly productId: number };

export const productServerClientId = (slug: string) => `produto-${slug}-servidor`;

/** A client that may take a product client token: a product's, with a secret, of no company. */
export function isProductServerClient<
  T extends Pick<OauthClientTable, 'environment' | 'productId' | 'companyId' | 'secretHash'>,
>(client: T): client is T & { productId: number } {
  return (
    client.environment === 'product' &&
    client.productId !== null &&
    client.companyId === null &&
    client.secretHash !== null
  );
}

/** Registers (or replaces the secret of) a product's server client. */
export async function saveProductServerClient(
  db: Db,
  input: { productId: number; slug: string; name: string; secret: string },
) {
  const secretHash = await hashPassword(input.secret);
  const id = productServerClientId(input.slug);
  await db
    .insertInto('oauthClients')
    .values({
      id,
      name: input.name,
      environment: 'product',
      productId: input.productId,
      redirectUris: [],
      secretHash,
      companyId: null,
    })
    .onConflict((oc) => oc.column('id').doUpdateSet({ secretHash, productId: input.productId }))
    .execute();
  forgetProductClientTokens(db);
  return id;
}

/** Published keys change only on rotation: read them at most this often, and again on a miss. */
const KEYS_TTL_MS = 10_000;
const keyCache = new WeakMap<Db, { at: number; keys: ReturnType<typeof createLocalJWKSet> }>();

async function keySet(ctx: AppContext, fresh: boolean) {
  const now = Date.now();
  const cached = keyCache.get(ctx.db);
  if (cached && !fresh && now - cached.at < KEYS_TTL_MS) return cached.keys;
  const keys = createLocalJWKSet(await readPublishedKeys(ctx));
  keyCache.set(ctx.db, { at: now, keys });
  return keys;
}

async function verified(ctx: AppContext, token: string): Promise<JWTPayload | null> {
  const options = { issuer: issuerOf(ctx.config), currentDate: ctx.now() };
  for (const fresh of [false, true]) {
    // Outside the try: a database that cannot be read is a 503 the product retries, not a bad token.
    const keys = await keySet(ctx, fresh);
    try {
      return (await jwtVerify(token, keys, options)).payload;
    } catch {
      // A key rotated in since the cache was filled: look once more.
    }
  }
  return null;
}

/**
 * Tokens verified in the last PRODUCT_CLIENT_TOKEN_CACHE_MS, per database handle, keyed by the
 * token's SHA-256 (the token itself is not kept): a product server calls authorize for every
 * consumption, and neither the signature check nor the client's row need repeating each time.
 * A client changed or deleted through this process (staff's product client routes) is forgotten
 * at once; one deleted by hand or by another process is refused within this bound — the same
 * half second as the sessions' principal cache. Refusals are never kept, and no entry outlives
 * its token's `exp`.
 */
export const PRODUCT_CLIENT_TOKEN_CACHE_MS = 500;
const TOKEN_CACHE_MAX = 10_000;
type TokenEntry = { client: ProductClient; from: number; until: number };
const tokenCache = new WeakMap<Db, Map<string, TokenEntry>>();

/** After product clients were written: their tokens are verified again on the next call. */
export function forgetProductClientTokens(db: Db) {
  tokenCache.delete(db);
}

/** The product client a bearer token proves, or null. */
export async function verifyProductClientToken(
  ctx: AppContext,
  token: string | undefined,
): Promise<ProductClient | null> {
  if (!token || token.split('.').length !== 3) return null;
  const now = ctx.now().getTime();
  const key = createHash('sha256').update(token).digest('base64url');
  const cache = tokenCache.get(ctx.db) ?? new Map<string, TokenEntry>();
  tokenCache.set(ctx.db, cache);
  const hit = cache.get(key);
  // `from` too: a clock moved back (tests) must not stretch an entry's life.
  if (hit && hit.from <= now && now < hit.until) return hit.client;
  if (hit) cache.delete(key);

  const payload = await verified(ctx, token);
  const clientId = payload?.client_id;
  if (
    !payload ||
    typeof clientId !== 'string' ||
    payload.sub !== `client:${clientId}` ||
    payload.aud !== clientId ||
    'sid' in payload
  )
    return null;
  const row = await ctx.db
    .selectFrom('oauthClients')
    .select(['id', 'environment', 'productId', 'companyId', 'secretHash'])
    .where('id', '=', clientId)
    .executeTakeFirst();
  if (!row || !isProductServerClient(row) || payload.product_id !== row.productId) return null;
  const client = { clientId: row.id, productId: row.productId };
  if (cache.size >= TOKEN_CACHE_MAX) cache.clear();
  const expires = typeof payload.exp === 'number' ? payload.exp * 1000 : now;
  cache.set(key, { client, from: now, until: Math.min(now + PRODUCT_CLIENT_TOKEN_CACHE_MS, expires) });
  return client;
}
