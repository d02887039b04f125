/**
 * Products in the browser: a public client registered with its origins may call
 * discovery, the JWKS, the token endpoint, userinfo and revocation from its own pages (CORS), and
 * only those; every other origin, and every other route, keeps the portal's same-origin rule
 * (plugins/same-origin.ts). The token endpoint counts its rate limit per product client, sized for
 * a product's users, instead of per address (one product back end is one address).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_BASE, apiPaths, oidcPaths } from '@painel/contracts';
import type { AppContext } from '../../core/context';
import type { Db } from '../../db/database';
import { access } from '../../core/access';
import { AppError } from '../../lib/app-error';
import { parseClientBasic } from '../auth/tokens.service';
import { findClient } from '../../core/auth/session.repository';

export const CORS_PATHS = [
  oidcPaths.discovery,
  oidcPaths.jwks,
  apiPaths.token,
  oidcPaths.userinfo,
  oidcPaths.revoke,
].map((p) => `${API_BASE}${p}`);
/** Token requests a minute per product client (all processes together): a product's users renewing every few minutes. */
export const TOKEN_RATE_LIMIT_PER_CLIENT = 3000;
const TOKEN_WINDOW_MS = 60_000;
const ORIGINS_TTL_MS = 60_000;

const originsCache = new WeakMap<Db, { until: number; origins: Set<string> }>();

/** Every origin some product client registered (read at most once a minute). */
async function registeredOrigins(db: Db): Promise<Set<string>> {
  const cached = originsCache.get(db);
  if (cached && cached.until > Date.now()) return cached.origins;
  const rows = await db
    .selectFrom('oauthClients')
    .select('allowedOrigins')
    .where('environment', '=', 'product')
    .execute();
  const origins = new Set(rows.flatMap((r) => r.allowedOrigins));
  originsCache.set(db, { until: Date.now() + ORIGINS_TTL_MS, origins });
  return origins;
}

export function forgetRegisteredOrigins(db: Db) {
  originsCache.delete(db);
}

const admitted = new WeakSet<FastifyRequest>();

/** Whether this request came from a product origin the CORS hook admitted (the same-origin check lets it through). */
export const isAdmittedProductOrigin = (request: FastifyRequest) => admitted.has(request);

const pathOf = (url: string) => url.split('?')[0] ?? url;

/** Registered in the `/api` scope before the same-origin check. */
export function registerProductCors(api: FastifyInstance, ctx: AppContext) {
  if (ctx.environment !== 'portal') return;
  const own = new URL(ctx.config.publicUrls.portal).origin;
  api.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (typeof origin !== 'string' || origin === own || !CORS_PATHS.includes(pathOf(request.url))) return;
    if (!(await registeredOrigins(ctx.db)).has(origin)) return;
    admitted.add(request);
    reply.header('access-control-allow-origin', origin);
    reply.header('vary', 'Origin');
    reply.header('access-control-expose-headers', 'WWW-Authenticate');
  });
  // Preflight: answered for admitted origins only; anyone else gets no CORS headers (the browser stops).
  for (const path of CORS_PATHS) {
    api.options(
      path.slice(API_BASE.length),
      { config: { access: access.public() }, schema: { hide: true } },
      async (request, reply) => {
        if (admitted.has(request)) {
          reply.header('access-control-allow-methods', 'GET, POST');
          reply.header('access-control-allow-headers', 'Authorization, Content-Type, DPoP');
          reply.header('access-control-max-age', '600');
        }
        return reply.status(204).send();
      },
    );
  }
}

/** Which quota a token request counts against: its product client's, else its address's. */
export async function tokenLimitKey(ctx: AppContext, request: FastifyRequest): Promise<string> {
  const basic = parseClientBasic(request.headers.authorization);
  const body = request.body as { client_id?: unknown } | undefined;
  const clientId =
    basic && basic !== 'invalid' ? basic.user : typeof body?.client_id === 'string' ? body.client_id : null;
  // Only a registered product client has a quota of its own: made-up ids count against the address.
  const client = clientId ? await findClient(ctx.db, clientId) : undefined;
  return client?.environment === 'product' ? `token-client:${client.id}` : `token-ip:${request.ip}`;
}

/**
 * The token endpoint's limit (a preHandler, after the body is read): per product client, else per
 * address, counted in the shared counter store (lib/counter-store.ts: the database, or Redis), so
 * every process of the deployment holds one count. Over it: 429 RATE_LIMITED with Retry-After.
 */
export function tokenRateLimit(ctx: AppContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const key = await tokenLimitKey(ctx, request);
    const max = key.startsWith('token-client:')
      ? TOKEN_RATE_LIMIT_PER_CLIENT
      : ctx.config.loginRateLimitPerMinute * 2;
    const { count, resetInMs } = await ctx.counters.hit(`${key}:${ctx.environment}`, TOKEN_WINDOW_MS);
    if (count > max) {
      reply.header('retry-after', String(Math.max(1, Math.ceil(resetInMs / 1000))));
      throw new AppError('RATE_LIMITED');
    }
  };
}
