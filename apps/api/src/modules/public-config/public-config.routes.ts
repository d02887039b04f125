/**
 * GET /config (public): the configured addresses and texts the web shows before and after login.
 * The back office gets no help centre. Product addresses are those the OAuth clients of the
 * sibling products were registered with (db/reference-data.ts), so a launch lands where SSO expects.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRODUCTS } from '@painel/domain';
import { publicConfigPaths, publicConfigSchema, type PublicConfig } from '@painel/contracts';
import type { AppContext } from '../../core/context';
import { access } from '../../core/access';

export const publicConfigRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { config, environment } = ctx;
  const body: PublicConfig = {
    environment,
    helpCenterUrl: environment === 'backoffice' ? null : config.helpCenterUrl,
    privacyPolicyUrl: config.privacyPolicyUrl,
    loginContacts: config.loginContacts,
    securitySeal: config.securitySeal,
    loginBanner: environment === 'backoffice' ? null : config.loginBanner,
    productUrls: Object.fromEntries(
      Object.values(PRODUCTS)
        // Solutions launch through SSO; Protesto (landing) opens its landing page in a new tab.
        .filter((product) => product.kind === 'solution' || product.kind === 'landing')
        .map((product) => [String(product.id), config.productUrl(product.slug)]),
    ),
    apiDocsUrl: config.apiDocs ? '/docs' : null,
  };
  app.get(
    publicConfigPaths.get,
    {
      config: { access: access.public() },
      schema: {
        tags: ['sistema'],
        summary: 'Configuração pública do portal',
        response: { 200: publicConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return body;
    },
  );
};
