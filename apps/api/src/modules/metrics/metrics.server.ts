/**
 * The metrics listener (server.ts starts it when METRICS_PORT is set): `GET /metrics` in
 * Prometheus' text format, on its own port, bound to METRICS_HOST (127.0.0.1 by default). It is
 * never mounted on the portal or back-office listeners, so a proxy in front of them cannot expose
 * it; an operator who scrapes from another host binds it to a private interface.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Metrics } from '../../lib/metrics';

export async function buildMetricsServer(metrics: Metrics): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.get('/metrics', async (_request, reply) => {
    reply.header('content-type', metrics.registry.contentType);
    reply.header('cache-control', 'no-store');
    return metrics.registry.metrics();
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).type('text/plain').send('Not found\n'));
  return app;
}

export async function startMetricsServer(
  metrics: Metrics,
  listen: { host: string; port: number },
): Promise<FastifyInstance> {
  const app = await buildMetricsServer(metrics);
  await app.listen(listen);
  return app;
}
