/**
 * The one guard: every route of an app declares an access rule (access.ts) and this enforces it
 * before validation and before the handler. Deny by default twice over: a route registered
 * without a rule stops the app at `ready()` (listing the offenders), and a rule admits only the
 * environments it names.
 *
 * Order of answers: 401 (no live session, or a sibling product's token where products are not
 * admitted) before 403 (an environment the rule does not name, a missing permission) before 404
 * (a back-office customer that does not exist). A 403 is audited as ACCESS_DENIED. On a 401 the
 * session cookie the browser sent is dropped, so it stops presenting a dead one.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DB_INT_MAX, firstPartyClients } from '@painel/contracts';
import { PROVIDER_COMPANY_ID, hasPermission, trialAdmits, trialPhase } from '@painel/domain';
import { AppError } from '../lib/app-error';
import { logSecurityEvent } from '../lib/security-log';
import { bearerToken, clientInfo } from '../lib/http';
import { authenticateRequest } from './auth/authenticate';
import { assertProductToken } from './auth/session';
import { clearSessionCookie, readSessionCookie } from './auth/session-cookie';
import { recordAudit } from './audit/record-audit';
import { verifyProductClientToken, type ProductClient } from './auth/product-client-token';
import { access, type AccessRule } from './access';
import { buildActor } from './actor';
import type { AppContext } from './context';

export type RouteAccess = { method: string; url: string; access: AccessRule | undefined };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guard on `access.productClient()` routes; read it through productClientOf(). */
    productClient: ProductClient | null;
  }
  interface FastifyInstance {
    /** Every route of this app with its declared rule, as the guard sees them (the matrix test walks it). */
    routeAccess: RouteAccess[];
  }
}

function parseCustomerId(raw: unknown): number | null {
  if (typeof raw !== 'string' || !/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= DB_INT_MAX ? id : null;
}

/**
 * Routes that plugins register (static files, the API document's pages) are public by nature:
 * register such plugins inside `publicScope` so their routes carry the rule explicitly.
 */
export function publicScope(scope: FastifyInstance) {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: route.config?.access ?? access.public() };
  });
}

export function registerGuard(app: FastifyInstance, ctx: AppContext) {
  const table: RouteAccess[] = [];
  const options: Array<{ method: string | string[]; url: string; config?: { access?: AccessRule } }> = [];
  app.decorate('routeAccess', table);
  app.decorateRequest('actor', null);
  app.decorateRequest('targetCompanyId', null);
  app.decorateRequest('productClient', null);

  // Kept by reference: hooks of inner scopes (publicScope) run after this one and may still set the rule.
  app.addHook('onRoute', (route) => {
    options.push(route);
  });
  app.addHook('onReady', async () => {
    for (const route of options) {
      for (const method of [route.method].flat())
        table.push({ method, url: route.url, access: route.config?.access });
    }
    const open = table.filter((r) => r.access === undefined && r.method !== 'HEAD');
    if (open.length) {
      throw new Error(
        `Rotas sem regra de acesso declarada (config.access): ${open.map((r) => `${r.method} ${r.url}`).join(', ')}`,
      );
    }
  });

  /** The kind of credential a live session is: this environment's own session, or a sibling product's token. */
  function credentialOf(clientId: string): 'session' | 'product' | 'foreign' {
    if (clientId === firstPartyClients[ctx.environment]) return 'session';
    // Products are launched from the portal: their tokens mean nothing to the back office.
    if (ctx.environment !== 'portal') return 'foreign';
    return Object.values(firstPartyClients).some((id) => id === clientId) ? 'foreign' : 'product';
  }

  async function deny(request: FastifyRequest, reason: string): Promise<never> {
    const actor = request.actor;
    await recordAudit(ctx.db, actor, 'ACCESS_DENIED', {
      outcome: 'FORBIDDEN',
      method: request.method,
      route: request.routeOptions.url,
      reason,
    });
    logSecurityEvent(request.log, 'access.denied', {
      environment: ctx.environment,
      userId: actor?.userId ?? null,
      companyId: actor?.companyId ?? null,
      ip: request.ip,
      method: request.method,
      route: request.routeOptions.url,
      reason,
    });
    throw new AppError('FORBIDDEN');
  }

  app.addHook('preValidation', async (request, reply) => {
    // No route matched: the not-found handler answers (a JSON 404 under /api, else the web app).
    if (request.is404) return;
    const rule = request.routeOptions.config.access;
    // Not reachable: ready() refuses such an app. Kept so a mistake can only ever deny.
    if (!rule) throw new AppError('FORBIDDEN');
    if (rule.kind === 'public') return;
    if (rule.kind === 'productClient') {
      // Products are launched from, and speak to, the portal: the back office knows no product server.
      const client =
        ctx.environment === 'portal' ? await verifyProductClientToken(ctx, bearerToken(request)) : null;
      if (!client) throw new AppError('UNAUTHENTICATED');
      request.productClient = client;
      return;
    }

    let credential: 'session' | 'product' = 'session';
    const principal = await authenticateRequest(ctx, request, ctx.cookie, {
      source: rule.token,
      admit: (session, token) => {
        const kind = credentialOf(session.clientId);
        if (kind === 'foreign' || (kind === 'product' && !rule.products))
          throw new AppError('UNAUTHENTICATED');
        if (kind === 'product') assertProductToken(ctx, token, session);
        credential = kind;
      },
    }).catch((error: unknown) => {
      // The cookie is forgotten only when it was the credential refused. A bearer-only route never
      // reads it: a cross-site GET there (cookies ride along with SameSite=Lax) must not sign anyone out.
      if (
        error instanceof AppError &&
        error.status === 401 &&
        rule.token !== 'bearer' &&
        readSessionCookie(request, ctx.cookie)
      ) {
        clearSessionCookie(reply, ctx.cookie);
      }
      throw error;
    });
    const actor = buildActor(principal, {
      environment: ctx.environment,
      credential,
      ...clientInfo(request),
      now: ctx.now(),
    });
    request.actor = actor;

    const environmentRule = rule.environments[ctx.environment];
    if (environmentRule === undefined) return deny(request, 'environment');
    if (!trialAdmits(trialPhase(actor.viewer), rule.trial)) return deny(request, 'trial');
    if (environmentRule === 'member') {
      if (actor.blockedState !== null) return deny(request, 'blockedState');
    } else if (environmentRule !== 'signedIn' && !hasPermission(actor.permissions, environmentRule)) {
      return deny(request, 'permission');
    }

    if (!rule.customer) return;
    if (ctx.environment === 'portal') {
      request.targetCompanyId = actor.companyId;
      return;
    }
    const params = request.params as Record<string, unknown> | undefined; // raw path parameters: validation has not run yet
    const customerId = parseCustomerId(params?.customerId);
    if (customerId === null || customerId === PROVIDER_COMPANY_ID) throw new AppError('NOT_FOUND');
    const company = await ctx.db
      .selectFrom('companies')
      .select('id')
      .where('id', '=', customerId)
      .executeTakeFirst();
    if (!company) throw new AppError('NOT_FOUND');
    request.targetCompanyId = customerId;
  });
}

/** The product server calling an `access.productClient()` route, already verified by the guard. */
export function productClientOf(request: FastifyRequest): ProductClient {
  if (!request.productClient) throw new AppError('UNAUTHENTICATED');
  return request.productClient;
}
