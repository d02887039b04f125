/**
 * Notifications: in the portal, the bell's calls for the signed-in customer; in the back
 * office (which has no bell), staff with BACKOFFICE:NOTIFICACOES:CRIAR list and write them.
 * Each environment only has its own routes: the others answer 404.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  backofficeNotificationPageSchema,
  backofficeNotificationQuerySchema,
  backofficeExtraNotificationSchema,
  backofficeNotificationSchema,
  createExtraNotificationBodySchema,
  createNotificationBodySchema,
  errorResponseSchema,
  extraNotificationListSchema,
  markNotificationsReadBodySchema,
  markNotificationsReadResponseSchema,
  notificationCountSchema,
  notificationListQuerySchema,
  notificationPageSchema,
  notificationPaths,
} from '@painel/contracts';
import { policies } from '@painel/domain';
import type { FastifyRequest } from 'fastify';
import { clientInfo } from '../../lib/http';
import * as service from './notifications.service';
import type { AppContext } from '../../core/context';
import { actorOf } from '../../core/actor';
import { access } from '../../core/access';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

export const notificationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const now = () => (ctx.now ? ctx.now() : new Date());

  async function reader(request: FastifyRequest): Promise<service.Reader> {
    const principal = actorOf(request).principal;
    return { userId: principal.user.id, companyId: principal.user.companyId };
  }

  if (ctx.environment === 'portal') {
    app.get(
      notificationPaths.list,
      {
        config: { access: access.signedIn({ portal: true, trial: 'expired' }) },
        schema: {
          tags: ['notificações'],
          summary: 'Notificações do usuário, 10 por página, as mais novas primeiro',
          querystring: notificationListQuerySchema,
          response: { 200: notificationPageSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return service.listForReader(ctx.db, await reader(request), request.query.numPage);
      },
    );

    app.get(
      notificationPaths.count,
      {
        config: { access: access.signedIn({ portal: true, trial: 'expired' }) },
        schema: {
          tags: ['notificações'],
          summary: 'Quantidade de notificações não lidas',
          response: { 200: notificationCountSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { count: await service.unreadCount(ctx.db, await reader(request)) };
      },
    );

    app.patch(
      notificationPaths.list,
      {
        config: { access: access.signedIn({ portal: true, trial: 'expired' }) },
        schema: {
          tags: ['notificações'],
          summary:
            'Marca notificações como lidas: [{ id, read: true }]; as que o usuário não vê são ignoradas',
          body: markNotificationsReadBodySchema,
          response: { 200: markNotificationsReadResponseSchema, ...errors },
        },
      },
      async (request) => service.markAsRead(ctx.db, await reader(request), request.body, now()),
    );

    app.get(
      notificationPaths.extra,
      {
        config: { access: access.signedIn({ portal: true, trial: 'expired' }) },
        schema: {
          tags: ['notificações'],
          summary: 'Banners, redirecionamentos e vendedor virtual para este usuário',
          response: { 200: extraNotificationListSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return service.extrasForReader(ctx.db, await reader(request), now());
      },
    );
  }

  if (ctx.environment === 'backoffice') {
    // The guard has checked the staff key; the handlers take the author from the actor.
    async function staff(request: FastifyRequest) {
      return actorOf(request).principal;
    }

    app.get(
      notificationPaths.backoffice,
      {
        config: { access: access.permissions(policies.notifications.manage) },
        schema: {
          tags: ['notificações'],
          summary:
            'Notificações escritas pela equipe, as mais novas primeiro (opcionalmente as que um cliente recebe)',
          querystring: backofficeNotificationQuerySchema,
          response: { 200: backofficeNotificationPageSchema, ...errors },
        },
      },
      async (request, reply) => {
        await staff(request);
        reply.header('cache-control', 'no-store');
        return service.listForStaff(ctx.db, request.query);
      },
    );

    /** The staff member writing a notification, as the audit trail records them. */
    const staffAuthor = async (request: FastifyRequest) => {
      const principal = await staff(request);
      return {
        userId: principal.user.id,
        companyId: principal.user.companyId,
        email: principal.user.email,
        ...clientInfo(request),
      };
    };

    app.post(
      notificationPaths.backoffice,
      {
        config: { access: access.permissions(policies.notifications.manage) },
        schema: {
          tags: ['notificações'],
          summary:
            'Cria uma notificação para todos os clientes, um cliente ou um usuário; o HTML é limpo antes de ser gravado',
          body: createNotificationBodySchema,
          response: { 201: backofficeNotificationSchema, ...errors },
        },
      },
      async (request, reply) => {
        const author = await staffAuthor(request);
        const created = await service.createNotification(ctx.db, author, request.body, now());
        return reply.code(201).send(created);
      },
    );

    app.post(
      notificationPaths.backofficeExtra,
      {
        config: { access: access.permissions(policies.notifications.manage) },
        schema: {
          tags: ['notificações'],
          summary:
            'Cria um banner, redirecionamento ou vendedor virtual para todos os clientes, um cliente ou um usuário',
          body: createExtraNotificationBodySchema,
          response: { 201: backofficeExtraNotificationSchema, ...errors },
        },
      },
      async (request, reply) => {
        const author = await staffAuthor(request);
        const created = await service.createExtraNotification(ctx.db, author, request.body, now());
        return reply.code(201).send(created);
      },
    );
  }
};
