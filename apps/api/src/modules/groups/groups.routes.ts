/**
 * Groups: the company's groups with user counts, the select data of the form,
 * one group with its IPs, hours and members, create and update. The portal acts on its own company
 * (`/customers/groups`), the back office on the customer of the path (`/customers/:customerId/groups`).
 * AA 7 does not show these paths: ours, in its style.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  groupBodySchema,
  groupDetailSchema,
  groupPageSchema,
  groupParamsSchema,
  groupSavedSchema,
  groupSelectDataSchema,
  idSchema,
  pageQuerySchema,
  standardErrors,
} from '@painel/contracts';
import { policies } from '@painel/domain';
import { access, customerPath } from '../../core/access';
import { actorOf, targetCompanyOf } from '../../core/actor';
import type { AppContext } from '../../core/context';
import * as service from './groups.service';

const VIEW = access.customer(policies.groups.list);
/** The form's select data serves whoever may create or edit. */
const FORM = access.customer(policies.groups.form);
const CREATE = access.customer(policies.groups.create);
const EDIT = access.customer(policies.groups.edit);

const tags = ['grupos'];

export const groupRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const path = (suffix: `/${string}`) => customerPath(ctx.environment, suffix);
  const params =
    ctx.environment === 'backoffice' ? groupParamsSchema.extend({ customerId: idSchema }) : groupParamsSchema;

  app.get(
    path('/groups'),
    {
      config: { access: VIEW },
      schema: {
        tags,
        summary: 'Grupos da empresa, com quantidade de usuários, por páginas',
        querystring: pageQuerySchema,
        response: { 200: groupPageSchema, ...standardErrors },
      },
    },
    async (request) => service.listGroups(ctx, actorOf(request), targetCompanyOf(request), request.query),
  );

  app.get(
    path('/groups/select-data'),
    {
      config: { access: FORM },
      schema: {
        tags,
        summary: 'Limite do cliente, consumo zero permitido e dias e horários padrão do formulário de grupo',
        response: { 200: groupSelectDataSchema, ...standardErrors },
      },
    },
    async (request) => service.selectData(ctx, actorOf(request), targetCompanyOf(request)),
  );

  app.get(
    path('/groups/:groupId'),
    {
      config: { access: VIEW },
      schema: {
        tags,
        summary: 'Um grupo com IPs, dias e horários de acesso e usuários',
        params,
        response: { 200: groupDetailSchema, ...standardErrors },
      },
    },
    async (request) =>
      service.getGroup(ctx, actorOf(request), targetCompanyOf(request), request.params.groupId),
  );

  app.post(
    path('/groups'),
    {
      config: { access: CREATE },
      schema: {
        tags,
        summary: 'Cria um grupo',
        body: groupBodySchema,
        response: { 201: groupSavedSchema, ...standardErrors },
      },
    },
    async (request, reply) => {
      const created = await service.createGroup(
        ctx,
        actorOf(request),
        targetCompanyOf(request),
        request.body,
      );
      return reply.status(201).send(created);
    },
  );

  app.put(
    path('/groups/:groupId'),
    {
      config: { access: EDIT },
      schema: {
        tags,
        summary: 'Altera um grupo',
        params,
        body: groupBodySchema,
        response: { 200: groupSavedSchema, ...standardErrors },
      },
    },
    async (request) =>
      service.updateGroup(
        ctx,
        actorOf(request),
        targetCompanyOf(request),
        request.params.groupId,
        request.body,
      ),
  );
};
