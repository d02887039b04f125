/** Back office: registration of sibling products' OAuth clients. Staff with the system-configuration key. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createProductClientBodySchema,
  productClientListSchema,
  productClientParamsSchema,
  productClientPaths,
  productClientSchema,
  productClientSecretSchema,
  standardErrors,
  updateProductClientBodySchema,
} from '@painel/contracts';
import { policies } from '@painel/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../core/context';
import { access } from '../../core/access';
import { actorOf } from '../../core/actor';
import { clientInfo } from '../../lib/http';
import * as service from './product-clients.service';

export const productClientRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  if (ctx.environment !== 'backoffice') return;
  // Registering what may sign users in is system configuration: the key of feature flags (see architecture.md).
  const rule = access.permissions(policies.productClients.manage);
  const staffOf = (request: FastifyRequest) => {
    const { principal } = actorOf(request);
    return {
      userId: principal.user.id,
      companyId: principal.user.companyId,
      email: principal.user.email,
      ...clientInfo(request),
    };
  };

  app.get(
    productClientPaths.list,
    {
      config: { access: rule },
      schema: {
        tags: ['oauth2'],
        summary: 'Aplicações cliente dos produtos',
        response: { 200: productClientListSchema, ...standardErrors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { list: await service.listClients(ctx) };
    },
  );

  app.post(
    productClientPaths.list,
    {
      config: { access: rule },
      schema: {
        tags: ['oauth2'],
        summary: 'Registra a aplicação cliente de um produto; o segredo aparece só nesta resposta',
        body: createProductClientBodySchema,
        response: { 201: productClientSecretSchema, ...standardErrors },
      },
    },
    async (request, reply) => {
      const created = await service.createClient(ctx, staffOf(request), request.body);
      reply.header('cache-control', 'no-store');
      return reply.status(201).send(created);
    },
  );

  app.put(
    productClientPaths.one,
    {
      config: { access: rule },
      schema: {
        tags: ['oauth2'],
        summary: 'Altera os endereços da aplicação cliente de um produto',
        params: productClientParamsSchema,
        body: updateProductClientBodySchema,
        response: { 200: productClientSchema, ...standardErrors },
      },
    },
    async (request) => service.updateClient(ctx, staffOf(request), request.params.clientId, request.body),
  );

  app.post(
    productClientPaths.secret,
    {
      config: { access: rule },
      schema: {
        tags: ['oauth2'],
        summary: 'Gera um novo segredo; o anterior ainda vale por 24 horas',
        params: productClientParamsSchema,
        response: { 200: productClientSecretSchema, ...standardErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.rotateSecret(ctx, staffOf(request), request.params.clientId);
    },
  );

  app.delete(
    productClientPaths.previousSecret,
    {
      config: { access: rule },
      schema: {
        tags: ['oauth2'],
        summary: 'Revoga o segredo anterior agora, sem esperar o fim das 24 horas',
        params: productClientParamsSchema,
        response: { 200: productClientSchema, ...standardErrors },
      },
    },
    async (request) => service.revokePreviousSecret(ctx, staffOf(request), request.params.clientId),
  );
};
