/**
 * Access profiles: the company's contracted products, the profile list with user counts,
 * one profile with its products and permissions, create and update. The portal acts on its own
 * company (`/customers/profiles`), the back office on the customer of the path
 * (`/customers/:customerId/profiles`).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idSchema,
  contractedProductsSchema,
  profileCreateBodySchema,
  profileCreatedSchema,
  profileDetailSchema,
  profileListSchema,
  profileParamsSchema,
  profileUpdateBodySchema,
  profileUpdatedSchema,
  standardErrors,
} from '@painel/contracts';
import { policies } from '@painel/domain';
import { access, customerPath } from '../../core/access';
import { actorOf, targetCompanyOf } from '../../core/actor';
import type { AppContext } from '../../core/context';
import * as service from './profiles.service';

/** The profile list also feeds the users' and groups' profile selects. */
const LIST = access.customer(policies.profiles.list);
const VIEW = access.customer(policies.profiles.view);
const CONTRACTED = access.customer(policies.profiles.contracted);
const CREATE = access.customer(policies.profiles.create);
const EDIT = access.customer(policies.profiles.edit);

const tags = ['perfis'];

export const profileRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const path = (suffix: `/${string}`) => customerPath(ctx.environment, suffix);
  // The back office names the customer in the path too: the document declares both parameters.
  const params =
    ctx.environment === 'backoffice'
      ? profileParamsSchema.extend({ customerId: idSchema })
      : profileParamsSchema;

  app.get(
    path('/contracts/products'),
    {
      config: { access: CONTRACTED },
      schema: {
        tags,
        summary: 'Produtos contratados, com funcionalidades e permissões',
        response: { 200: contractedProductsSchema, ...standardErrors },
      },
    },
    async (request) => service.contractedProducts(ctx, actorOf(request), targetCompanyOf(request)),
  );

  app.get(
    path('/profiles'),
    {
      config: { access: LIST },
      schema: {
        tags,
        summary: 'Perfis de acesso da empresa, com quantidade de usuários',
        response: { 200: profileListSchema, ...standardErrors },
      },
    },
    async (request) => service.listProfiles(ctx, targetCompanyOf(request)),
  );

  app.get(
    path('/profiles/:profileId'),
    {
      config: { access: VIEW },
      schema: {
        tags,
        summary: 'Um perfil de acesso com seus produtos e permissões',
        params,
        response: { 200: profileDetailSchema, ...standardErrors },
      },
    },
    async (request) =>
      service.getProfile(ctx, actorOf(request), targetCompanyOf(request), request.params.profileId),
  );

  app.post(
    path('/profiles'),
    {
      config: { access: CREATE },
      schema: {
        tags,
        summary: 'Cria um perfil personalizado',
        body: profileCreateBodySchema,
        response: { 201: profileCreatedSchema, ...standardErrors },
      },
    },
    async (request, reply) => {
      const created = await service.createProfile(
        ctx,
        actorOf(request),
        targetCompanyOf(request),
        request.body,
      );
      return reply.status(201).send(created);
    },
  );

  app.put(
    path('/profiles/:profileId'),
    {
      config: { access: EDIT },
      schema: {
        tags,
        summary: 'Altera nome, descrição e produtos de um perfil personalizado',
        params,
        body: profileUpdateBodySchema,
        response: { 200: profileUpdatedSchema, ...standardErrors },
      },
    },
    async (request) =>
      service.updateProfile(
        ctx,
        actorOf(request),
        targetCompanyOf(request),
        request.params.profileId,
        request.body,
      ),
  );
};
