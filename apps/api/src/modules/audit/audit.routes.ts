/**
 * GET /api/audit. Customers: an administrator (company-wide user view permission) sees the
 * company's own trail only. Back office: staff with the customers' user view permission see any
 * customer's, optionally one. Everyone else: 403.
 *
 * GET {customers}/audit ('Atividade'): the same trail of one company as people
 * read it — who acted and to whom, before and after — for the portal's administrator
 * (`/customers/audit`) and for staff on the customer of the path (`/customers/:customerId/audit`).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activityPageSchema,
  activityQuerySchema,
  auditPageSchema,
  auditQuerySchema,
  errorResponseSchema,
  idSchema,
  pagedList,
  standardErrors,
} from '@painel/contracts';
import { auditPeriod, policies } from '@painel/domain';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { activityCompanyName, listActivity, listAuditEvents } from './audit.repository';
import { presentActivity } from './audit.presenter';
import type { AppContext } from '../../core/context';
import { actorOf, targetCompanyOf } from '../../core/actor';
import { access, customerPath } from '../../core/access';

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

export const auditRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/audit',
    {
      config: { access: access.permissions(policies.activity.view) },
      schema: {
        tags: ['auditoria'],
        summary: 'Trilha de auditoria: logins, falhas, bloqueios, MFA, senhas e fim de sessão',
        querystring: auditQuerySchema,
        response: {
          200: auditPageSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { numPage, numPageSize, userId, action, customerId } = request.query;
      // Staff may read any customer's trail, or one; a customer only its own company's.
      if (ctx.environment === 'portal' && customerId !== undefined && customerId !== actor.companyId)
        throw new AppError('FORBIDDEN');
      const companyId = ctx.environment === 'backoffice' ? customerId : actor.companyId;
      const { rows, total } = await listAuditEvents(
        ctx.db,
        { companyId, userId, action },
        { numPage, numPageSize },
      );
      return pagedList(
        rows.map((r) => ({ ...r, id: String(r.id), occurredAt: iso(r.occurredAt) })),
        total,
        { numPage, numPageSize },
      );
    },
  );

  const ACTIVITY = access.customer(policies.activity.view);
  app.get(
    customerPath(ctx.environment, '/audit'),
    {
      config: { access: ACTIVITY },
      schema: {
        tags: ['auditoria'],
        summary: 'Atividade: a trilha de auditoria da empresa, com quem fez, com quem, antes e depois',
        ...(ctx.environment === 'backoffice' ? { params: z.object({ customerId: idSchema }) } : {}),
        querystring: activityQuerySchema,
        response: { 200: activityPageSchema, ...standardErrors },
      },
    },
    async (request) => {
      const companyId = targetCompanyOf(request);
      const { numPage, numPageSize, from, to, user, action } = request.query;
      // The contract refused an invalid period already; null cannot reach here.
      const period = auditPeriod(from, to) ?? {};
      const page = { numPage, numPageSize };
      const [{ rows, total }, companyName] = await Promise.all([
        listActivity(ctx.db, companyId, { ...period, action, user: user || undefined }, page),
        activityCompanyName(ctx.db, companyId),
      ]);
      return {
        ...pagedList(
          rows.map((row) => presentActivity(row, companyId, ctx.environment)),
          total,
          page,
        ),
        companyName,
      };
    },
  );
};
