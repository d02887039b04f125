/**
 * GET /api/reports/consolidated-usage and GET /api/reports/products, in both
 * environments with the spec's query parameters: customers with the reports permission read
 * their company; staff with the back-office reports permission name the customer.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  monthConsumptionSchema,
  presignedLinkSchema,
  reportExportFileQuerySchema,
  reportExportFileSchema,
  reportExportJobSchema,
  reportExportListSchema,
  reportExportParamsSchema,
  reportExportPaths,
  reportExportQuerySchema,
  reportGroupsQuerySchema,
  reportGroupsSchema,
  unitPricesSchema,
  usageByProductSchema,
  consolidatedUsageQuerySchema,
  consolidatedUsageSchema,
  reportPaths,
  reportProductsQuerySchema,
  reportProductsSchema,
  standardErrors,
} from '@painel/contracts';
import {
  REPORT_EXPORT_FORMAT_NAMES,
  REPORT_EXPORT_LEASE_MS,
  REPORT_EXPORT_SYNC_MAX_ROWS,
  policies,
} from '@painel/domain';
import { access, customerPath } from '../../core/access';
import { actorOf, targetCompanyOf } from '../../core/actor';
import type { AppContext } from '../../core/context';
import { exportWorker } from './report-export-worker';
import { listExports, openExportFile, relinkExport, requestExport } from './report-exports.service';
import {
  consolidatedUsage,
  monthConsumption,
  reportGroups,
  reportProducts,
  unitPrices,
  usageByProduct,
} from './reports.service';

const REPORT_ACCESS = access.permissions(policies.reports.view);
/** 'Saldo e extrato' / 'Consumo' (PF 6 menu keys): the portal only. */
const CONSUMPTION_ACCESS = access.permissions(policies.balance.monthConsumption);

export const reportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Background exports: the worker starts with the app (queuing again what a stop interrupted) and stops with it.
  const worker = exportWorker(ctx);
  worker.onError = (error) => app.log.error({ err: error }, 'report export queue failed');
  app.addHook('onReady', () => worker.start());
  app.addHook('onClose', () => worker.stop());
  if (ctx.config.nodeEnv !== 'test') {
    const timer = setInterval(() => void worker.recover(), REPORT_EXPORT_LEASE_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  app.get(
    reportPaths.consolidatedUsage,
    {
      config: { access: REPORT_ACCESS },
      schema: {
        tags: ['relatorios'],
        summary:
          'Consumo consolidado por mês, produto, funcionalidade e preço unitário (lido dos agregados diários)',
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

  app.get(
    reportExportPaths.export,
    {
      config: { access: REPORT_ACCESS },
      schema: {
        tags: ['relatorios'],
        summary: `EXTRAIR RELATÓRIO: registra a exportação (${REPORT_EXPORT_FORMAT_NAMES}) e responde um link assinado que expira`,
        description: `Até ${REPORT_EXPORT_SYNC_MAX_ROWS.toLocaleString('pt-BR')} linhas: 200 com o link. Acima: 202 com a exportação em segundo plano (acompanhe em GET /reports/exports).`,
        querystring: reportExportQuerySchema,
        response: { 200: presignedLinkSchema, 202: reportExportJobSchema, ...standardErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const answer = await requestExport(ctx, actorOf(request), request.query);
      if ('link' in answer) return answer.link;
      return reply.code(202).send(answer.job);
    },
  );

  app.post(
    reportExportPaths.list,
    {
      config: { access: REPORT_ACCESS },
      schema: {
        tags: ['relatorios'],
        summary: 'Exportação em segundo plano (qualquer tamanho): o progresso aparece em Exportações',
        body: reportExportQuerySchema,
        response: { 202: reportExportJobSchema, ...standardErrors },
      },
    },
    async (request, reply) => {
      const answer = await requestExport(ctx, actorOf(request), request.body, { background: true });
      if ('link' in answer) throw new Error('a background export answered a link');
      return reply.code(202).send(answer.job);
    },
  );

  app.get(
    reportExportPaths.chart,
    {
      config: { access: REPORT_ACCESS },
      schema: {
        tags: ['relatorios'],
        summary: 'Quantidade e valor por produto no período (o gráfico do relatório)',
        querystring: consolidatedUsageQuerySchema,
        response: { 200: usageByProductSchema, ...standardErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return usageByProduct(ctx, actorOf(request), request.query);
    },
  );

  app.get(
    reportExportPaths.list,
    {
      config: { access: REPORT_ACCESS },
      schema: {
        tags: ['relatorios'],
        summary: 'Exportações do usuário nos últimos 7 dias',
        response: { 200: reportExportListSchema, ...standardErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listExports(ctx, actorOf(request));
    },
  );

  app.post(
    reportExportPaths.link,
    {
      config: { access: REPORT_ACCESS },
      schema: {
        tags: ['relatorios'],
        summary: 'Assina um novo link para uma exportação dos últimos 7 dias',
        params: reportExportParamsSchema,
        response: { 200: presignedLinkSchema, ...standardErrors },
      },
    },
    async (request) => relinkExport(ctx, actorOf(request), request.params.exportId),
  );

  app.get(
    reportExportPaths.file,
    {
      // The link's HMAC signature and expiry are the credential: it opens in a new window, without a session.
      config: { access: access.public() },
      schema: {
        tags: ['relatorios'],
        summary: 'O arquivo de uma exportação, pelo link assinado (sem sessão; expira em minutos)',
        params: reportExportParamsSchema,
        querystring: reportExportFileQuerySchema,
        response: { 200: reportExportFileSchema, ...standardErrors },
      },
    },
    async (request, reply) => {
      const file = await openExportFile(
        ctx,
        request.params.exportId,
        request.query.expires,
        request.query.signature,
      );
      reply
        .header('cache-control', 'private, no-store')
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('x-content-type-options', 'nosniff');
      return reply.send(file.stream);
    },
  );

  app.get(
    reportExportPaths.groups,
    {
      config: { access: REPORT_ACCESS },
      schema: {
        tags: ['relatorios'],
        summary: 'Grupos do cliente (filtro de grupo do relatório)',
        querystring: reportGroupsQuerySchema,
        response: { 200: reportGroupsSchema, ...standardErrors },
      },
    },
    async (request) => reportGroups(ctx, actorOf(request), request.query),
  );

  app.get(
    reportExportPaths.monthConsumption,
    {
      config: { access: CONSUMPTION_ACCESS },
      schema: {
        tags: ['relatorios'],
        summary: 'Consumo do mês até agora por produto e por grupo, frente aos limites',
        response: { 200: monthConsumptionSchema, ...standardErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return monthConsumption(ctx, actorOf(request));
    },
  );

  app.get(
    customerPath(ctx.environment, '/unit-prices'),
    {
      // Portal: any user of the company in no blocked state; the service applies PF 6 (not trial).
      // Back office: the reports key, for the customer of the address.
      config: {
        access:
          ctx.environment === 'portal'
            ? access.member({ portal: true, backoffice: false })
            : access.customer(policies.reports.customerUnitPrices),
      },
      schema: {
        tags: ['relatorios'],
        summary: 'Preço Unitário: preços vigentes e histórico da empresa',
        response: { 200: unitPricesSchema, ...standardErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const actor = actorOf(request);
      return unitPrices(
        ctx,
        actor,
        ctx.environment === 'portal' ? actor.companyId : targetCompanyOf(request),
      );
    },
  );
};
