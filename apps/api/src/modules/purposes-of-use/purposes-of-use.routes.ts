/**
 * GET /lgpd/purpose-of-use[?productId] (PF 2, 3, 7): the purposes a signed-in user may pick
 * ('Escolha a finalidade de uso *'), general ones plus the product's own. Reference data, the
 * same for every company; in both environments.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, purposeOfUseListSchema, purposeOfUsePaths, purposeOfUseQuerySchema } from '@painel/contracts';
import type { AuthContext } from '../auth/auth.service';
import { authenticateRequest } from '../auth/authenticate';
import type { CookiePolicy } from '../auth/session-cookie';
import { listPurposes } from './purposes-of-use.repository';

export const purposeOfUseRoutes: FastifyPluginAsyncZod<{ ctx: AuthContext; cookie: CookiePolicy }> = async (app, { ctx, cookie }) => {
  app.get(
    purposeOfUsePaths.list,
    {
      schema: {
        tags: ['lgpd'],
        summary: 'Finalidades de uso (LGPD): as gerais e, com productId, as do produto',
        querystring: purposeOfUseQuerySchema,
        response: { 200: purposeOfUseListSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      await authenticateRequest(ctx, request, cookie);
      return listPurposes(ctx.db, request.query.productId);
    },
  );
};
