/**
 * The development mailbox's own listener (demo mode only; server.ts starts it on
 * DEV_MAILBOX_PORT): bound to 127.0.0.1, so only this computer can open a connection to it, and a
 * reverse or TCP proxy in front of the portal never reaches it. Each request is checked again, so
 * that a proxy someone points at this port by hand, or a web page that rebinds its DNS name to
 * 127.0.0.1, still reads nothing: the socket's peer must be loopback, no forwarding header of any
 * kind may be present, and the Host must be a loopback name. Anything else is a JSON 404.
 */
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorCatalogue } from '@painel/contracts';
import type { Db } from '../../db/database';
import { DEV_MAILBOX_HOST, devMailboxRoutes } from './dev-mailbox.routes';

/** Headers a proxy adds to say whom it forwards for: any of them means the peer is not the reader. */
const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'via',
] as const;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A request from a browser or program on this computer, talking to this listener directly. */
export function isLocalRequest(request: FastifyRequest): boolean {
  const address = request.raw.socket.remoteAddress ?? '';
  const loopbackPeer = /^(127\.|::ffff:127\.)/.test(address) || address === '::1';
  const forwarded = FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined);
  const host = (request.headers.host ?? '').toLowerCase().replace(/:\d+$/, '');
  return loopbackPeer && !forwarded && LOOPBACK_HOSTS.has(host);
}

const notFound = { code: 'NOT_FOUND', message: errorCatalogue.NOT_FOUND.message };

export async function buildDevMailbox({ db }: { db: Db }): Promise<FastifyInstance> {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    if (!isLocalRequest(request)) return reply.status(404).send(notFound);
  });
  app.addHook('onSend', async (_request, reply) => {
    // Reset links and codes: never cached, never framed, never sent on as a referrer.
    reply.header('cache-control', 'no-store');
    reply.header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-content-type-options', 'nosniff');
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send(notFound));
  app.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
    const status = error.statusCode === 400 ? 400 : 500;
    const code = status === 400 ? 'VALIDATION_FAILED' : 'INTERNAL';
    return reply.status(status).send({ code, message: errorCatalogue[code].message });
  });
  await app.register(devMailboxRoutes, { db });
  return app;
}

/** Builds the mailbox and listens on 127.0.0.1 only (port 0: any free port, for tests). */
export async function startDevMailbox({ db, port }: { db: Db; port: number }): Promise<FastifyInstance> {
  const app = await buildDevMailbox({ db });
  await app.listen({ host: DEV_MAILBOX_HOST, port });
  return app;
}
