/**
 * Health for a load balancer or an orchestrator. Liveness (`/api/health`): the process answers;
 * it never looks at the database, so an outage does not get healthy processes restarted.
 * Readiness (`/api/health/ready`): the database answers a query within READY_TIMEOUT_MS; if not,
 * 503 SERVICE_UNAVAILABLE with Retry-After, so traffic goes elsewhere until it is back.
 */
import { sql } from 'kysely';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, errorCatalogue } from '@painel/contracts';
import { access } from '../../core/access';
import type { AppContext } from '../../core/context';
import { AppError } from '../../lib/app-error';
import { isDatabaseUnavailable } from '../../lib/database-errors';

/** A database slower than this is as good as down for a request. */
export const READY_TIMEOUT_MS = 3000;

const healthSchema = z.object({ status: z.literal('ok'), environment: z.string() });
const unavailableSchema = z.object({
  code: z.literal('SERVICE_UNAVAILABLE'),
  message: z.literal(errorCatalogue.SERVICE_UNAVAILABLE.message),
});

class ReadinessTimeout extends Error {
  override readonly name = 'ReadinessTimeout';
}

export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    apiPaths.health,
    {
      config: { access: access.public() },
      schema: { tags: ['sistema'], summary: 'O processo está no ar', response: { 200: healthSchema } },
    },
    async () => ({ status: 'ok' as const, environment: ctx.environment }),
  );

  app.get(
    `${apiPaths.health}/ready`,
    {
      config: { access: access.public() },
      schema: {
        tags: ['sistema'],
        summary: 'O processo e o banco de dados estão prontos para atender',
        response: { 200: healthSchema, 503: unavailableSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new ReadinessTimeout()), READY_TIMEOUT_MS);
      });
      try {
        await Promise.race([sql`select 1`.execute(ctx.db), timeout]);
      } catch (error) {
        // Both are an outage to a load balancer; the error handler adds Retry-After.
        if (error instanceof ReadinessTimeout || isDatabaseUnavailable(error))
          throw new AppError('SERVICE_UNAVAILABLE');
        throw error;
      } finally {
        clearTimeout(timer);
      }
      return { status: 'ok' as const, environment: ctx.environment };
    },
  );
};
