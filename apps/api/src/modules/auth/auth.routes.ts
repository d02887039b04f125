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
import { apiMessages, screenMessages, sessionMessages } from '@painel/domain';
import { asciiDescription } from '../../plugins/error-handler';
import { issuerOf } from '../../core/auth/signing-keys';
import { kickBackchannelLogouts } from '../oidc/backchannel-logout';
import { tokenRateLimit } from '../oidc/product-cors';
import { z } from 'zod';
import { startLoginChallenge } from '../mfa/mfa.service';
import { AppError } from '../../lib/app-error';
import { clientInfo, sendSerializedJson } from '../../lib/http';
import * as login from './login.service';
import * as productSignOn from './product-sign-on.service';
import * as sessions from './sessions.service';
import * as minting from './token-minting';
import * as tokens from './tokens.service';
import { authenticationOf } from './auth.repository';
import { signInDecision } from './fresh-sign-in';
import { verifiedIdToken } from '../oidc/oidc.service';
import { authenticateRequest, type Principal } from '../../core/auth/authenticate';
import { presentSessionUser } from './session.presenter';
import {
  clearSessionCookie,
  readRefreshCookie,
  readSessionCookie,
  setRefreshCookie,
  setSessionCookie,
} from '../../core/auth/session-cookie';
import type { AppContext } from '../../core/context';
import { access } from '../../core/access';
import { actorOf } from '../../core/actor';

/** max_age and reauth_since: a whole number of seconds (a billion is some 31 years). */
const WHOLE_SECONDS = /^\d{1,10}$/;
/** What a fresh sign-in answers: not asked again on the way back from the login page. */
const ASKED_ONCE = new Set(['prompt', 'max_age', 'id_token_hint', productSsoPortalPaths.reauthSinceParam]);

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  429: errorResponseSchema,
};

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  /** GET /oauth2/session's answer per cached caller (authenticate.ts): computed once per principal read. */
  const presented = new WeakMap<Principal, string>();
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
          summary:
            'Abre um produto com a sessão do portal: redireciona ao produto com um código de autorização',
          querystring: productAuthorizeQuerySchema,
          response: errors,
        },
        // Public: it finds the portal session itself (the cookie only) and sends the browser to log in without one.
        config: {
          access: access.public(),
          rateLimit: { max: ctx.config.loginRateLimitPerMinute, timeWindow: '1 minute' },
          // A browser the product sent here: what is not redirected to the product is a page for the person.
          errorPage: 'signIn',
        },
      },
      async (request, reply) => {
        const { query } = request;
        // Client and redirect URI first: a fault there is answered here and never redirected.
        const client = await productSignOn.findProductClient(ctx, query);
        reply.header('cache-control', 'no-store');
        // From here on, RFC 6749 4.1.2.1: the product hears of every fault at its redirect URI.
        const toProduct = (params: Record<string, string>) => {
          const target = new URL(query.redirect_uri);
          for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
          if (query.state !== undefined) target.searchParams.set('state', query.state);
          target.searchParams.set('iss', issuerOf(ctx.config)); // RFC 9207
          return reply.redirect(target.toString());
        };
        const refuse = (error: string, description: string) =>
          toProduct({ error, error_description: asciiDescription(description) });
        if (query.response_type !== 'code')
          return refuse('unsupported_response_type', apiMessages.unsupportedResponseType);
        // Products are public clients: PKCE S256 binds the code to the browser that asked for it.
        if (
          !query.code_challenge ||
          !/^[A-Za-z0-9_-]{43,128}$/.test(query.code_challenge) ||
          query.code_challenge_method !== 'S256'
        ) {
          return refuse('invalid_request', 'PKCE S256 (code_challenge, code_challenge_method) is required');
        }
        const prompts = new Set((query.prompt ?? '').split(' ').filter(Boolean));
        // OIDC Core 3.1.2.1: none means no page at all, so it cannot go with a value that shows one.
        if (prompts.has('none') && prompts.size > 1)
          return refuse('invalid_request', 'prompt=none cannot be combined with other prompt values');
        if (query.max_age !== undefined && !WHOLE_SECONDS.test(query.max_age))
          return refuse('invalid_request', 'max_age must be a whole number of seconds');
        const hint =
          query.id_token_hint === undefined
            ? undefined
            : await verifiedIdToken(ctx, query.id_token_hint, client.id);
        if (hint === null)
          return refuse(
            'invalid_request',
            'id_token_hint is not an ID token this provider issued to this client',
          );
        let signedIn: Principal | null;
        try {
          signedIn = await portalPrincipal(request);
        } catch (error) {
          // A session the portal would answer with a page of its own (hours, address…): never shown under prompt=none.
          if (prompts.has('none') && error instanceof AppError && error.status < 500)
            return refuse('interaction_required', 'The portal needs the user to interact');
          throw error;
        }
        const reauthSince =
          query.reauth_since !== undefined && WHOLE_SECONDS.test(query.reauth_since)
            ? Number(query.reauth_since)
            : undefined;
        const decision = signInDecision({
          authTime: signedIn ? (await authenticationOf(ctx.db, signedIn.session.id)).authTime : null,
          now: ctx.now(),
          prompts,
          maxAge: query.max_age === undefined ? undefined : Number(query.max_age),
          reauthSince,
          hintMatches: !hint || !signedIn || hint.sub === String(signedIn.user.id),
        });
        const principal = decision === 'proceed' ? signedIn : null;
        if (!principal) {
          // OIDC Core 3.1.2.6: prompt=none cannot show the login page.
          if (prompts.has('none')) return refuse('login_required', 'Login required');
          // Back here once signed in: the login page follows redirectURL (the same request, rebuilt from
          // what was validated). What asked for the sign-in becomes reauth_since, which a sign-in made from
          // now on answers, however long the way back takes (max_age=1 once looped here).
          const { reauthSinceParam, reauthenticateParam, redirectParam } = productSsoPortalPaths;
          const again = new URLSearchParams(
            Object.entries(query).filter(
              (entry): entry is [string, string] => typeof entry[1] === 'string' && !ASKED_ONCE.has(entry[0]),
            ),
          );
          if (decision === 'reauthenticate' || Object.keys(query).some((key) => ASKED_ONCE.has(key))) {
            again.set(reauthSinceParam, String(reauthSince ?? Math.floor(ctx.now().getTime() / 1000)));
          }
          const login = new URLSearchParams({
            [redirectParam]: `${API_BASE}${apiPaths.authorize}?${again.toString()}`,
          });
          // A signed-in person is otherwise sent straight back by the login page: ask it to show the form.
          if (decision === 'reauthenticate') login.set(reauthenticateParam, '1');
          return reply.redirect(`${productSsoPortalPaths.login}?${login.toString()}`);
        }
        const launch = await productSignOn.launchProduct(ctx, {
          client,
          user: principal,
          sessionId: principal.session.id,
          query: {
            ...query,
            code_challenge: query.code_challenge,
            scope: minting.grantedScope(query.scope) ?? null,
          },
          ...clientInfo(request),
        });
        if (launch.kind === 'denied') {
          // A product the person may not use (the company does not own it, or their profile does not grant it):
          // the product is told (access_denied) and sends the browser to the portal's page; a blocked company sees that page at once.
          if (launch.reason !== 'PRODUCT_BLOCKED')
            return refuse('access_denied', screenMessages.productDenied);
          // prompt=none shows no page, the portal's included: the product may ask again without it.
          if (prompts.has('none'))
            return refuse('interaction_required', 'The user must see the portal before using this product');
          return reply.redirect(productSsoPortalPaths.accessDenied);
        }
        return toProduct({ code: launch.code });
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
      config: {
        access: access.public(),
        rateLimit: { max: ctx.config.loginRateLimitPerMinute, timeWindow: '1 minute' },
      },
    },
    async (request) => {
      const caller = clientInfo(request);
      const outcome = await login.authorize(ctx, {
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
      // Per product client (sized for its users), else per address, shared by every process: tokenRateLimit.
      config: { access: access.public() },
      preHandler: tokenRateLimit(ctx),
    },
    async (request, reply) => {
      const issued = await tokens.exchangeToken(ctx, {
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
        ...(issued.idToken ? { id_token: issued.idToken } : {}),
        ...(issued.scope ? { scope: issued.scope } : {}),
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
      config: { access: access.signedIn({ products: true, trial: 'expired' }) },
    },
    async (request, reply) => {
      const { principal } = actorOf(request);
      const { productId } = request.query;
      if (productId !== undefined && !principal.products.some((p) => p.id === productId))
        throw new AppError('FORBIDDEN');
      reply.header('cache-control', 'no-store');
      // The most frequent request: a cached caller's answer is written once (through its schema,
      // the allow-list) and then sent as it is while the cache keeps that caller.
      let body = presented.get(principal);
      if (body === undefined) {
        body = JSON.stringify(
          z.encode(
            sessionUserSchema,
            presentSessionUser(principal, principal.session, ctx.environment, ctx.now()),
          ),
        );
        presented.set(principal, body);
      }
      return sendSerializedJson(reply, body);
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
      config: { access: access.signedIn({ products: true, trial: 'expired' }) },
    },
    async (request, reply) => {
      await sessions.logout(ctx, actorOf(request).session, clientInfo(request));
      // The products this session opened hear of it (OIDC Back-Channel Logout), without the person waiting.
      kickBackchannelLogouts(ctx, request.log);
      clearSessionCookie(reply, ctx.cookie);
      return { message: sessionMessages.loggedOut };
    },
  );
};
