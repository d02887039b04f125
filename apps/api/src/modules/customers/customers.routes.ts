/**
 * GET /api/customers/list (PF 7): the customer companies, for staff in the back office with a
 * customers view permission (users, groups or profiles of customers). In the portal the route
 * answers 403 to every signed-in user: customers never list other companies.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  customerListQuerySchema,
  customerPageSchema,
  customerPaths,
  errorResponseSchema,
} from '@painel/contracts';
import { PERMISSIONS, PROVIDER_COMPANY_ID } from '@painel/domain';
import { presentCustomerPage } from './customers.presenter';
import { listCustomers } from './customers.repository';
import type { AppContext } from '../../core/context';
import { access } from '../../core/access';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/** Any screen of the back office that works on a customer needs to find it first. */
const CUSTOMER_VIEW_PERMISSIONS = [
  PERMISSIONS.backofficeUsersView,
  PERMISSIONS.backofficeGroupsView,
  PERMISSIONS.backofficeProfilesView,
];

export const customerRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    customerPaths.list,
    {
      config: { access: access.permissions({ backoffice: CUSTOMER_VIEW_PERMISSIONS }) },
      schema: {
        tags: ['clientes'],
        summary: 'Empresas clientes por nome, nome fantasia ou documento (somente equipe, no backoffice)',
        querystring: customerListQuerySchema,
        response: { 200: customerPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { numPage, numPageSize, filter } = request.query;
      const { rows, total } = await listCustomers(
        ctx.db,
        { numPage, numPageSize, filter },
        PROVIDER_COMPANY_ID,
      );
      reply.header('cache-control', 'no-store');
      return presentCustomerPage(rows, total, { numPage, numPageSize });
    },
  );
};
