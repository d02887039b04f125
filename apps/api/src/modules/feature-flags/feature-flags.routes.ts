/**
 * Feature flags: GET /feature-flags for any signed-in user, in both environments; staff
 * with BACKOFFICE:FEATUREFLAGS:GERENCIAR read and replace them at /backoffice/feature-flags (back
 * office only).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  backofficeFeatureFlagListSchema,
  backofficeFeatureFlagSchema,
  errorResponseSchema,
  featureFlagPaths,
  featureFlagsResponseSchema,
  updateFeatureFlagBodySchema,
} from '@painel/contracts';
import { policies } from '@painel/domain';
import { clientInfo } from '../../lib/http';
import * as service from './feature-flags.service';
import type { AppContext } from '../../core/context';
import { actorOf } from '../../core/actor';
import { access } from '../../core/access';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

export const featureFlagRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    featureFlagPaths.mine,
    {
      config: { access: access.signedIn({ trial: 'expired' }) },
      schema: {
        tags: ['feature flags'],
        summary: 'Valor de cada feature flag para o usuário e a empresa da sessão',
        response: { 200: featureFlagsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const principal = actorOf(request).principal;
      reply.header('cache-control', 'no-store');
      return service.flagsFor(
        ctx.db,
        { companyId: principal.user.companyId, userId: principal.user.id },
        ctx.environment,
      );
    },
  );

  if (ctx.environment !== 'backoffice') return;

  async function staff(request: FastifyRequest) {
    // The guard has checked the staff key.
    return actorOf(request).principal;
  }

  app.get(
    featureFlagPaths.backoffice,
    {
      config: { access: access.permissions(policies.featureFlags.manage) },
      schema: {
        tags: ['feature flags'],
        summary: 'Feature flags com o padrão e as exceções por empresa e por usuário',
        response: { 200: backofficeFeatureFlagListSchema, ...errors },
      },
    },
    async (request, reply) => {
      await staff(request);
      reply.header('cache-control', 'no-store');
      return { list: await service.staffView(ctx.db) };
    },
  );

  app.put(
    featureFlagPaths.backoffice,
    {
      config: { access: access.permissions(policies.featureFlags.manage) },
      schema: {
        tags: ['feature flags'],
        summary: 'Substitui o padrão e todas as exceções de uma feature flag',
        body: updateFeatureFlagBodySchema,
        response: { 200: backofficeFeatureFlagSchema, ...errors },
      },
    },
    async (request) => {
      const principal = await staff(request);
      const editor = {
        userId: principal.user.id,
        companyId: principal.user.companyId,
        email: principal.user.email,
        ...clientInfo(request),
      };
      return service.updateFlag(ctx.db, editor, request.body, ctx.now ? ctx.now() : new Date());
    },
  );
};
