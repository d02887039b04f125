/**
 * How Fastify logs each request. Its default is two lines per request at info ("incoming request",
 * "request completed"), tens of thousands in one walk through the demo. Here both are at debug
 * (LOG_LEVEL=debug shows them all, with the route pattern and the redacted URL), and only a 5xx
 * answer, which an operator acts on, stays visible at info as a warn line. Errors keep Fastify's
 * own lines; security refusals have lines of their own (lib/security-log.ts), latency and rates
 * are the metrics' job (lib/metrics.ts).
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

export class OperatorRequestLog extends LogController {
  override incomingRequest(request: FastifyRequest) {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = { res: reply, route: request.routeOptions.url, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (reply.statusCode >= 500) reply.log.warn({ ...line, req: request }, 'request completed');
    else reply.log.debug(line, 'request completed');
  }
}
