/**
 * The password calls: recovery request and the two link screens (PF 7 {base}/users/password), the
 * trial password and the own-password change. Contract in, service, message out.
 * The encodings of each call are described in packages/contracts/src/passwords.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  passwordLinkCheckBodySchema,
  passwordLinkCheckSchema,
  backofficeRecoveryRequestSchema,
  errorResponseSchema,
  ownPasswordBodySchema,
  ownPasswordPath,
  needsSecondFactor,
  passwordChangeAnswerSchema,
  passwordMessageResponseSchema,
  passwordPaths,
  recoveryHeadersSchema,
  recoveryRequestSchema,
  setPasswordBodySchema,
  setPasswordHeadersSchema,
  trialPasswordBodySchema,
} from '@painel/contracts';
import { clientInfo } from '../../lib/http';
import { clearSessionCookie } from '../../core/auth/session-cookie';
import * as service from './passwords.service';
import type { AppContext } from '../../core/context';
import { actorOf } from '../../core/actor';
import { access } from '../../core/access';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  429: errorResponseSchema,
};

export const passwordRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Work that runs after the response (the recovery e-mail). Failures are logged without the
  // message; closing the app waits for what is still running.
  const pending = new Set<Promise<void>>();
  const deferFor =
    (request: FastifyRequest): service.Defer =>
    (task) => {
      const running = task()
        .catch((error: unknown) => {
          request.log.error({ err: error }, 'password e-mail not sent');
        })
        .finally(() => pending.delete(running));
      pending.add(running);
    };
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });

  // Per address, before any hashing; each call hashes at least once (argon2id).
  const limited = { rateLimit: { max: ctx.config.loginRateLimitPerMinute, timeWindow: '1 minute' } };

  function signedIn(request: FastifyRequest): service.SignedIn {
    const actor = actorOf(request);
    return { session: actor.session, userId: actor.userId, permissions: actor.permissions };
  }
  const publicLimited = { ...limited, access: access.public() };

  app.post(
    passwordPaths.recovery,
    {
      schema: {
        tags: ['senhas'],
        summary: 'Solicitação de troca de senha: envia o link por e-mail (mesma resposta com ou sem conta)',
        body: ctx.environment === 'portal' ? recoveryRequestSchema : backofficeRecoveryRequestSchema,
        headers: recoveryHeadersSchema,
        response: { 200: passwordMessageResponseSchema, ...errors },
      },
      config: publicLimited,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.requestPasswordReset(
        ctx,
        { body: request.body, deviceInfo: request.headers['x-device-info'], ...clientInfo(request) },
        deferFor(request),
      );
    },
  );

  for (const [path, purpose] of [
    [passwordPaths.recovery, 'reset'],
    [passwordPaths.register, 'register'],
  ] as const) {
    app.put(
      path,
      {
        schema: {
          tags: ['senhas'],
          summary:
            purpose === 'reset'
              ? 'Alteração de senha pelo link recebido por e-mail'
              : 'Cadastrar Senha pelo link do convite',
          description: 'Authorization: Password <base64url(senha)>.<base64url(confirmação)>.<hash do link>',
          headers: setPasswordHeadersSchema,
          body: setPasswordBodySchema,
          // With MFA, the reset answers the challenge (PF 2 'after password change'); POST /mfa/code completes it.
          response: {
            200: purpose === 'reset' ? passwordChangeAnswerSchema : passwordMessageResponseSchema,
            ...errors,
          },
        },
        config: publicLimited,
      },
      async (request) =>
        service.setPasswordWithLink(ctx, purpose, {
          authorization: request.headers.authorization,
          ...clientInfo(request),
        }),
    );
  }

  app.post(
    passwordPaths.linkCheck,
    {
      schema: {
        tags: ['senhas'],
        summary:
          'Se o link recebido por e-mail (troca ou cadastro de senha) ainda pode ser usado; não o consome',
        body: passwordLinkCheckBodySchema,
        response: { 200: passwordLinkCheckSchema, ...errors },
      },
      config: publicLimited,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.checkPasswordLink(ctx, request.body);
    },
  );

  app.post(
    passwordPaths.trial,
    {
      schema: {
        tags: ['senhas'],
        summary: 'Usuário trial define uma nova senha (codificada em base64)',
        body: trialPasswordBodySchema,
        response: { 200: passwordMessageResponseSchema, ...errors },
      },
      config: { ...limited, access: access.signedIn({ portal: true, trial: 'expired' }) },
    },
    async (request) => service.setTrialPassword(ctx, signedIn(request), request.body, clientInfo(request)),
  );

  app.put(
    ownPasswordPath(ctx.environment),
    {
      schema: {
        tags: ['senhas'],
        summary:
          'Troca da própria senha (Perfil, Privacidade e segurança): encerra todas as sessões; com MFA, responde o desafio',
        body: ownPasswordBodySchema,
        // AA 7: the message, or — with MFA — the challenge whose code (POST /mfa/code) completes the change.
        response: { 200: passwordChangeAnswerSchema, ...errors },
      },
      config: { ...limited, access: access.signedIn() },
    },
    async (request, reply) => {
      const result = await service.changeOwnPassword(
        ctx,
        signedIn(request),
        request.body,
        clientInfo(request),
      );
      // Nothing changed yet while a code is awaited: the session stays.
      if (!needsSecondFactor(result)) clearSessionCookie(reply, ctx.cookie);
      return result;
    },
  );
};
