/**
 * The /mfa calls of PF 7 (issue 3 item 5). Who is asking decides which credential counts:
 * - a login challenge token (`Authorization: Bearer`, from authorize's `{ mfa, token }`) for
 *   /mfa/code and /mfa/sms;
 * - the session cookie for enrolment in Privacidade e segurança (/mfa, /mfa/confirmacao, and
 *   /mfa/sms without a bearer), and for the reset;
 * - a bearer access token for the external variants sibling products call (/mfa/external/*).
 * Contract in, service, answer out; the 422s carry PF 3's verification error items.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  mfaCodeBodySchema,
  mfaCodeResponseSchema,
  mfaConfirmResponseSchema,
  mfaEnrolBodySchema,
  mfaEnrolResponseSchema,
  mfaErrorResponseSchema,
  mfaPaths,
  mfaResetParamsSchema,
  mfaResetResponseSchema,
  mfaSmsResponseSchema,
} from '@painel/contracts';
import { mfaMessages } from '@painel/domain';
import { bearerToken, clientInfo } from '../../lib/http';
import { findSession, loadSessionUser } from '../auth/auth.service';
import { readSessionCookie, type CookiePolicy } from '../auth/session-cookie';
import * as service from './mfa.service';
import { VerificationError, type MfaActor, type MfaContext } from './mfa.service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  422: mfaErrorResponseSchema,
  429: errorResponseSchema,
};

export const mfaRoutes: FastifyPluginAsyncZod<{ ctx: MfaContext; cookie: CookiePolicy }> = async (app, { ctx, cookie }) => {
  // Production without SECRET_KEY stops here, at boot, with the reason.
  service.assertMfaConfigured(ctx);

  // PF 3 'Verification error items' ride on the 422s; every other failure goes to the shared handler.
  app.setErrorHandler((error, _request, reply) => {
    if (!(error instanceof VerificationError)) throw error;
    return reply.status(error.status).send({
      code: error.code,
      message: error.message,
      errors: error.items,
      ...(error.maxRemainingTime === undefined ? {} : { maxRemainingTime: error.maxRemainingTime }),
    });
  });

  const limit = { rateLimit: { max: ctx.config.loginRateLimitPerMinute, timeWindow: '1 minute' } };

  async function actorFrom(request: FastifyRequest, token: string | undefined): Promise<MfaActor> {
    const session = await findSession(ctx, token);
    const { user, permissions } = await loadSessionUser(ctx, session, request.ip);
    return {
      userId: user.id,
      companyId: user.companyId,
      email: user.email,
      profile: { id: user.profileId, isCustomProfile: !user.profileIsBase, baseProfileId: user.baseProfileId },
      permissions,
      companyRequiresMfa: user.flagMfa,
    };
  }
  const cookieActor = (request: FastifyRequest) => actorFrom(request, readSessionCookie(request, cookie));
  const bearerActor = (request: FastifyRequest) => actorFrom(request, bearerToken(request));

  // --- Login challenge ---

  app.post(
    mfaPaths.code,
    {
      schema: {
        tags: ['mfa'],
        summary: 'Valida o código do segundo fator e emite o código de autorização do login',
        body: mfaCodeBodySchema,
        response: { 200: mfaCodeResponseSchema, ...errors },
      },
      config: limit,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.verifyLoginCode(ctx, { token: bearerToken(request), code: request.body.code, ...clientInfo(request) });
    },
  );

  app.post(
    mfaPaths.sms,
    {
      schema: {
        tags: ['mfa'],
        summary: 'Reenvia o SMS com o código (login com o token do desafio, ou cadastro com a sessão)',
        response: { 200: mfaSmsResponseSchema, ...errors },
      },
      config: limit,
    },
    async (request) => {
      const token = bearerToken(request);
      const result = token
        ? await service.resendLoginSms(ctx, { token, ...clientInfo(request) })
        : await service.resendEnrolmentSms(ctx, await cookieActor(request), clientInfo(request));
      return { ...result, message: mfaMessages.resent };
    },
  );

  // --- Enrolment: session cookie (portal) or bearer access token (external) ---

  for (const [path, actor] of [
    [mfaPaths.enrol, cookieActor],
    [mfaPaths.externalEnrol, bearerActor],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags: ['mfa'],
          summary: 'Inicia o cadastro da autenticação por dois fatores (TOTP: chave e QR code; SMS: envia o código)',
          body: mfaEnrolBodySchema,
          response: { 200: mfaEnrolResponseSchema, ...errors },
        },
        config: limit,
      },
      async (request, reply) => {
        const result = await service.startEnrolment(ctx, await actor(request), request.body, clientInfo(request));
        reply.header('cache-control', 'no-store');
        return result;
      },
    );
  }

  for (const [path, actor] of [
    [mfaPaths.confirm, cookieActor],
    [mfaPaths.externalCode, bearerActor],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags: ['mfa'],
          summary: 'Confirma o cadastro da autenticação por dois fatores com o código',
          body: mfaCodeBodySchema,
          response: { 200: mfaConfirmResponseSchema, ...errors },
        },
        config: limit,
      },
      async (request) => service.confirmEnrolment(ctx, await actor(request), request.body.code, clientInfo(request)),
    );
  }

  app.post(
    mfaPaths.externalSms,
    {
      schema: {
        tags: ['mfa'],
        summary: 'Reenvia o SMS do cadastro (produtos integrados, com token de acesso)',
        response: { 200: mfaSmsResponseSchema, ...errors },
      },
      config: limit,
    },
    async (request) => {
      const result = await service.resendEnrolmentSms(ctx, await bearerActor(request), clientInfo(request));
      return { ...result, message: mfaMessages.resent };
    },
  );

  // --- Reset (AA 6) ---

  const resetSchema = {
    tags: ['mfa'],
    summary: 'Reinicia a autenticação por dois fatores de um usuário (sem id: a do próprio usuário)',
    response: { 200: mfaResetResponseSchema, ...errors },
  };
  const sessionActor = (request: FastifyRequest) => actorFrom(request, readSessionCookie(request, cookie) ?? bearerToken(request));

  app.put(mfaPaths.resetSelf, { schema: resetSchema }, async (request) =>
    service.resetMfa(ctx, await sessionActor(request), undefined, clientInfo(request)),
  );
  app.put(mfaPaths.reset, { schema: { ...resetSchema, params: mfaResetParamsSchema } }, async (request) =>
    service.resetMfa(ctx, await sessionActor(request), request.params.id, clientInfo(request)),
  );
};
