/**
 * User administration: list, update, delete, invite, resend the link,
 * request a password change, unblock, reset MFA, and (back office only) the security question. The portal
 * acts on its own company (`/customers/users…`), the back office on the customer of the path
 * (`/customers/:customerId/users…`). The guard admits by key; the service decides per user.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emailChangeConfirmBodySchema,
  emailChangeConfirmPath,
  idSchema,
  inviteBodySchema,
  inviteResultSchema,
  securityQuestionBodySchema,
  securityQuestionResultSchema,
  standardErrors,
  userMessageSchema,
  userOptionsSchema,
  userPageSchema,
  userParamsSchema,
  userUpdateBodySchema,
  usersQuerySchema,
} from '@painel/contracts';
import { policies } from '@painel/domain';
import { access, customerPath } from '../../core/access';
import { clientInfo } from '../../lib/http';
import { confirmEmailChange } from './email-change';
import { actorOf, targetCompanyOf } from '../../core/actor';
import type { AppContext } from '../../core/context';
import * as service from './users.service';

const LIST = access.customer(policies.users.list);
const EDIT = access.customer(policies.users.edit);
const DELETE = access.customer(policies.users.delete);
const CREATE = access.customer(policies.users.create);
const RESEND = access.customer(policies.users.resendLink);
const PASSWORD = access.customer(policies.users.requestPasswordChange);
/** The portal's reset is an administrator's: the company-wide edit key, then the domain rule. */
const MFA_RESET = access.customer(policies.users.resetMfa);
/** 'Desbloquear': the administrator's company-wide edit key; support's MFA-reset key. */
const UNBLOCK = access.customer(policies.users.unblock);
const SECURITY_QUESTION = access.customer(policies.users.securityQuestion);

const tags = ['usuários'];

export const userRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const path = (suffix: `/${string}`) => customerPath(ctx.environment, suffix);
  const backoffice = ctx.environment === 'backoffice';
  // The back office names the customer in the path too: the document declares both parameters.
  const params = backoffice ? userParamsSchema.extend({ customerId: idSchema }) : userParamsSchema;

  app.get(
    path('/users'),
    {
      config: { access: LIST },
      schema: {
        tags,
        summary: 'Usuários da empresa ao alcance de quem pergunta, com os seis filtros exatos e paginação',
        querystring: usersQuerySchema,
        response: { 200: userPageSchema, ...standardErrors },
      },
    },
    async (request) => service.listUsers(ctx, actorOf(request), targetCompanyOf(request), request.query),
  );

  app.get(
    path('/users/options'),
    {
      config: { access: LIST },
      schema: {
        tags,
        summary: 'Grupos e perfis para os diálogos e filtros de usuários, com as permissões de cada perfil',
        response: { 200: userOptionsSchema, ...standardErrors },
      },
    },
    async (request) => service.userOptions(ctx, actorOf(request), targetCompanyOf(request)),
  );

  app.put(
    path('/users/:userId'),
    {
      config: { access: EDIT },
      schema: {
        tags,
        summary:
          'Altera status (Ativo/Inativo), nome, telefones, data de nascimento, grupo e perfil; um novo e-mail só vale após a confirmação pelo link enviado a ele',
        params,
        body: userUpdateBodySchema,
        response: { 200: userMessageSchema, ...standardErrors },
      },
    },
    async (request) =>
      service.updateUser(
        ctx,
        actorOf(request),
        targetCompanyOf(request),
        request.params.userId,
        request.body,
      ),
  );

  app.delete(
    path('/users/:userId'),
    {
      config: { access: DELETE },
      schema: {
        tags,
        summary: 'Exclui um usuário (nunca o próprio)',
        params,
        response: { 200: userMessageSchema, ...standardErrors },
      },
    },
    async (request) =>
      service.deleteUser(ctx, actorOf(request), targetCompanyOf(request), request.params.userId),
  );

  app.post(
    path('/users/invitations'),
    {
      config: { access: CREATE },
      schema: {
        tags,
        summary:
          'Convida e-mails para um grupo e perfis: cada e-mail é respondido (criado, já usuário, inválido)',
        body: inviteBodySchema,
        response: { 200: inviteResultSchema, ...standardErrors },
      },
    },
    async (request) => service.inviteUsers(ctx, actorOf(request), targetCompanyOf(request), request.body),
  );

  app.post(
    path('/users/:userId/invitation'),
    {
      config: { access: RESEND },
      schema: {
        tags,
        summary: 'Reenvia o link de Cadastrar Senha (somente Pendente)',
        params,
        response: { 200: userMessageSchema, ...standardErrors },
      },
    },
    async (request) =>
      service.resendInvitation(ctx, actorOf(request), targetCompanyOf(request), request.params.userId),
  );

  app.post(
    path('/users/:userId/password-change'),
    {
      config: { access: PASSWORD },
      schema: {
        tags,
        summary: 'Solicitar troca de senha: o usuário fica Bloqueado por segurança e recebe o link',
        params,
        response: { 200: userMessageSchema, ...standardErrors },
      },
    },
    async (request) =>
      service.requestPasswordChange(ctx, actorOf(request), targetCompanyOf(request), request.params.userId),
  );

  app.post(
    path('/users/:userId/unblock'),
    {
      config: { access: UNBLOCK },
      schema: {
        tags,
        summary:
          'Desbloquear: um usuário Bloqueado por segurança volta a ficar Ativo (administrador da empresa ou suporte)',
        params,
        response: { 200: userMessageSchema, ...standardErrors },
      },
    },
    async (request) =>
      service.unblockUser(ctx, actorOf(request), targetCompanyOf(request), request.params.userId),
  );

  app.put(
    path('/users/:userId/mfa/reset'),
    {
      config: { access: MFA_RESET },
      schema: {
        tags,
        summary: 'Recadastro da autenticação por dois fatores: o usuário fica Suspenso até cadastrar de novo',
        params,
        response: { 200: userMessageSchema, ...standardErrors },
      },
    },
    async (request) =>
      service.resetMfa(ctx, actorOf(request), targetCompanyOf(request), request.params.userId),
  );

  // The link e-mailed to a user's new address: whoever holds it proves they read that inbox.
  app.post(
    emailChangeConfirmPath,
    {
      config: {
        access: access.public(),
        rateLimit: { max: ctx.config.loginRateLimitPerMinute, timeWindow: '1 minute' },
      },
      schema: {
        tags,
        summary:
          'Confirma o novo e-mail de um usuário pelo link enviado a ele: a troca vale e as sessões do usuário terminam',
        body: emailChangeConfirmBodySchema,
        response: { 200: userMessageSchema, ...standardErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return confirmEmailChange(ctx, request.body.hash, clientInfo(request));
    },
  );

  if (backoffice) {
    app.post(
      path('/users/:userId/mfa/security-question'),
      {
        config: { access: SECURITY_QUESTION },
        schema: {
          tags,
          summary: 'Confere a resposta da pergunta de segurança informada pelo usuário (nunca a devolve)',
          params,
          body: securityQuestionBodySchema,
          response: { 200: securityQuestionResultSchema, ...standardErrors },
        },
      },
      async (request) =>
        service.checkSecurityAnswer(
          ctx,
          actorOf(request),
          targetCompanyOf(request),
          request.params.userId,
          request.body.answer,
        ),
    );
  }
};
