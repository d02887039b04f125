/**
 * Área do desenvolvedor: an administrator of a company with the API flag manages
 * the company's API credentials. A credential is the company's own OAuth client (oauth_clients
 * with company_id set, environment 'product', no product): the token endpoint already grants it
 * client_credentials (auth/tokens.service.ts), rotation reuses the overlap of the product clients
 * (SECRET_ROTATION_OVERLAP_MS), and a revoked one stays listed but authenticates no more.
 * Another company's credential is not found (404).
 */
import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import {
  MAX_API_CREDENTIALS,
  type ApiCredential,
  type ApiCredentialWithSecret,
  type CreateApiCredentialBody,
} from '@painel/contracts';
import {
  accountMessages,
  canSeeDeveloperArea,
  developerAreaMessages,
  isValidIpOrRange,
  normalizeIpEntry,
} from '@painel/domain';
import type { Actor } from '../../core/actor';
import type { AppContext } from '../../core/context';
import type { Db } from '../../db/database';
import type { OauthClientTable } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import { newToken } from '../../lib/tokens';
import { recordAudit } from '../../core/audit/record-audit';
import { forgetClients } from '../../core/auth/session.repository';
import { rotatedSecretColumns } from '../oidc/product-clients.service';

type Row = Selectable<OauthClientTable>;
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function presentCredential(row: Row, now: Date): ApiCredential {
  const overlap =
    row.previousSecretUntil && new Date(row.previousSecretUntil) > now && !row.revokedAt
      ? row.previousSecretUntil
      : null;
  return {
    clientId: row.id,
    name: row.name,
    status: row.revokedAt ? 'REVOGADA' : 'ATIVA',
    ipAllowlist: row.ipAllowlist,
    createdAt: iso(row.createdAt) ?? '',
    lastUsedAt: iso(row.lastUsedAt),
    revokedAt: iso(row.revokedAt),
    previousSecretUntil: iso(overlap),
  };
}

/** The page's rule (menu.ts): an administrator of a company with the API flag, not blocked. */
function assertAllowed(actor: Actor) {
  if (!canSeeDeveloperArea(actor.viewer)) throw new AppError('FORBIDDEN');
}

const companyClients = (db: Db, companyId: number) =>
  db
    .selectFrom('oauthClients')
    .selectAll()
    .where('companyId', '=', companyId)
    .where('environment', '=', 'product')
    .where('productId', 'is', null);

export async function listCredentials(ctx: AppContext, actor: Actor): Promise<ApiCredential[]> {
  assertAllowed(actor);
  const rows = await companyClients(ctx.db, actor.companyId)
    .orderBy('revokedAt', 'desc')
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .execute();
  // Live credentials first, newest first; revoked ones after.
  const live = rows.filter((r) => !r.revokedAt);
  const revoked = rows.filter((r) => r.revokedAt);
  return [...live, ...revoked].map((row) => presentCredential(row, ctx.now()));
}

async function findOwn(db: Db, actor: Actor, clientId: string): Promise<Row> {
  const row = await companyClients(db, actor.companyId).where('id', '=', clientId).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

function allowlistOf(input: readonly string[]): string[] {
  const fields = input.flatMap((ip, i) =>
    isValidIpOrRange(ip) ? [] : [{ path: `body.ipAllowlist.${i}`, message: accountMessages.ipHint }],
  );
  if (fields.length) throw new AppError('VALIDATION_FAILED', { fields });
  return [...new Set(input.map(normalizeIpEntry))];
}

/** `api-<company>-<random>`: unguessable enough to say nothing of the company's other credentials. */
const newClientId = (companyId: number) => `api-${companyId}-${randomBytes(6).toString('hex')}`;

export async function createCredential(
  ctx: AppContext,
  actor: Actor,
  body: CreateApiCredentialBody,
): Promise<ApiCredentialWithSecret> {
  assertAllowed(actor);
  const name = body.name.trim();
  if (!name)
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'body.name', message: developerAreaMessages.nameRequired }],
    });
  const ipAllowlist = allowlistOf(body.ipAllowlist ?? []);
  const secret = newToken();
  const secretHash = await hashPassword(secret);
  const now = ctx.now();
  const row = await ctx.db.transaction().execute(async (trx) => {
    // Creations of one company wait for each other here, so concurrent requests cannot all count 19.
    await trx
      .selectFrom('companies')
      .select('id')
      .where('id', '=', actor.companyId)
      .forNoKeyUpdate()
      .execute();
    const live = await trx
      .selectFrom('oauthClients')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('companyId', '=', actor.companyId)
      .where('productId', 'is', null)
      .where('revokedAt', 'is', null)
      .executeTakeFirst();
    if (Number(live?.n ?? 0) >= MAX_API_CREDENTIALS) {
      throw new AppError('VALIDATION_FAILED', {
        fields: [{ path: 'body.name', message: developerAreaMessages.limitReached }],
      });
    }
    const inserted = await trx
      .insertInto('oauthClients')
      .values({
        id: newClientId(actor.companyId),
        name,
        environment: 'product',
        productId: null,
        companyId: actor.companyId,
        secretHash,
        redirectUris: [],
        ipAllowlist,
        createdByUserId: actor.userId,
        createdAt: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, 'API_CREDENTIAL_CREATED', {
      clientId: inserted.id,
      before: null,
      after: presentCredential(inserted, now),
    });
    return inserted;
  });
  forgetClients(ctx.db);
  return { credential: presentCredential(row, now), secret };
}

/** A new secret, shown once; the current one keeps working for the overlap (24 h). */
export async function rotateCredential(
  ctx: AppContext,
  actor: Actor,
  clientId: string,
): Promise<ApiCredentialWithSecret> {
  assertAllowed(actor);
  const now = ctx.now();
  const secret = newToken();
  const secretHash = await hashPassword(secret);
  const row = await ctx.db.transaction().execute(async (trx) => {
    const before = await findOwn(trx, actor, clientId);
    if (before.revokedAt)
      throw new AppError('VALIDATION_FAILED', {
        fields: [{ path: 'clientId', message: developerAreaMessages.alreadyRevoked }],
      });
    const after = await trx
      .updateTable('oauthClients')
      .set(rotatedSecretColumns(before, secretHash, now))
      .where('id', '=', clientId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, 'API_CREDENTIAL_SECRET_ROTATED', {
      clientId,
      before: presentCredential(before, now),
      after: presentCredential(after, now),
    });
    return after;
  });
  forgetClients(ctx.db);
  return { credential: presentCredential(row, now), secret };
}

/** Ends the credential at once, the overlap secret too; its row stays listed as Revogada. */
export async function revokeCredential(
  ctx: AppContext,
  actor: Actor,
  clientId: string,
): Promise<ApiCredential> {
  assertAllowed(actor);
  const now = ctx.now();
  const row = await ctx.db.transaction().execute(async (trx) => {
    const before = await findOwn(trx, actor, clientId);
    if (before.revokedAt) return before;
    const after = await trx
      .updateTable('oauthClients')
      .set({ revokedAt: now, previousSecretHash: null, previousSecretUntil: null })
      .where('id', '=', clientId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, 'API_CREDENTIAL_REVOKED', {
      clientId,
      before: presentCredential(before, now),
      after: presentCredential(after, now),
    });
    return after;
  });
  forgetClients(ctx.db);
  return presentCredential(row, now);
}
