/**
 * GET /api/audit. Customers: an administrator (company-wide user view permission) sees the
 * company's own trail only. Back office: staff with the customers' user view permission see any
 * customer's, optionally one. Everyone else: 403.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditPageSchema, auditQuerySchema, errorResponseSchema } from '@painel/contracts';
import { PERMISSIONS, hasPermission } from '@painel/domain';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../auth/auth.service';
import { authenticateRequest } from '../auth/authenticate';
import type { CookiePolicy } from '../auth/session-cookie';
import { listAuditEvents } from './audit.repository';

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

export const auditRoutes: FastifyPluginAsyncZod<{ ctx: AuthContext; cookie: CookiePolicy }> = async (app, { ctx, cookie }) => {
  app.get(
    '/audit',
    {
      schema: {
        tags: ['auditoria'],
        summary: 'Trilha de auditoria: logins, falhas, bloqueios, MFA, senhas e fim de sessão',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => {
      const principal = await authenticateRequest(ctx, request, cookie);
      const { numPage, numPageSize, userId, action, customerId } = request.query;
      let companyId: number | undefined;
      if (ctx.environment === 'backoffice') {
        if (!hasPermission(principal.permissions, PERMISSIONS.backofficeUsersView)) throw new AppError('FORBIDDEN');
        companyId = customerId;
      } else {
        if (!hasPermission(principal.permissions, PERMISSIONS.usersViewCompany)) throw new AppError('FORBIDDEN');
        if (customerId !== undefined && customerId !== principal.user.companyId) throw new AppError('FORBIDDEN');
        companyId = principal.user.companyId;
      }
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
