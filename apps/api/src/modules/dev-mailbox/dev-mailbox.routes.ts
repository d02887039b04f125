/**
 * The development mailbox (issue 3 item 7): GET /dev/caixa-de-saida (HTML) and
 * GET /api/dev/caixa-de-saida (JSON, for tests and journeys). It shows password-reset links and
 * SMS codes, so: app.ts registers it only in demo mode (never in production), and its access rule
 * (access.loopback) answers 404 to anyone not on this machine.
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
      config: { access: access.loopback() },
      schema: {
        tags: ['desenvolvimento'],
        summary: 'Mensagens guardadas na caixa de saída (somente no modo de demonstração, deste computador)',
        querystring: outboxQuerySchema,
        response: { 200: outboxResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { items: await list(request.query.to) };
    },
  );

  app.get(outboxPaths.page, { config: { access: access.loopback() }, schema: { hide: true, querystring: outboxQuerySchema } }, async (request, reply) => {
    const html = renderOutboxPage(await list(request.query.to));
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  });
};
