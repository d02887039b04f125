/**
 * GET /api/backoffice/users/search: staff who may view customers' users find one by
 * name or e-mail, for the user autocomplete of Funcionalidades and Notificações. Back office only
 * (the portal has no such route: a customer never searches other companies' people).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  standardErrors,
  userSearchPath,
  userSearchQuerySchema,
  userSearchResultSchema,
} from '@painel/contracts';
import { PROVIDER_COMPANY_ID, policies } from '@painel/domain';
import { access } from '../../core/access';
import type { AppContext } from '../../core/context';
import { presentUserSearchItem } from './users.presenter';
import { searchCustomerUsers } from './users.repository';

export const userSearchRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  if (ctx.environment !== 'backoffice') return;

  app.get(
    userSearchPath,
    {
      // The key that shows staff a customer's users list shows them here too.
      config: { access: access.permissions(policies.users.search) },
      schema: {
        tags: ['usuários'],
        summary:
          'Usuários dos clientes por parte do nome ou do e-mail, para escolher um (somente equipe, no backoffice)',
        querystring: userSearchQuerySchema,
        response: { 200: userSearchResultSchema, ...standardErrors },
      },
    },
    async (request, reply) => {
      const rows = await searchCustomerUsers(ctx.db, request.query, PROVIDER_COMPANY_ID);
      reply.header('cache-control', 'no-store');
      return { list: rows.map(presentUserSearchItem) };
    },
  );
};
