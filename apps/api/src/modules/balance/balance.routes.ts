/**
 * 'Saldo e extrato': GET {customers}/balance and GET {customers}/statement.
 * Portal: the page's keys (FINANCEIRO:SALDO:VISUALIZAR or FINANCEIRO:EXTRATO:VISUALIZAR),
 * for the caller's company; back office: the reports key, for the customer of the address.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { balanceSchema, standardErrors, statementQuerySchema, statementSchema } from '@painel/contracts';
import { policies } from '@painel/domain';
import { access, customerPath } from '../../core/access';
import { actorOf, targetCompanyOf } from '../../core/actor';
import type { AppContext } from '../../core/context';
import { prepaidBalance, statement } from './balance.service';

const BALANCE_ACCESS = access.customer(policies.balance.view);

export const balanceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    customerPath(ctx.environment, '/balance'),
    {
      config: { access: BALANCE_ACCESS },
      schema: {
        tags: ['relatorios'],
        summary: 'Saldo pré-pago: créditos menos o consumo até hoje, último crédito e previsão de duração',
        response: { 200: balanceSchema, ...standardErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return prepaidBalance(ctx, actorOf(request), targetCompanyOf(request));
    },
  );

  app.get(
    customerPath(ctx.environment, '/statement'),
    {
      config: { access: BALANCE_ACCESS },
      schema: {
        tags: ['relatorios'],
        summary: 'Extrato: créditos e consumo por dia no período, com o saldo após cada lançamento',
        querystring: statementQuerySchema,
        response: { 200: statementSchema, ...standardErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return statement(ctx, actorOf(request), targetCompanyOf(request), request.query);
    },
  );
};
