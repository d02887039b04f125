/**
 * Every answered request into the latency histogram (lib/metrics.ts), labelled by the route's
 * pattern (`/api/users/:userId`, never the URL with its ids and query) or `unmatched` when no route
 * matched (unknown paths, the web app's pages served by the not-found handler).
 */
import type { FastifyInstance } from 'fastify';
import type { Environment } from '@painel/contracts';
import { methodLabel, statusClass, type Metrics } from '../lib/metrics';

export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics, environment: Environment) {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.is404 ? undefined : request.routeOptions.url;
    metrics.httpRequestDuration.observe(
      {
        environment,
        method: methodLabel(request.method),
        route: route ?? 'unmatched',
        status_class: statusClass(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
}
