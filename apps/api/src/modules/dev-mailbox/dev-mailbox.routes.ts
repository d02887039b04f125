/**
 * The development mailbox: GET /dev/caixa-de-saida (HTML) and
 * GET /api/dev/caixa-de-saida (JSON, for tests and journeys). It shows password-reset links and
 * SMS codes, so it exists in demo mode only and is served by a listener of its own bound to
 * 127.0.0.1 (dev-mailbox.server.ts), never by the portal or the back office: no proxy in front of
 * those can make a visitor look local to it. The portal and the back office answer the same paths
 * with a redirect to that listener, which only a browser on this computer can follow.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../core/access';
import { API_BASE, outboxPaths, outboxQuerySchema, outboxResponseSchema } from '@painel/contracts';
import type { Db } from '../../db/database';
import { listOutboxMessages } from '../../lib/delivery/outbox.repository';
import { presentOutboxItem, renderOutboxPage } from './dev-mailbox.presenter';

/** The newest messages are enough for a developer and a journey. */
export const OUTBOX_PAGE_LIMIT = 200;

/** Where the mailbox listener answers: loopback only, whatever HOST the apps listen on. */
export const DEV_MAILBOX_HOST = '127.0.0.1';

export const devMailboxUrl = (port: number) => `http://${DEV_MAILBOX_HOST}:${port}`;

/** The mailbox itself: registered only on the loopback listener of dev-mailbox.server.ts. */
export const devMailboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const list = async (to: string | undefined) =>
    (await listOutboxMessages(db, { to, limit: OUTBOX_PAGE_LIMIT })).map(presentOutboxItem);

  app.get(
    `${API_BASE}${outboxPaths.api}`,
    { schema: { querystring: outboxQuerySchema, response: { 200: outboxResponseSchema } } },
    async (request) => ({ items: await list(request.query.to) }),
  );

  app.get(outboxPaths.page, { schema: { querystring: outboxQuerySchema } }, async (request, reply) => {
    const html = renderOutboxPage(await list(request.query.to));
    return reply.type('text/html; charset=utf-8').send(html);
  });
};

/**
 * On the portal and the back office (demo mode): the mailbox's paths send the browser to the
 * loopback listener, so the address in the README keeps working on this computer. The redirect
 * carries nothing but the path and query that were asked for.
 */
export const devMailboxRedirects: FastifyPluginAsync<{ port: number }> = async (app, { port }) => {
  for (const url of [`${API_BASE}${outboxPaths.api}`, outboxPaths.page]) {
    app.get(
      url,
      {
        // Public: a redirect to 127.0.0.1 reveals nothing, and leads nowhere from another computer.
        config: { access: access.public() },
        schema: { hide: true },
      },
      async (request, reply) =>
        reply.header('cache-control', 'no-store').redirect(`${devMailboxUrl(port)}${request.url}`, 302),
    );
  }
};
