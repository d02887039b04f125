/**
 * OpenID Connect for sibling products: discovery (OIDC and RFC 8414), the JWKS,
 * userinfo, introspection (RFC 7662), revocation (RFC 7009) and RP-initiated logout. The token
 * and authorize endpoints live in modules/auth. Endpoints that authenticate clients are
 * `access.public()` and authenticate the client themselves (authenticateClient), as the token
 * endpoint does.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_BASE,
  OIDC_SCOPES,
  apiPaths,
  endSessionConfirmBodySchema,
  endSessionConfirmResponseSchema,
  endSessionQuerySchema,
  errorResponseSchema,
  introspectionResponseSchema,
  oidcPaths,
  productSsoPortalPaths,
  standardErrors,
  tokenCallBodySchema,
  userinfoResponseSchema,
  wellKnownPaths,
} from '@painel/contracts';
import { sessionMessages } from '@painel/domain';
import {
  issuerOf,
  publishedKeys,
  SIGNING_ALGORITHMS,
  startKeyRotationSchedule,
} from '../../core/auth/signing-keys';
import type { AppContext } from '../../core/context';
import { access } from '../../core/access';
import { actorOf } from '../../core/actor';
import { AppError } from '../../lib/app-error';
import { clientInfo } from '../../lib/http';
import { ACR_PASSWORD, ACR_SECOND_FACTOR } from '../auth/token-minting';
import { authenticateClient } from '../auth/tokens.service';
import { clearSessionCookie, readSessionCookie } from '../../core/auth/session-cookie';
import { introspect, revoke, sessionScope, userinfoClaims } from './oidc.service';
import { browserPortalSession, endPortalSession, hintProvesSession, planEndSession } from './end-session';
import { kickBackchannelLogouts, startBackchannelLogoutSweep } from './backchannel-logout';

const metadataSchema = { 200: z.record(z.string(), z.unknown()) };

/** The discovery document (OIDC Discovery 1.0 3, RFC 8414 2): one object for both well-known paths. */
export function providerMetadata(ctx: AppContext) {
  const issuer = issuerOf(ctx.config);
  const base = `${ctx.config.publicUrls[ctx.environment]}${API_BASE}`;
  // Public clients (PKCE) use `none` at the token and revocation endpoints; introspection wants a secret (RFC 7662 2.1).
  const secretAuth = ['client_secret_basic', 'client_secret_post'];
  const clientAuth = [...secretAuth, 'none'];
  return {
    issuer,
    authorization_endpoint: `${base}${apiPaths.authorize}`,
    token_endpoint: `${base}${apiPaths.token}`,
    userinfo_endpoint: `${base}${oidcPaths.userinfo}`,
    jwks_uri: `${base}${oidcPaths.jwks}`,
    introspection_endpoint: `${base}${oidcPaths.introspect}`,
    revocation_endpoint: `${base}${oidcPaths.revoke}`,
    end_session_endpoint: `${base}${oidcPaths.endSession}`,
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: ['authorization_code', 'refresh_token', 'client_credentials'],
    code_challenge_methods_supported: ['S256'],
    token_endpoint_auth_methods_supported: clientAuth,
    introspection_endpoint_auth_methods_supported: secretAuth,
    revocation_endpoint_auth_methods_supported: clientAuth,
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: [...SIGNING_ALGORITHMS],
    scopes_supported: [...OIDC_SCOPES],
    claims_supported: [
      'sub',
      'iss',
      'aud',
      'exp',
      'iat',
      'jti',
      'auth_time',
      'nonce',
      'acr',
      'amr',
      'azp',
      'sid',
      'at_hash',
      'name',
      'given_name',
      'family_name',
      'locale',
      'zoneinfo',
      'email',
      'email_verified',
      'company',
      'group',
      'products',
      'permissions',
      'blocked_state',
    ],
    acr_values_supported: [ACR_PASSWORD, ACR_SECOND_FACTOR],
    prompt_values_supported: ['none', 'login'],
    // max_age and id_token_hint are honoured; the claims and request parameters are not supported, nor signed userinfo.
    claims_parameter_supported: false,
    request_parameter_supported: false,
    request_uri_parameter_supported: false,
    authorization_response_iss_parameter_supported: true,
    backchannel_logout_supported: true,
    backchannel_logout_session_supported: true,
    frontchannel_logout_supported: false,
    ui_locales_supported: ['pt-BR'],
  };
}

/** Discovery at the origin's root (outside `/api`), where RFC 8414 and generic clients look first. */
export const wellKnownRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const portal = ctx.environment === 'portal';
  const issuerPath = new URL(issuerOf(ctx.config)).pathname;
  const paths = [
    wellKnownPaths.authorizationServer,
    `${wellKnownPaths.authorizationServer}${issuerPath}`,
    wellKnownPaths.openidConfiguration,
    `${wellKnownPaths.openidConfiguration}${issuerPath}`,
  ];
  for (const path of paths) {
    app.get(
      path,
      {
        config: { access: access.public() },
        schema: {
          tags: ['oauth2'],
          summary: 'Metadados do servidor de autorização (RFC 8414)',
          response: { ...metadataSchema, 404: errorResponseSchema },
        },
      },
      async (_request, reply) => {
        // One issuer, the portal's (issuerOf): the back office publishes none, in JSON rather than its web app's page.
        if (!portal) throw new AppError('NOT_FOUND');
        reply.header('cache-control', 'public, max-age=300');
        return providerMetadata(ctx);
      },
    );
  }
};

export const oidcRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // One issuer, the portal's (issuerOf): the back office publishes no OpenID Provider.
  if (ctx.environment !== 'portal') return;
  // The sweep of back-channel logouts (and of deactivated users' sessions); tests call it themselves.
  if (ctx.config.nodeEnv !== 'test') {
    const stop = startBackchannelLogoutSweep(ctx, app.log);
    // The signing keys' schedule: one rotation every SIGNING_KEY_ROTATION_DAYS.
    const stopRotation = startKeyRotationSchedule(ctx, ctx.config.signingKeyRotationDays, app.log);
    app.addHook('onClose', async () => {
      stop();
      stopRotation();
    });
  }

  app.get(
    oidcPaths.discovery,
    {
      config: { access: access.public() },
      schema: { tags: ['oauth2'], summary: 'Descoberta OpenID Connect', response: metadataSchema },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return providerMetadata(ctx);
    },
  );

  app.get(
    oidcPaths.jwks,
    {
      config: { access: access.public() },
      schema: {
        tags: ['oauth2'],
        summary: 'Chaves públicas de assinatura (JWKS)',
        response: { 200: z.object({ keys: z.array(z.record(z.string(), z.unknown())) }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return publishedKeys(ctx);
    },
  );

  // OIDC Core 5.3: the claims of the token's scope. A product's bearer token (or a portal session's).
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: oidcPaths.userinfo,
      config: { access: access.signedIn({ portal: true, products: true, token: 'bearer' }) },
      schema: {
        tags: ['oauth2'],
        summary: 'Declarações OpenID Connect do usuário (userinfo)',
        response: { 200: userinfoResponseSchema, ...standardErrors },
      },
      handler: async (request, reply) => {
        const { principal } = actorOf(request);
        reply.header('cache-control', 'no-store');
        return userinfoClaims(principal, await sessionScope(ctx, principal.session.id), 'portal', ctx.now());
      },
    });
  }

  app.post(
    oidcPaths.introspect,
    {
      // Public: a confidential client authenticates itself (Basic or client_secret_post), as at the token endpoint.
      config: { access: access.public() },
      schema: {
        tags: ['oauth2'],
        summary: 'Introspecção de token (RFC 7662)',
        body: tokenCallBodySchema,
        response: { 200: introspectionResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const client = await authenticateClient(ctx, request.headers.authorization, request.body);
      // RFC 7662 2.1: the caller must prove who it is; a public client's id alone proves nothing.
      if (client.secretHash === null) throw new AppError('INVALID_CLIENT');
      reply.header('cache-control', 'no-store');
      return introspect(ctx, client, request.body.token);
    },
  );

  app.post(
    oidcPaths.revoke,
    {
      // Public: the client authenticates itself; an unknown token is not an error (RFC 7009 2.2).
      config: { access: access.public() },
      schema: {
        tags: ['oauth2'],
        summary: 'Revogação de token (RFC 7009)',
        body: tokenCallBodySchema,
        response: { 200: z.object({}), 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const client = await authenticateClient(ctx, request.headers.authorization, request.body);
      if (await revoke(ctx, client, request.body.token)) kickBackchannelLogouts(ctx, request.log);
      reply.header('cache-control', 'no-store');
      return {};
    },
  );

  // OpenID Connect RP-Initiated Logout 1.0: a product sends the browser here to end the portal session.
  app.get(
    oidcPaths.endSession,
    {
      // Public: it acts on the browser's own portal session (cookie) only, at once only with the product's proof (end-session.ts).
      // A refused request never redirects (section 3); a browser gets a page for the person.
      config: { access: access.public(), errorPage: 'signOut' },
      schema: {
        tags: ['oauth2'],
        summary: 'Encerra a sessão a pedido de um produto (RP-Initiated Logout)',
        querystring: endSessionQuerySchema,
        response: { 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const plan = await planEndSession(ctx, request.query);
      reply.header('cache-control', 'no-store');
      const cookieToken = readSessionCookie(request, ctx.cookie);
      const session = await browserPortalSession(ctx, cookieToken);
      // Nobody is signed in in this browser: nothing to end here (another browser's session is never ended from here).
      if (!session) {
        if (cookieToken) clearSessionCookie(reply, ctx.cookie);
        return reply.redirect(plan.redirectTo);
      }
      if (!(await hintProvesSession(ctx, plan, session))) {
        // Section 2: the person confirms on the portal's page, which posts back from the portal's own origin.
        const { query } = request;
        const confirm = new URLSearchParams();
        if (plan.clientId) confirm.set('client_id', plan.clientId);
        if (query.post_logout_redirect_uri)
          confirm.set('post_logout_redirect_uri', query.post_logout_redirect_uri);
        if (query.state !== undefined) confirm.set('state', query.state);
        const search = confirm.toString();
        return reply.redirect(`${productSsoPortalPaths.logoutConfirmation}${search ? `?${search}` : ''}`);
      }
      await endPortalSession(ctx, session, clientInfo(request), plan.clientId);
      clearSessionCookie(reply, ctx.cookie);
      kickBackchannelLogouts(ctx, request.log);
      return reply.redirect(plan.redirectTo);
    },
  );

  // RP-Initiated Logout 1.0 section 2: the OP accepts POST too (form serialization). A product's form
  // posts from its own site, and a SameSite=Lax session cookie does not travel with a cross-site POST:
  // the browser is sent on to the GET above with the same parameters (303), a top-level navigation
  // that carries the cookie. This route ends nothing itself, so another site may post to it.
  app.post(
    oidcPaths.endSession,
    {
      config: { access: access.public(), errorPage: 'signOut', crossSiteForm: true },
      schema: {
        tags: ['oauth2'],
        summary: 'Encerra a sessão a pedido de um produto (RP-Initiated Logout, POST)',
        body: endSessionQuerySchema,
        response: { 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const search = new URLSearchParams(
        Object.entries(request.body).filter((entry): entry is [string, string] => entry[1] !== undefined),
      ).toString();
      const path = request.url.split('?')[0]!;
      return reply.redirect(search ? `${path}?${search}` : path, 303);
    },
  );

  app.post(
    oidcPaths.endSessionConfirm,
    {
      // Public: the person confirmed on the portal's page; the same-origin rule refuses any other site,
      // and only the browser's own portal session (cookie) ends.
      config: { access: access.public() },
      schema: {
        tags: ['oauth2'],
        summary: 'Confirma o encerramento da sessão pedido por um produto',
        body: endSessionConfirmBodySchema,
        response: {
          200: endSessionConfirmResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const plan = await planEndSession(ctx, request.body);
      reply.header('cache-control', 'no-store');
      const cookieToken = readSessionCookie(request, ctx.cookie);
      const session = await browserPortalSession(ctx, cookieToken);
      if (session) {
        await endPortalSession(ctx, session, clientInfo(request), plan.clientId);
        kickBackchannelLogouts(ctx, request.log);
      }
      if (cookieToken) clearSessionCookie(reply, ctx.cookie);
      return { redirectTo: plan.redirectTo, message: sessionMessages.loggedOut };
    },
  );
};
