/**
 * The trial (PF 2, 3, 4, 7): GET /trial/balance with the days left of the seven-day period (Sao
 * Paulo calendar days), and POST /trial/contract-request, after which the indicator reads 'Em
 * contratação.'. Portal only; a company that is not on a trial plan gets 403 TRIAL_ONLY.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { errorResponseSchema, trialBalanceSchema, trialContractRequestBodySchema, trialPaths, type TrialBalanceResponse } from '@painel/contracts';
import { trialDaysRemaining, trialEndsAt } from '@painel/domain';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { findTrialState, insertContractRequest } from './trial.repository';
import type { AppContext } from '../../core/context';
import { actorOf } from '../../core/actor';
import { access } from '../../core/access';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

export const trialRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
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
    const endsAt = trialEndsAt(new Date(state.createdAt), state.trialEndsAt === null ? null : new Date(state.trialEndsAt));
    return { ...trialDaysRemaining(endsAt, now()), hasContractRequest: state.contractRequestedAt !== null };
  }

  app.get(
    trialPaths.balance,
    {
      config: { access: access.signedIn({ portal: true }) },
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

  app.post(
    trialPaths.contractRequest,
    {
      config: { access: access.signedIn({ portal: true }) },
      schema: {
        tags: ['trial'],
        summary: 'Registra que a empresa em avaliação quer contratar um plano (o indicador passa a "Em contratação.")',
        body: trialContractRequestBodySchema,
        response: { 200: trialBalanceSchema, ...errors },
      },
    },
    async (request) => {
      const principal = await trialCaller(request);
      const { companyId, id: userId } = principal.user;
      const recorded = await insertContractRequest(ctx.db, { companyId, userId, createdAt: now() });
      if (recorded) {
        await recordAudit(ctx.db, actorOf(request), 'TRIAL_CONTRACT_REQUEST');
      }
      return balance(companyId);
    },
  );
};
