/**
 * GET /lgpd/purpose-of-use[?productId]: the purposes a signed-in user may pick
 * ('Escolha a finalidade de uso *'), general ones plus the product's own. Reference data, the
 * same for every company; in both environments.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  purposeOfUseListSchema,
  purposeOfUsePaths,
  purposeOfUseQuerySchema,
} from '@painel/contracts';
import { listPurposes } from './purposes-of-use.repository';
import type { AppContext } from '../../core/context';
import { actorOf } from '../../core/actor';
import { access } from '../../core/access';

export const purposeOfUseRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    purposeOfUsePaths.list,
    {
      config: { access: access.signedIn() },
      schema: {
        tags: ['lgpd'],
        summary: 'Finalidades de uso (LGPD): as gerais e, com productId, as do produto',
        querystring: purposeOfUseQuerySchema,
        response: { 200: purposeOfUseListSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      actorOf(request);
      return listPurposes(ctx.db, request.query.productId);
    },
  );
};
