/**
 * `GET/PUT /customers/users/profile` (portal, with the edit-own-profile key, as the page's menu
 * rule) and `/users/profile` (back office: every staff member has their 'Meu perfil'). And
 * `PUT /customers/users/profile/security-question`: any signed-in portal user, for
 * themself only (the path names no user); the back office answers 403.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ownProfilePaths,
  ownProfileSchema,
  ownProfileUpdateBodySchema,
  ownProfileUpdatedSchema,
  ownSecurityQuestionBodySchema,
  ownSecurityQuestionPaths,
  ownSecurityQuestionSavedSchema,
  standardErrors,
} from '@painel/contracts';
import { policies } from '@painel/domain';
import { access } from '../../core/access';
import { actorOf } from '../../core/actor';
import type { AppContext } from '../../core/context';
import { getOwnProfile, saveOwnProfile, saveOwnSecurityQuestion } from './own-profile.service';

export const ownProfileRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const path = ownProfilePaths[ctx.environment];
  const rule =
    ctx.environment === 'portal'
      ? access.permissions(policies.ownProfile.edit)
      : access.signedIn({ backoffice: true });
  const tags = ['perfil'];

  app.get(
    path,
    {
      config: { access: rule },
      schema: {
        tags,
        summary: 'Os dados do próprio usuário',
        response: { 200: ownProfileSchema, ...standardErrors },
      },
    },
    async (request) => getOwnProfile(ctx, actorOf(request)),
  );

  app.put(
    path,
    {
      config: { access: rule },
      schema: {
        tags,
        summary: 'Altera nome, nascimento e telefones do próprio usuário',
        body: ownProfileUpdateBodySchema,
        response: { 200: ownProfileUpdatedSchema, ...standardErrors },
      },
    },
    async (request) => saveOwnProfile(ctx, actorOf(request), request.body),
  );

  app.put(
    ownSecurityQuestionPaths[ctx.environment],
    {
      // The current password is checked here: the password change's per-address limit applies.
      config: {
        access: access.signedIn({ portal: true }),
        rateLimit: { max: ctx.config.loginRateLimitPerMinute, timeWindow: '1 minute' },
      },
      schema: {
        tags,
        summary:
          'Cadastra ou altera a pergunta de segurança do próprio usuário (com a senha atual; só com a autenticação por dois fatores ativa)',
        description:
          'A resposta é guardada como hash da sua forma normalizada (sem maiúsculas, acentos ou espaços repetidos) e nunca é devolvida. Senha atual incorreta: CURRENT_PASSWORD_INVALID; autenticação por dois fatores não ativa: SECURITY_QUESTION_MFA_INACTIVE.',
        body: ownSecurityQuestionBodySchema,
        response: { 200: ownSecurityQuestionSavedSchema, ...standardErrors },
      },
    },
    async (request) => saveOwnSecurityQuestion(ctx, actorOf(request), request.body),
  );
};
