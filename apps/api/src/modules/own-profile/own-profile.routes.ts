/**
 * `GET/PUT /customers/users/profile` (portal, with the edit-own-profile key, as the page's menu
 * rule) and `/users/profile` (back office: every staff member has their 'Meu perfil').
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownProfilePaths, ownProfileSchema, ownProfileUpdateBodySchema, ownProfileUpdatedSchema, standardErrors } from '@painel/contracts';
import { PERMISSIONS } from '@painel/domain';
import { access } from '../../core/access';
import { actorOf } from '../../core/actor';
import type { AppContext } from '../../core/context';
import { getOwnProfile, saveOwnProfile } from './own-profile.service';

export const ownProfileRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const path = ownProfilePaths[ctx.environment];
  const rule =
    ctx.environment === 'portal'
      ? access.permissions({ portal: [PERMISSIONS.editOwnProfile] })
      : access.signedIn({ backoffice: true });
  const tags = ['perfil'];

  app.get(
    path,
    { config: { access: rule }, schema: { tags, summary: 'Os dados do próprio usuário', response: { 200: ownProfileSchema, ...standardErrors } } },
    async (request) => getOwnProfile(ctx, actorOf(request)),
  );

  app.put(
    path,
    {
      config: { access: rule },
      schema: { tags, summary: 'Altera nome, nascimento e telefones do próprio usuário', body: ownProfileUpdateBodySchema, response: { 200: ownProfileUpdatedSchema, ...standardErrors } },
    },
    async (request) => saveOwnProfile(ctx, actorOf(request), request.body),
  );
};
