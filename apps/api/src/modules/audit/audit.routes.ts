/**
 * GET /api/audit. Customers: an administrator (company-wide user view permission) sees the
 * company's own trail only. Back office: staff with the customers' user view permission see any
 * customer's, optionally one. Everyone else: 403.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditPageSchema, auditQuerySchema, errorResponseSchema } from '@painel/contracts';
import { PERMISSIONS } from '@painel/domain';
import { AppError } from '../../lib/app-error';
import { listAuditEvents } from './audit.repository';
import type { AppContext } from '../../core/context';
import { actorOf } from '../../core/actor';
import { access } from '../../core/access';

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

export const auditRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/audit',
    {
      config: { access: access.permissions({ portal: [PERMISSIONS.usersViewCompany], backoffice: [PERMISSIONS.backofficeUsersView] }) },
      schema: {
        tags: ['auditoria'],
        summary: 'Trilha de auditoria: logins, falhas, bloqueios, MFA, senhas e fim de sessão',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { numPage, numPageSize, userId, action, customerId } = request.query;
      // Staff may read any customer's trail, or one; a customer only its own company's.
      if (ctx.environment === 'portal' && customerId !== undefined && customerId !== actor.companyId) throw new AppError('FORBIDDEN');
      const companyId = ctx.environment === 'backoffice' ? customerId : actor.companyId;
      const { rows, total } = await listAuditEvents(ctx.db, { companyId, userId, action }, { numPage, numPageSize });
      return {
        list: rows.map((r) => ({ ...r, id: String(r.id), occurredAt: iso(r.occurredAt) })),
        numPage,
        totalPages: Math.ceil(total / numPageSize),
        totalItems: total,
      };
    },
  );
};
