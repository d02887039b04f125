/**
 * POST /api/usage/authorize and POST /api/usage/events: called by a sibling product's server
 * with its client_credentials token (`access.productClient()`), never by a browser. The product
 * acts for its users of any company that owns it; the service decides per user.
 */
import { validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import { authorize, pruneUsageKeys } from './usage.service';
import { createIngestion, interactiveFirst } from './usage-ingestion';
import { countJob, productLabel } from '../../lib/metrics';
import type { UsageEvent, UsageEventResult } from '@painel/contracts';

const KEY_PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/** 1,000 events of a few hundred bytes each, with room to spare. */
const BATCH_BODY_LIMIT_BYTES = 1024 * 1024;

/** The ingestion rate by result, and how late the accepted events arrived. */
function countIngested(
  ctx: AppContext,
  productId: number,
  events: readonly UsageEvent[],
  results: readonly UsageEventResult[],
) {
  const product = productLabel(productId);
  const now = ctx.now().getTime();
  const counts = { accepted: 0, duplicate: 0, refused: 0 };
  for (const [index, result] of results.entries()) {
    counts[result.status] += 1;
    if (result.status === 'accepted') {
      const lagMs = now - new Date(events[index]!.occurredAt).getTime();
      ctx.metrics.usageEventLag.observe({ product }, Math.max(0, lagMs) / 1000);
    }
  }
  for (const [status, n] of Object.entries(counts))
    if (n) ctx.metrics.usageEvents.inc({ product, status }, n);
}

/** Body validation as Fastify's own would fail it: the same error, so the same 400 answer. */
function invalidBatch(body: unknown, method: string, url: string): Error {
  // The zod compiler answers synchronously, { error } or { value } (fastify-type-provider-zod core.js).
  const checked = validatorCompiler({ schema: usageBatchSchema, method, url, httpPart: 'body' })(body) as {
    error?: unknown;
  };
  return Object.assign(new Error('body/events inválido'), {
    statusCode: 400,
    code: 'FST_ERR_VALIDATION',
    validation: checked.error,
    validationContext: 'body',
  });
}

/** Fastify's validation step lets the batch through untouched: usage-ingestion.ts validates it. */
const validatedWhereRecorded = () => (data: unknown) => ({ value: data });

export const usageRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const ingestion = createIngestion(ctx.db, {
    connections: ctx.config.ingestionConnections,
    timeoutMs: ctx.config.databasePool.timeoutMs,
    nice: ctx.config.ingestionThreadNice,
  });
  app.addHook('onClose', () => ingestion.close());
  // Keys past every retry's reach go once an hour, from the portal app of each process.
  if (ctx.environment === 'portal' && ctx.config.nodeEnv !== 'test') {
    const timer = setInterval(() => {
      countJob(ctx.metrics, 'usage_key_prune', () => pruneUsageKeys(ctx.db, ctx.now())).catch(
        (error: unknown) => app.log.error({ err: error }, 'usage key prune failed'),
      );
    }, KEY_PRUNE_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  // Counted from the request's arrival, token check included: ingestion's slices on the embedded
  // database wait for these calls (usage-ingestion.ts); on PostgreSQL nothing waits on the count.
  const authorizing = interactiveFirst(ctx.db);
  const counted = new WeakSet<object>();
  const leave = (request: object) => {
    if (counted.delete(request)) authorizing.leave();
  };

  app.post(
    usagePaths.authorize,
    {
      onRequest: (request, _reply, done) => {
        counted.add(request);
        authorizing.enter();
        done();
      },
      onResponse: (request, _reply, done) => {
        leave(request);
        done();
      },
      onRequestAbort: (request, done) => {
        leave(request);
        done();
      },
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
      const product = productLabel(client.productId);
      const stopTimer = ctx.metrics.usageAuthorizeDuration.startTimer({ product });
      const answer = await authorize(ctx, client, request.body);
      stopTimer();
      // The refusal codes are a closed list (UsageRefusal): a bounded label.
      ctx.metrics.usageAuthorizations.inc({
        product,
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
      // The schema above documents the body; validating it is the ingestion's (off this thread on PostgreSQL).
      validatorCompiler: validatedWhereRecorded,
    },
    async (request) => {
      const client = productClientOf(request);
      const outcome = await ingestion.run(client, request.body, ctx.now());
      if (outcome.kind === 'invalid') throw invalidBatch(request.body, request.method, request.url);
      countIngested(ctx, client.productId, request.body.events, outcome.result.results);
      return outcome.result;
    },
  );
};
