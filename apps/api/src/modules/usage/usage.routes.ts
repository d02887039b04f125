/**
 * POST /api/usage/authorize and POST /api/usage/events: called by a sibling product's server
 * with its client_credentials token (`access.productClient()`), never by a browser. The product
 * acts for its users of any company that owns it; the service decides per user.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  standardErrors,
  usageAuthorizeBodySchema,
  usageAuthorizeResponseSchema,
  usageBatchResultSchema,
  usageBatchSchema,
  usagePaths,
} from '@painel/contracts';
import { access } from '../../core/access';
import type { AppContext } from '../../core/context';
import { productClientOf } from '../../core/guard';
import { authorize, ingest } from './usage.service';
import { productLabel } from '../../lib/metrics';

/** 1,000 events of a few hundred bytes each, with room to spare. */
const BATCH_BODY_LIMIT_BYTES = 1024 * 1024;

export const usageRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    usagePaths.authorize,
    {
      config: { access: access.productClient() },
      schema: {
        tags: ['consumo'],
        summary: 'Pode este usuário consumir agora? (servidor de um produto)',
        body: usageAuthorizeBodySchema,
        response: { 200: usageAuthorizeResponseSchema, ...standardErrors },
      },
    },
    async (request) => {
      const client = productClientOf(request);
      const answer = await authorize(ctx, client, request.body);
      // The refusal codes are a closed list (UsageRefusal): a bounded label.
      ctx.metrics.usageAuthorizations.inc({
        product: productLabel(client.productId),
        decision: answer.allowed ? 'allowed' : (answer.code ?? 'refused'),
      });
      return answer;
    },
  );

  app.post(
    usagePaths.events,
    {
      config: { access: access.productClient() },
      bodyLimit: BATCH_BODY_LIMIT_BYTES,
      schema: {
        tags: ['consumo'],
        summary: 'Registra um lote de até 1.000 eventos de consumo (servidor de um produto)',
        body: usageBatchSchema,
        response: { 200: usageBatchResultSchema, ...standardErrors },
      },
    },
    async (request) => ingest(ctx, productClientOf(request), request.body.events),
  );
};
