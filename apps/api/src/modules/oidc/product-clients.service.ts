/**
 * Registration of sibling products' OAuth clients as data: staff register a product's
 * client — redirect URIs, post-logout redirect URIs, browser origins (CORS), back-channel logout
 * URI, confidential or public — see its secret once, and rotate it with an overlap during which
 * the previous secret still works. Only clients of a product are managed here: the first-party
 * apps and the companies' API clients are not. The `produto-<slug>` clients that reference data
 * keeps in line with PRODUCT_URL_TEMPLATE are listed too; their redirect URIs follow that setting
 * on every start.
 */
import type { CreateProductClientBody, ProductClient, UpdateProductClientBody } from '@painel/contracts';
import { findProduct, productClientMessages } from '@painel/domain';
import type { AppContext } from '../../core/context';
import type { Db } from '../../db/database';
import type { OauthClientTable } from '../../db/schema';
import type { Selectable } from 'kysely';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import { newToken } from '../../lib/tokens';
import { recordAudit, type AuditActor } from '../../core/audit/record-audit';
import { forgetClients } from '../../core/auth/session.repository';
import { forgetProductClientTokens } from '../../core/auth/product-client-token';
import { forgetRegisteredOrigins } from './product-cors';
import { isResourceUri } from './resource-indicators';

/** How long the secret before a rotation keeps working: time for the product to deploy the new one. */
export const SECRET_ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;
const ID_PATTERN = /^[a-z0-9][a-z0-9._-]{2,63}$/;

type Row = Selectable<OauthClientTable>;

/**
 * What a secret rotation writes to an OAuth client's row, for every client that has a secret (the
 * products' here, the companies' API credentials in developer-area): the new hash, and the current
 * one kept as the previous secret until SECRET_ROTATION_OVERLAP_MS from `now`.
 */
export function rotatedSecretColumns(before: Pick<Row, 'secretHash'>, secretHash: string, now: Date) {
  return {
    secretHash,
    previousSecretHash: before.secretHash,
    previousSecretUntil: new Date(now.getTime() + SECRET_ROTATION_OVERLAP_MS),
  };
}
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function presentClient(row: Row, now: Date): ProductClient {
  const overlap =
    row.previousSecretUntil && new Date(row.previousSecretUntil) > now ? row.previousSecretUntil : null;
  return {
    id: row.id,
    name: row.name,
    productId: row.productId ?? 0,
    confidential: row.secretHash !== null,
    redirectUris: row.redirectUris,
    postLogoutRedirectUris: row.postLogoutRedirectUris,
    allowedOrigins: row.allowedOrigins,
    backchannelLogoutUri: row.backchannelLogoutUri,
    idTokenSignedResponseAlg: row.idTokenSignedResponseAlg,
    resourceUri: row.resourceUri,
    previousSecretUntil: iso(overlap),
    createdAt: iso(row.createdAt) ?? '',
  };
}

const isProductClient = (row: Row) =>
  row.environment === 'product' && row.productId !== null && row.companyId === null;

/** An absolute http(s) address; plain http only for loopback hosts outside production. */
function validUri(ctx: AppContext, value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.hash || url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  return url.protocol === 'http:' && loopback && ctx.config.nodeEnv !== 'production';
}

function validate(ctx: AppContext, body: UpdateProductClientBody, confidential: boolean) {
  const fields: { path: string; message: string }[] = [];
  if (body.resourceUri !== null) {
    const message = !confidential
      ? productClientMessages.resourceNeedsSecret
      : !isResourceUri(body.resourceUri) || !validUri(ctx, body.resourceUri)
        ? productClientMessages.resourceInvalid
        : null;
    if (message) fields.push({ path: 'body.resourceUri', message });
  }
  if (!findProduct(body.productId))
    fields.push({ path: 'body.productId', message: productClientMessages.productUnknown });
  const uris = (key: 'redirectUris' | 'postLogoutRedirectUris', list: string[]) =>
    list.forEach((uri, i) => {
      if (!validUri(ctx, uri))
        fields.push({ path: `body.${key}.${i}`, message: productClientMessages.uriInvalid });
    });
  uris('redirectUris', body.redirectUris);
  uris('postLogoutRedirectUris', body.postLogoutRedirectUris);
  body.allowedOrigins.forEach((origin, i) => {
    if (!validUri(ctx, origin) || new URL(origin).origin !== origin)
      fields.push({ path: `body.allowedOrigins.${i}`, message: productClientMessages.originInvalid });
  });
  if (body.backchannelLogoutUri !== null && !validUri(ctx, body.backchannelLogoutUri)) {
    fields.push({ path: 'body.backchannelLogoutUri', message: productClientMessages.uriInvalid });
  }
  if (fields.length) throw new AppError('VALIDATION_FAILED', { fields });
}

/** The resource URI when no other client serves it; a field error otherwise (the unique index backs this). */
async function freeResource(db: Db, resourceUri: string | null, clientId: string) {
  if (resourceUri === null) return null;
  const holder = await db
    .selectFrom('oauthClients')
    .select('id')
    .where('resourceUri', '=', resourceUri)
    .where('id', '<>', clientId)
    .executeTakeFirst();
  if (holder)
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'body.resourceUri', message: productClientMessages.resourceTaken }],
    });
  return resourceUri;
}

function forget(db: Db) {
  forgetClients(db);
  forgetProductClientTokens(db);
  forgetRegisteredOrigins(db);
}

export async function listClients(ctx: AppContext): Promise<ProductClient[]> {
  const rows = await ctx.db
    .selectFrom('oauthClients')
    .selectAll()
    .where('environment', '=', 'product')
    .where('productId', 'is not', null)
    .where('companyId', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map((row) => presentClient(row, ctx.now()));
}

async function findManaged(db: Db, clientId: string): Promise<Row> {
  const row = await db.selectFrom('oauthClients').selectAll().where('id', '=', clientId).executeTakeFirst();
  if (!row || !isProductClient(row)) throw new AppError('NOT_FOUND');
  return row;
}

export async function createClient(
  ctx: AppContext,
  staff: AuditActor,
  body: CreateProductClientBody,
): Promise<{ client: ProductClient; secret: string | null }> {
  if (!ID_PATTERN.test(body.id))
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'body.id', message: productClientMessages.idInvalid }],
    });
  validate(ctx, body, body.confidential);
  const secret = body.confidential ? newToken() : null;
  const secretHash = secret ? await hashPassword(secret) : null;
  const row = await ctx.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('oauthClients')
      .values({
        id: body.id,
        name: body.name,
        environment: 'product',
        productId: body.productId,
        companyId: null,
        secretHash,
        redirectUris: body.redirectUris,
        postLogoutRedirectUris: body.postLogoutRedirectUris,
        allowedOrigins: body.allowedOrigins,
        backchannelLogoutUri: body.backchannelLogoutUri,
        idTokenSignedResponseAlg: body.idTokenSignedResponseAlg,
        resourceUri: await freeResource(trx, body.resourceUri, body.id),
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!inserted)
      throw new AppError('VALIDATION_FAILED', {
        fields: [{ path: 'body.id', message: productClientMessages.idTaken }],
      });
    await recordAudit(trx, staff, 'PRODUCT_CLIENT_CREATED', {
      clientId: body.id,
      before: null,
      after: presentClient(inserted, ctx.now()),
    });
    return inserted;
  });
  forget(ctx.db);
  return { client: presentClient(row, ctx.now()), secret };
}

export async function updateClient(
  ctx: AppContext,
  staff: AuditActor,
  clientId: string,
  body: UpdateProductClientBody,
): Promise<ProductClient> {
  const row = await ctx.db.transaction().execute(async (trx) => {
    const before = await findManaged(trx, clientId);
    validate(ctx, body, before.secretHash !== null);
    const after = await trx
      .updateTable('oauthClients')
      .set({
        name: body.name,
        productId: body.productId,
        redirectUris: body.redirectUris,
        postLogoutRedirectUris: body.postLogoutRedirectUris,
        allowedOrigins: body.allowedOrigins,
        backchannelLogoutUri: body.backchannelLogoutUri,
        idTokenSignedResponseAlg: body.idTokenSignedResponseAlg,
        resourceUri: await freeResource(trx, body.resourceUri, clientId),
      })
      .where('id', '=', clientId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, staff, 'PRODUCT_CLIENT_UPDATED', {
      clientId,
      before: presentClient(before, ctx.now()),
      after: presentClient(after, ctx.now()),
    });
    return after;
  });
  forget(ctx.db);
  return presentClient(row, ctx.now());
}

/** A new secret, shown once; the current one keeps working for SECRET_ROTATION_OVERLAP_MS. */
export async function rotateSecret(
  ctx: AppContext,
  staff: AuditActor,
  clientId: string,
): Promise<{ client: ProductClient; secret: string }> {
  const now = ctx.now();
  const secret = newToken();
  const secretHash = await hashPassword(secret);
  const row = await ctx.db.transaction().execute(async (trx) => {
    const before = await findManaged(trx, clientId);
    if (before.secretHash === null) {
      throw new AppError('VALIDATION_FAILED', {
        fields: [{ path: 'clientId', message: productClientMessages.publicHasNoSecret }],
      });
    }
    const after = await trx
      .updateTable('oauthClients')
      .set(rotatedSecretColumns(before, secretHash, now))
      .where('id', '=', clientId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, staff, 'PRODUCT_CLIENT_SECRET_ROTATED', {
      clientId,
      before: presentClient(before, now),
      after: presentClient(after, now),
    });
    return after;
  });
  forget(ctx.db);
  return { client: presentClient(row, now), secret };
}

/**
 * Ends the previous secret's overlap now: only the current secret works from here. Without an
 * overlap running there is nothing to end, and nothing is written or audited.
 */
export async function revokePreviousSecret(
  ctx: AppContext,
  staff: AuditActor,
  clientId: string,
): Promise<ProductClient> {
  const now = ctx.now();
  const row = await ctx.db.transaction().execute(async (trx) => {
    const before = await findManaged(trx, clientId);
    if (presentClient(before, now).previousSecretUntil === null) return before;
    const after = await trx
      .updateTable('oauthClients')
      .set({ previousSecretHash: null, previousSecretUntil: null })
      .where('id', '=', clientId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, staff, 'PRODUCT_CLIENT_PREVIOUS_SECRET_REVOKED', {
      clientId,
      before: presentClient(before, now),
      after: presentClient(after, now),
    });
    return after;
  });
  forget(ctx.db);
  return presentClient(row, now);
}
