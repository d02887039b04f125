/**
 * POST /analytics/v3/metric: one event of a signed-in user, stored with the product's
 * name before the category ('Localize - Menu lateral', analyticsCategory in domain). Events of the
 * provider's own company (id 1, the staff) are not stored. 204 either way, so a page cannot
 * tell; rate-limited per person (core/person-limit.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { analyticsMetricBodySchema, analyticsPaths, errorResponseSchema } from '@painel/contracts';
import { ANALYTICS_EVENTS_PER_MINUTE, analyticsCategory, isAnalyticsExcluded } from '@painel/domain';
import { insertEvent } from './analytics.repository';
import type { AppContext } from '../../core/context';
import { actorOf } from '../../core/actor';
import { access } from '../../core/access';
import { personLimit } from '../../core/person-limit';

export const analyticsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    analyticsPaths.metric,
    {
      schema: {
        tags: ['analytics'],
        summary: 'Registra um evento de analytics (não registra os da empresa do provedor)',
        body: analyticsMetricBodySchema,
        response: {
          204: z.null().describe('Sem conteúdo'),
          400: errorResponseSchema,
          401: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
      config: { access: access.signedIn({ trial: 'expired' }) },
      // Per person, across renewals and processes.
      preHandler: personLimit(ctx, { name: 'analytics', max: ANALYTICS_EVENTS_PER_MINUTE, windowMs: 60_000 }),
    },
    async (request, reply) => {
      const principal = actorOf(request).principal;
      const { companyId, id: userId } = principal.user;
      if (!isAnalyticsExcluded(companyId)) {
        const body = request.body;
        await insertEvent(ctx.db, {
          companyId,
          userId,
          productId: body.productId,
          eventCategory: analyticsCategory(body.productId, body.eventCategory),
          eventAction: body.eventAction.trim(),
          eventLabel: body.eventLabel?.trim() || null,
          eventValue: body.eventValue ?? null,
          occurredAt: ctx.now ? ctx.now() : new Date(),
        });
      }
      return reply.code(204).send(null);
    },
  );
};
