/**
 * GET /api/reports/consolidated-usage and GET /api/reports/products (AA 7), in both
 * environments with the spec's query parameters: customers with the reports permission read
 * their company; staff with the back-office reports permission name the customer.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  consolidatedUsageQuerySchema,
  consolidatedUsageSchema,
  reportPaths,
  reportProductsQuerySchema,
  reportProductsSchema,
  standardErrors,
} from '@painel/contracts';
import { PERMISSIONS as P } from '@painel/domain';
import { access } from '../../core/access';
import { actorOf } from '../../core/actor';
import type { AppContext } from '../../core/context';
import { consolidatedUsage, reportProducts } from './reports.service';

const REPORT_ACCESS = access.permissions({ portal: [P.reportsView], backoffice: [P.backofficeReportsView] });

export const reportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    reportPaths.consolidatedUsage,
    {
      config: { access: REPORT_ACCESS },
      schema: {
        tags: ['relatorios'],
        summary: 'Consumo consolidado por mês, produto, funcionalidade e preço unitário (lido dos agregados diários)',
        querystring: consolidatedUsageQuerySchema,
        response: { 200: consolidatedUsageSchema, ...standardErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return consolidatedUsage(ctx, actorOf(request), request.query);
    },
  );

  app.get(
    reportPaths.products,
    {
      config: { access: REPORT_ACCESS },
      schema: {
        tags: ['relatorios'],
        summary: 'Produtos com consumo no período (seletor do relatório)',
        querystring: reportProductsQuerySchema,
        response: { 200: reportProductsSchema, ...standardErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reportProducts(ctx, actorOf(request), request.query);
    },
  );
};
