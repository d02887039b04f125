/**
 * The trial: GET /trial/balance with the days left of the seven-day period (Sao
 * Paulo calendar days), and the contract request of 'Contratar planos': GET/POST
 * /trial/contract-request, after which the indicator reads 'Em contratação.'. Portal routes are
 * for a company on a trial plan; any other gets 403 TRIAL_ONLY.
 * Back office: GET /customers/contract-requests lists every request, and
 * POST /customers/:customerId/contract-request/convert turns the trial company into a plan.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  backofficeContractRequestListSchema,
  convertBodySchema,
  convertParamsSchema,
  errorResponseSchema,
  ownContractRequestSchema,
  trialBalanceSchema,
  trialContractRequestBodySchema,
  trialPaths,
  type TrialBalanceResponse,
} from '@painel/contracts';
import { policies, trialDaysRemaining, trialEndsAt } from '@painel/domain';
import { AppError } from '../../lib/app-error';
import { findContractRequest, findTrialState, listContractRequests } from './trial.repository';
import { presentBackofficeContractRequest, presentContractRequest } from './trial.presenter';
import { convertToPlan, requestContract } from './trial.service';
import type { AppContext } from '../../core/context';
import { actorOf, targetCompanyOf } from '../../core/actor';
import { access } from '../../core/access';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

export const trialRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  if (ctx.environment === 'backoffice') {
    app.get(
      trialPaths.backofficeContractRequests,
      {
        config: { access: access.permissions(policies.contractRequests.view) },
        schema: {
          tags: ['trial'],
          summary: 'Solicitações de contratação das empresas em avaliação (pendentes primeiro)',
          response: { 200: backofficeContractRequestListSchema, ...errors },
        },
      },
      async (request, reply) => {
        actorOf(request);
        reply.header('cache-control', 'no-store');
        const rows = await listContractRequests(ctx.db);
        return { items: rows.map(presentBackofficeContractRequest) };
      },
    );

    app.post(
      trialPaths.backofficeConvert,
      {
        config: { access: access.customer(policies.contractRequests.convert) },
        schema: {
          tags: ['trial'],
          summary: 'Converte a empresa em avaliação no plano escolhido (uma vez; os usuários continuam)',
          params: convertParamsSchema,
          body: convertBodySchema,
          response: {
            200: ownContractRequestSchema,
            404: errorResponseSchema,
            409: errorResponseSchema,
            ...errors,
          },
        },
      },
      async (request) => {
        const companyId = targetCompanyOf(request);
        await convertToPlan(ctx, actorOf(request), companyId, request.body.planType);
        const row = await findContractRequest(ctx.db, companyId);
        return { request: row ? presentContractRequest(row) : null };
      },
    );
    return;
  }
  if (ctx.environment !== 'portal') return;
  const now = () => (ctx.now ? ctx.now() : new Date());

  async function trialCaller(request: FastifyRequest) {
    const principal = actorOf(request).principal;
    if (principal.user.planType !== 'TRIAL') throw new AppError('TRIAL_ONLY');
    return principal;
  }

  async function balance(companyId: number): Promise<TrialBalanceResponse> {
    const state = await findTrialState(ctx.db, companyId);
    if (!state || state.planType !== 'TRIAL') throw new AppError('TRIAL_ONLY');
    const endsAt = trialEndsAt(
      new Date(state.createdAt),
      state.trialEndsAt === null ? null : new Date(state.trialEndsAt),
    );
    return { ...trialDaysRemaining(endsAt, now()), hasContractRequest: state.contractRequestedAt !== null };
  }

  app.get(
    trialPaths.balance,
    {
      config: { access: access.signedIn({ portal: true, trial: 'expired' }) },
      schema: {
        tags: ['trial'],
        summary: 'Dias restantes do período de avaliação, expiração e pedido de contratação',
        response: { 200: trialBalanceSchema, ...errors },
      },
    },
    async (request, reply) => {
      const principal = await trialCaller(request);
      reply.header('cache-control', 'no-store');
      return balance(principal.user.companyId);
    },
  );

  app.get(
    trialPaths.contractRequest,
    {
      config: { access: access.signedIn({ portal: true, trial: 'expired' }) },
      schema: {
        tags: ['trial'],
        summary: 'A solicitação de contratação da empresa em avaliação (null antes de pedir)',
        response: { 200: ownContractRequestSchema, ...errors },
      },
    },
    async (request, reply) => {
      const principal = await trialCaller(request);
      reply.header('cache-control', 'no-store');
      const row = await findContractRequest(ctx.db, principal.user.companyId);
      return { request: row ? presentContractRequest(row) : null };
    },
  );

  app.post(
    trialPaths.contractRequest,
    {
      config: { access: access.signedIn({ portal: true, trial: 'expired' }) },
      schema: {
        tags: ['trial'],
        summary:
          'Registra que a empresa em avaliação quer contratar um plano, com o plano, o contato e a finalidade (o indicador passa a "Em contratação.")',
        body: trialContractRequestBodySchema,
        response: { 200: trialBalanceSchema, ...errors },
      },
    },
    async (request) => {
      const principal = await trialCaller(request);
      await requestContract(ctx, principal, actorOf(request), request.body, request.log);
      return balance(principal.user.companyId);
    },
  );
};
