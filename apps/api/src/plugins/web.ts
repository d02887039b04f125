/**
 * Serves the one web build to both environments. index.html carries the environment in a data
 * attribute (no inline script, so the CSP stays strict); any non-API path the browser asks for
 * gets index.html and the client router decides, including its not-found screen.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Environment } from '@painel/contracts';
import { screenMessages } from '@painel/domain';

export async function registerWeb(
  app: FastifyInstance,
  webDist: string,
  environment: Environment,
  production: boolean,
) {
  const indexPath = path.join(webDist, 'index.html');
  // The mode decides whether a redirectURL may lead to localhost or an IP (domain's redirect-safety).
  const html = existsSync(indexPath)
    ? readFileSync(indexPath, 'utf8')
        .replaceAll('__PAINEL_ENVIRONMENT__', environment)
        .replaceAll('__PAINEL_MODE__', production ? 'production' : 'development')
    : undefined;
  if (html) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      wildcard: false,
      // The build writes .br and .gz beside each asset (apps/web/vite.config.ts).
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  return (reply: FastifyReply) => {
    if (!html) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send(`${screenMessages.failureSubtitle} A interface web não foi compilada: rode "npm run build".`);
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };
}
