/** The oauth2 calls of PF 7: authorize, token, session, logout. Contract in, service, presenter out. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_BASE,
  apiPaths,
  authorizeBodySchema,
  authorizeHeadersSchema,
  authorizeResponseSchema,
  errorResponseSchema,
  firstPartyClients,
  logoutResponseSchema,
  mfaChallengeSchema,
  productAuthorizeQuerySchema,
  productSsoPortalPaths,
  sessionQuerySchema,
  sessionUserSchema,
  tokenBodySchema,
  tokenResponseSchema,
} from '@painel/contracts';
import { sessionMessages } from '@painel/domain';
import { z } from 'zod';
import { startLoginChallenge } from '../mfa/mfa.service';
import { AppError } from '../../lib/app-error';
import { clientInfo } from '../../lib/http';
import * as service from './auth.service';
import { authenticateRequest, type Principal } from './authenticate';
import { presentSessionUser } from './session.presenter';
import {
  clearSessionCookie,
  readRefreshCookie,
  readSessionCookie,
  setRefreshCookie,
  setSessionCookie,
} from './session-cookie';
import type { AppContext } from '../../core/context';
import { access } from '../../core/access';
import { actorOf } from '../../core/actor';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 429: errorResponseSchema };

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {

  /**
   * The portal session behind a product's GET authorize: the session cookie only — never a bearer
   * token, or one product's token could open another — and a session of the portal itself.
   * null: nobody is signed in here (or the session has ended), so the user signs in first.
   */
  async function portalPrincipal(request: Parameters<typeof clientInfo>[0]): Promise<Principal | null> {
    if (!readSessionCookie(request, ctx.cookie)) return null;
    try {
      const principal = await authenticateRequest(ctx, request, ctx.cookie);
      return principal.session.clientId === firstPartyClients.portal ? principal : null;
    } catch (error) {
      if (error instanceof AppError && error.status === 401) return null;
      throw error;
    }
  }

  // Single sign-on of sibling products, in the portal only: products are launched from there.
  if (ctx.environment === 'portal') {
    app.get(
      apiPaths.authorize,
      {
        schema: {
          tags: ['oauth2'],
          summary: 'Abre um produto com a sessão do portal: redireciona ao produto com um código de autorização',
          querystring: productAuthorizeQuerySchema,
          response: errors,
        },
        // Public: it finds the portal session itself (the cookie only) and sends the browser to log in without one.
        config: { access: access.public(), rateLimit: { max: ctx.config.loginRateLimitPerMinute, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        const { query } = request;
        const client = await service.findProductClient(ctx, query);
        reply.header('cache-control', 'no-store');
        const principal = await portalPrincipal(request);
        if (!principal) {
          // Back here once signed in: the login page follows redirectURL (the same request, rebuilt from what was validated).
          const again = `${API_BASE}${apiPaths.authorize}?${new URLSearchParams(query).toString()}`;
          return reply.redirect(`${productSsoPortalPaths.login}?${new URLSearchParams({ [productSsoPortalPaths.redirectParam]: again }).toString()}`);
        }
        const launch = await service.launchProduct(ctx, { client, user: principal, sessionId: principal.session.id, query, ...clientInfo(request) });
        if (launch.kind === 'denied') return reply.redirect(productSsoPortalPaths.accessDenied);
        const target = new URL(query.redirect_uri);
        target.searchParams.set('code', launch.code);
        target.searchParams.set('state', launch.state);
        return reply.redirect(target.toString());
      },
    );
  }

  app.post(
    apiPaths.authorize,
    {
      schema: {
        tags: ['oauth2'],
        summary: 'Autentica o usuário e emite um código de autorização',
        body: authorizeBodySchema,
        headers: authorizeHeadersSchema,
        response: { 200: z.union([authorizeResponseSchema, mfaChallengeSchema]), ...errors },
      },
      // Public: the credentials are what it checks.
      config: { access: access.public(), rateLimit: { max: ctx.config.loginRateLimitPerMinute, timeWindow: '1 minute' } },
    },
    async (request) => {
      const caller = clientInfo(request);
      const outcome = await service.authorize(ctx, {
        body: request.body,
        authorization: request.headers.authorization,
        deviceInfo: request.headers['x-device-info'],
        captchaToken: request.headers['x-captcha-token'],
        ...caller,
      });
      if (outcome.kind === 'code') return { code: outcome.code, state: outcome.state };
      const { kind: _kind, ...grant } = outcome;
      return startLoginChallenge(ctx, grant, caller);
    },
  );

  app.post(
    apiPaths.token,
    {
      schema: {
        tags: ['oauth2'],
        summary: 'Troca um código de autorização por uma sessão',
        body: tokenBodySchema,
        response: { 200: tokenResponseSchema, ...errors },
      },
      // Public: the client, code or refresh token is what it checks.
      config: { access: access.public(), rateLimit: { max: ctx.config.loginRateLimitPerMinute * 2, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const issued = await service.exchangeToken(ctx, {
        body: request.body,
        authorization: request.headers.authorization,
        refreshCookie: readRefreshCookie(request, ctx.cookie),
        ...clientInfo(request),
      });
      reply.header('cache-control', 'no-store');
      if (issued.firstParty) {
        setSessionCookie(reply, ctx.cookie, issued.accessToken, issued.expiresIn);
        setRefreshCookie(reply, ctx.cookie, issued.refreshToken, ctx.config.sessionAbsoluteSeconds);
        return { token_type: 'Bearer' as const, expires_in: issued.expiresIn };
      }
      return {
        token_type: 'Bearer' as const,
        expires_in: issued.expiresIn,
        access_token: issued.accessToken,
        ...(issued.refreshToken ? { refresh_token: issued.refreshToken } : {}),
      };
    },
  );

  app.get(
    apiPaths.session,
    {
      schema: {
        tags: ['oauth2'],
        summary: 'Usuário da sessão: perfil, empresa, grupo, plano, produtos e permissões',
        querystring: sessionQuerySchema,
        response: { 200: sessionUserSchema, ...errors },
      },
      // The session call of PF 7 serves the web apps and the sibling products (with their token).
      config: { access: access.signedIn({ products: true }) },
    },
    async (request, reply) => {
      const { principal } = actorOf(request);
      const { productId } = request.query;
      if (productId !== undefined && !principal.products.some((p) => p.id === productId)) throw new AppError('FORBIDDEN');
      reply.header('cache-control', 'no-store');
      return presentSessionUser(principal, principal.session, ctx.environment);
    },
  );

  app.delete(
    apiPaths.session,
    {
      schema: {
        tags: ['oauth2'],
        summary: 'Encerra a sessão',
        response: { 200: logoutResponseSchema, ...errors },
      },
      // The logout call of PF 7, for the web apps and for a product ending its own session.
      config: { access: access.signedIn({ products: true }) },
    },
    async (request, reply) => {
      await service.logout(ctx, actorOf(request).session, clientInfo(request));
      clearSessionCookie(reply, ctx.cookie);
      return { message: sessionMessages.loggedOut };
    },
  );
};
