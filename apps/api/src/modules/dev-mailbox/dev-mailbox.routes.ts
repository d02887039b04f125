/**
 * The development mailbox (issue 3 item 7): GET /dev/caixa-de-saida (HTML) and
 * GET /api/dev/caixa-de-saida (JSON, for tests and journeys). app.ts registers this plugin only
 * when NODE_ENV is not production, so on a production server both paths do not exist.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../core/access';
import { API_BASE, outboxPaths, outboxQuerySchema, outboxResponseSchema } from '@painel/contracts';
import type { Db } from '../../db/database';
import { listOutboxMessages } from '../../lib/delivery/outbox.repository';
import { presentOutboxItem, renderOutboxPage } from './dev-mailbox.presenter';

/** The newest messages are enough for a developer and a journey. */
export const OUTBOX_PAGE_LIMIT = 200;

export const devMailboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const list = async (to: string | undefined) =>
    (await listOutboxMessages(db, { to, limit: OUTBOX_PAGE_LIMIT })).map(presentOutboxItem);

  app.get(
    `${API_BASE}${outboxPaths.api}`,
    {
      config: { access: access.public() },
      schema: {
        tags: ['desenvolvimento'],
        summary: 'Mensagens guardadas na caixa de saída (somente fora de produção)',
        querystring: outboxQuerySchema,
        response: { 200: outboxResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { items: await list(request.query.to) };
    },
  );

  app.get(outboxPaths.page, { config: { access: access.public() }, schema: { hide: true, querystring: outboxQuerySchema } }, async (request, reply) => {
    const html = renderOutboxPage(await list(request.query.to));
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  });
};
