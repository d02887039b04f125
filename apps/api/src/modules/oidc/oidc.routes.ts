/** OpenID Connect discovery and the JWKS, so a sibling product can verify Painel's tokens itself. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths } from '@painel/contracts';
import { issuerOf, publishedKeys, SIGNING_ALGORITHM } from './signing-keys';
import type { AppContext } from '../../core/context';
import { access } from '../../core/access';

export const oidcRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const issuer = issuerOf(ctx.config, ctx.environment);
  const base = `${ctx.config.publicUrls[ctx.environment]}/api`;

  app.get(
    '/oauth2/.well-known/openid-configuration',
    { config: { access: access.public() }, schema: { tags: ['oauth2'], summary: 'Descoberta OpenID Connect', response: { 200: z.record(z.string(), z.unknown()) } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return {
        issuer,
        authorization_endpoint: `${base}${apiPaths.authorize}`,
        token_endpoint: `${base}${apiPaths.token}`,
        userinfo_endpoint: `${base}${apiPaths.session}`,
        jwks_uri: `${base}/oauth2/jwks`,
        response_types_supported: ['code'],
        grant_types_supported: ['authorization_code', 'refresh_token', 'client_credentials'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'none'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: [SIGNING_ALGORITHM],
        scopes_supported: ['openid', 'profile', 'email'],
      };
    },
  );

  app.get(
    '/oauth2/jwks',
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
};
