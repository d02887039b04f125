/**
 * The /mfa calls of PF 7. Who is asking decides which credential counts:
 * - a login challenge token (`Authorization: Bearer`, from authorize's `{ mfa, token }`) for
 *   /mfa/code and /mfa/sms;
 * - the session cookie for enrolment in Privacidade e segurança (/mfa, /mfa/confirmacao, and
 *   /mfa/sms without a bearer), for the fresh proof that replacing or resetting one's own factor
 *   needs (/mfa/reautenticacao; its code goes to /mfa/code), and for the reset;
 * - a bearer access token for the external variants sibling products call (/mfa/external/*).
 * Each route declares its rule; the guard authenticates the guarded ones (core/guard.ts).
 * Contract in, service, answer out; the 422s carry PF 3's verification error items.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  firstPartyClients,
  mfaCodeAnswerSchema,
  mfaCodeBodySchema,
  mfaConfirmResponseSchema,
  mfaEnrolBodySchema,
  mfaEnrolResponseSchema,
  mfaErrorResponseSchema,
  mfaPaths,
  mfaReauthenticateBodySchema,
  mfaReauthenticateResponseSchema,
  mfaResetParamsSchema,
  mfaResetResponseSchema,
  mfaSmsResponseSchema,
} from '@painel/contracts';
import { BLOCKED_STATE_GRANTS, mfaMessages } from '@painel/domain';
import { bearerToken, clientInfo } from '../../lib/http';
import { findSession, loadSessionUser } from '../../core/auth/session';
import { clearSessionCookie, readSessionCookie } from '../../core/auth/session-cookie';
import { completePasswordChallenge } from '../passwords/passwords.service';
import { AppError } from '../../lib/app-error';
import * as service from './mfa.service';
import { VerificationError, type MfaActor } from './mfa.service';
import type { AppContext } from '../../core/context';
import { access } from '../../core/access';
import { actorOf, blockedStateOfRows } from '../../core/actor';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  422: mfaErrorResponseSchema,
  429: errorResponseSchema,
};

export const mfaRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
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

  /** The guard's actor as the MFA service sees it (effective permissions: a blocked state's grants apply). */
  function mfaActor(request: FastifyRequest): MfaActor {
    const actor = actorOf(request);
    return {
      userId: actor.userId,
      sessionId: actor.session.id,
      companyId: actor.companyId,
      email: actor.email,
      profile: actor.viewer.profile,
      permissions: actor.permissions,
      companyRequiresMfa: actor.principal.user.flagMfa,
    };
  }
  const guardedActor = async (request: FastifyRequest) => mfaActor(request);
  /** POST /mfa/sms without a challenge token: the enrolment's session, authenticated as the guard would. */
  async function cookieActor(request: FastifyRequest): Promise<MfaActor> {
    const session = await findSession(ctx, readSessionCookie(request, ctx.cookie));
    if (session.clientId !== firstPartyClients[ctx.environment]) throw new AppError('UNAUTHENTICATED');
    const { user, permissions } = await loadSessionUser(ctx, session, request.ip);
    const blocked = blockedStateOfRows({ user });
    return {
      userId: user.id,
      sessionId: session.id,
      companyId: user.companyId,
      email: user.email,
      profile: {
        id: user.profileId,
        isCustomProfile: !user.profileIsBase,
        baseProfileId: user.baseProfileId,
      },
      permissions: blocked ? BLOCKED_STATE_GRANTS[blocked].permissions : permissions,
      companyRequiresMfa: user.flagMfa,
    };
  }

  // --- Login challenge ---

  app.post(
    mfaPaths.code,
    {
      schema: {
        tags: ['mfa'],
        summary:
          'Valida o código do segundo fator: emite o código de autorização do login, ou conclui a troca de senha',
        body: mfaCodeBodySchema,
        response: { 200: mfaCodeAnswerSchema, ...errors },
      },
      // Public: the login challenge's token (Authorization) is what it checks.
      config: { ...limit, access: access.public() },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const verified = await service.verifyCode(
        ctx,
        { token: bearerToken(request), code: request.body.code, ...clientInfo(request) },
        completePasswordChallenge,
      );
      // The own-profile change was asked from this browser's session, which it ended (like the call without MFA).
      if (verified.kind === 'password' && verified.purpose === 'PASSWORD_CHANGE')
        clearSessionCookie(reply, ctx.cookie);
      return verified.answer;
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
      // Public, because one path serves two callers: a login challenge's token is checked by the
      // service; without one, the enrolment branch authenticates the session cookie exactly as the guard does.
      config: { ...limit, access: access.public() },
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

  // The portal's own paths take its session; the external ones also a sibling product's token.
  for (const [path, actor, rule] of [
    [mfaPaths.enrol, guardedActor, access.signedIn({ token: 'cookie' })],
    [mfaPaths.externalEnrol, guardedActor, access.signedIn({ products: true, token: 'bearer' })],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags: ['mfa'],
          summary:
            'Inicia o cadastro da autenticação por dois fatores (TOTP: chave e QR code; SMS: envia o código)',
          body: mfaEnrolBodySchema,
          response: { 200: mfaEnrolResponseSchema, ...errors },
        },
        config: { ...limit, access: rule },
      },
      async (request, reply) => {
        const result = await service.startEnrolment(
          ctx,
          await actor(request),
          request.body,
          clientInfo(request),
        );
        reply.header('cache-control', 'no-store');
        return result;
      },
    );
  }

  for (const [path, actor, rule] of [
    [mfaPaths.confirm, guardedActor, access.signedIn({ token: 'cookie' })],
    [mfaPaths.externalCode, guardedActor, access.signedIn({ products: true, token: 'bearer' })],
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
        config: { ...limit, access: rule },
      },
      async (request) =>
        service.confirmEnrolment(ctx, await actor(request), request.body.code, clientInfo(request)),
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
      config: { ...limit, access: access.signedIn({ products: true, token: 'bearer' }) },
    },
    async (request) => {
      const result = await service.resendEnrolmentSms(ctx, mfaActor(request), clientInfo(request));
      return { ...result, message: mfaMessages.resent };
    },
  );

  // --- Fresh proof before one's own factor is replaced or reset ---

  app.post(
    mfaPaths.reauthenticate,
    {
      schema: {
        tags: ['mfa'],
        summary:
          'Confirma a identidade (senha atual e, com fator ativo, o código dele em /mfa/code) antes de trocar ou reiniciar o próprio segundo fator',
        body: mfaReauthenticateBodySchema,
        response: { 200: mfaReauthenticateResponseSchema, ...errors },
      },
      // The portal's own session only: a sibling product's token cannot prove its person again here.
      config: { ...limit, access: access.signedIn({ token: 'cookie' }) },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.reauthenticate(ctx, mfaActor(request), request.body.password, clientInfo(request));
    },
  );

  // --- Reset ---

  const resetSchema = {
    tags: ['mfa'],
    summary: 'Reinicia a autenticação por dois fatores de um usuário (sem id: a do próprio usuário)',
    response: { 200: mfaResetResponseSchema, ...errors },
  };
  // Any signed-in user may ask; the service decides by the target (own factor — after a fresh proof in
  // this session —, or AA 6's reset rights).
  const resetAccess = { access: access.signedIn() };
  app.put(mfaPaths.resetSelf, { schema: resetSchema, config: resetAccess }, async (request) =>
    service.resetMfa(ctx, mfaActor(request), undefined, clientInfo(request)),
  );
  app.put(
    mfaPaths.reset,
    { schema: { ...resetSchema, params: mfaResetParamsSchema }, config: resetAccess },
    async (request) => service.resetMfa(ctx, mfaActor(request), request.params.id, clientInfo(request)),
  );
};
