/**
 * GET /api/customers/list: the customer companies, for staff in the back office with a
 * customers view permission (users, groups or profiles of customers). In the portal the route
 * answers 403 to every signed-in user: customers never list other companies.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  customerFiscalDataBodySchema,
  customerFiscalDataResultSchema,
  customerAccessHoursBodySchema,
  customerAccessHoursSavedSchema,
  customerAccessHoursSchema,
  customerListQuerySchema,
  customerOverviewPageSchema,
  customerOverviewSchema,
  customerPageSchema,
  customerPaths,
  errorResponseSchema,
  idSchema,
  standardErrors,
} from '@painel/contracts';
import { PROVIDER_COMPANY_ID, policies, type BrazilianState } from '@painel/domain';
import {
  presentCustomerOverview,
  presentCustomerOverviewPage,
  presentCustomerPage,
} from './customers.presenter';
import {
  findCustomerOverview,
  findFiscalData,
  listCustomerOverview,
  listCustomers,
  saveFiscalData,
} from './customers.repository';
import { getCustomerHours, updateCustomerHours } from './customer-hours.service';
import type { AppContext } from '../../core/context';
import { access, customerPath } from '../../core/access';
import { actorOf, targetCompanyOf } from '../../core/actor';
import { recordAudit } from '../../core/audit/record-audit';
import { AppError } from '../../lib/app-error';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/** Any screen of the back office that works on a customer needs to find it first. */
const FIND = policies.customers.find;
const EDIT_HOURS = policies.customers.editAccessHours;

/** Staff screens on customers: the back office only (in the portal these policies grant nothing). */
export const customerRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  if (ctx.environment !== 'backoffice') return;
  app.get(
    customerPaths.list,
    {
      config: { access: access.permissions(FIND) },
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

  // The back office's customers page: the same search, with plan, status and user count.
  app.get(
    customerPaths.overview,
    {
      config: { access: access.permissions(FIND) },
      schema: {
        tags: ['clientes'],
        summary: 'Clientes com plano, situação e quantidade de usuários (somente equipe, no backoffice)',
        querystring: customerListQuerySchema,
        response: { 200: customerOverviewPageSchema, ...standardErrors },
      },
    },
    async (request, reply) => {
      const { numPage, numPageSize, filter } = request.query;
      const { rows, total } = await listCustomerOverview(
        ctx.db,
        { numPage, numPageSize, filter },
        PROVIDER_COMPANY_ID,
      );
      reply.header('cache-control', 'no-store');
      return presentCustomerOverviewPage(rows, total, { numPage, numPageSize }, ctx.now());
    },
  );

  // One customer's header on its page: the customer of the path must exist (the guard's 404).
  app.get(
    customerPath(ctx.environment, '/summary'),
    {
      config: { access: access.customer(FIND) },
      schema: {
        tags: ['clientes'],
        summary: 'Um cliente: nome, documento, plano, situação e quantidade de usuários (somente equipe)',
        params: z.object({ customerId: idSchema }),
        response: { 200: customerOverviewSchema, ...standardErrors },
      },
    },
    async (request) => {
      const companyId = targetCompanyOf(request);
      // The provider's own company is not a customer.
      const row =
        companyId === PROVIDER_COMPANY_ID ? undefined : await findCustomerOverview(ctx.db, companyId);
      if (!row) throw new AppError('NOT_FOUND');
      return presentCustomerOverview(row, ctx.now());
    },
  );

  // Dados fiscais: the customer as the tomador of its NFS-e (a block: its helpers are its own).
  {
    const params = z.object({ customerId: idSchema });
    const fiscalPath = customerPath(ctx.environment, '/fiscal-data');
    const present = (row: Awaited<ReturnType<typeof findFiscalData>>) =>
      row
        ? {
            ...row,
            state: row.state as BrazilianState,
            updatedAt: row.updatedAt.toISOString(),
          }
        : null;

    app.get(
      fiscalPath,
      {
        config: { access: access.customer(policies.payments.fiscalData) },
        schema: {
          tags: ['clientes'],
          summary: 'Dados fiscais do cliente, tomador da NFS-e: endereço, inscrição municipal e retenções',
          params,
          response: { 200: customerFiscalDataResultSchema, ...standardErrors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { data: present(await findFiscalData(ctx.db, targetCompanyOf(request))) };
      },
    );

    app.put(
      fiscalPath,
      {
        config: { access: access.customer(policies.payments.editFiscalData) },
        schema: {
          tags: ['clientes'],
          summary: 'Grava os dados fiscais do cliente (auditado); a próxima emissão de NFS-e os usa',
          params,
          body: customerFiscalDataBodySchema,
          response: { 200: customerFiscalDataResultSchema, ...standardErrors },
        },
      },
      async (request) => {
        const companyId = targetCompanyOf(request);
        if (companyId === PROVIDER_COMPANY_ID) throw new AppError('NOT_FOUND');
        const body = request.body;
        const values = {
          ...body,
          complement: body.complement || null,
          municipalRegistration: body.municipalRegistration || null,
        };
        const result = await ctx.db.transaction().execute(async (trx) => {
          const before = await findFiscalData(trx, companyId);
          const saved = await saveFiscalData(trx, companyId, values, ctx.now());
          await recordAudit(trx, actorOf(request), 'CUSTOMER_FISCAL_DATA_UPDATE', {
            companyId,
            before: before ? { ...before, updatedAt: undefined } : null,
            after: { ...saved, updatedAt: undefined },
          });
          return saved;
        });
        return { data: present(result) };
      },
    );
  }

  // The customer's default access days and hours.
  {
    const params = z.object({ customerId: idSchema });
    app.get(
      customerPath(ctx.environment, '/access-hours'),
      {
        config: { access: access.customer(FIND) },
        schema: {
          tags: ['clientes'],
          summary: 'Dias e horários de acesso padrão de um cliente (somente equipe)',
          params,
          response: { 200: customerAccessHoursSchema, ...standardErrors },
        },
      },
      async (request) => getCustomerHours(ctx, targetCompanyOf(request)),
    );
    app.put(
      customerPath(ctx.environment, '/access-hours'),
      {
        config: { access: access.customer(EDIT_HOURS) },
        schema: {
          tags: ['clientes'],
          summary: 'Altera os dias e horários de acesso padrão de um cliente (somente equipe)',
          params,
          body: customerAccessHoursBodySchema,
          response: { 200: customerAccessHoursSavedSchema, ...standardErrors },
        },
      },
      async (request) => updateCustomerHours(ctx, actorOf(request), targetCompanyOf(request), request.body),
    );
  }
};
