/** GET /captcha/desafio: a fresh ALTCHA challenge for the login and recovery forms. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { captchaChallengeSchema, captchaPaths, errorResponseSchema } from '@painel/contracts';
import { createCaptchaChallenge } from './captcha.service';
import type { AppContext } from '../../core/context';
import { access } from '../../core/access';

export const captchaRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    captchaPaths.challenge,
    {
      schema: {
        tags: ['captcha'],
        summary: 'Desafio ALTCHA (prova de trabalho) para os formulários de login e de recuperação de senha',
        response: { 200: captchaChallengeSchema, 429: errorResponseSchema },
      },
      // Cheap to make, but not free: a generous cap per address.
      config: {
        access: access.public(),
        rateLimit: { max: Math.max(60, ctx.config.loginRateLimitPerMinute * 4), timeWindow: '1 minute' },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return createCaptchaChallenge(ctx);
    },
  );
};
