/**
 * Área do desenvolvedor, portal only: the company's API credentials. The rule of
 * the page (menu.ts `developerArea`: administrator, API flag, not blocked) is not a permission key,
 * so the routes admit any portal session and the service applies canSeeDeveloperArea (403).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiCredentialListSchema,
  apiCredentialParamsSchema,
  apiCredentialSchema,
  apiCredentialSecretSchema,
  createApiCredentialBodySchema,
  developerAreaPaths,
  standardErrors,
} from '@painel/contracts';
import { access } from '../../core/access';
import { actorOf } from '../../core/actor';
import type { AppContext } from '../../core/context';
import * as service from './developer-area.service';

const rule = access.member({ portal: true, token: 'cookie' });
const tags = ['area-do-desenvolvedor'];

export const developerAreaRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  if (ctx.environment !== 'portal') return;

  app.get(
    developerAreaPaths.list,
    {
      config: { access: rule },
      schema: {
        tags,
        summary: 'Credenciais de API da empresa',
        response: { 200: apiCredentialListSchema, ...standardErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { list: await service.listCredentials(ctx, actorOf(request)) };
    },
  );

  app.post(
    developerAreaPaths.list,
    {
      config: { access: rule },
      schema: {
        tags,
        summary: 'Cria uma credencial de API; o segredo aparece só nesta resposta',
        body: createApiCredentialBodySchema,
        response: { 201: apiCredentialSecretSchema, ...standardErrors },
      },
    },
    async (request, reply) => {
      const created = await service.createCredential(ctx, actorOf(request), request.body);
      reply.header('cache-control', 'no-store');
      return reply.status(201).send(created);
    },
  );

  app.post(
    developerAreaPaths.rotate,
    {
      config: { access: rule },
      schema: {
        tags,
        summary: 'Gera um novo segredo; o anterior ainda vale por 24 horas',
        params: apiCredentialParamsSchema,
        response: { 200: apiCredentialSecretSchema, ...standardErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.rotateCredential(ctx, actorOf(request), request.params.clientId);
    },
  );

  app.post(
    developerAreaPaths.revoke,
    {
      config: { access: rule },
      schema: {
        tags,
        summary: 'Revoga uma credencial de API',
        params: apiCredentialParamsSchema,
        response: { 200: apiCredentialSchema, ...standardErrors },
      },
    },
    async (request) => service.revokeCredential(ctx, actorOf(request), request.params.clientId),
  );
};
