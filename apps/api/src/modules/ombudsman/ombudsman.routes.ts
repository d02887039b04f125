/**
 * POST /ouvidoria: the 'Ouvidoria Assertiva' form of a signed-in customer is
 * validated by the domain's rules, stored with the user and company, and e-mailed to
 * OMBUDSMAN_EMAIL; `{ statusCode: 200, message }` on success. Portal only (the back office has no
 * ombudsman): there the route does not exist.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  ombudsmanBodySchema,
  ombudsmanPaths,
  ombudsmanResponseSchema,
} from '@painel/contracts';
import { sendOmbudsmanRequest } from './ombudsman.service';
import type { AppContext } from '../../core/context';
import { actorOf } from '../../core/actor';
import { access } from '../../core/access';
import { personLimit } from '../../core/person-limit';

/** Valid requests one person may send per hour (ours). */
export const OMBUDSMAN_REQUESTS_PER_HOUR = 5;

export const ombudsmanRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  if (ctx.environment !== 'portal') return;
  app.post(
    ombudsmanPaths.send,
    {
      schema: {
        tags: ['ouvidoria'],
        summary: 'Ouvidoria Assertiva: registra a solicitação e a envia por e-mail ao endereço configurado',
        body: ombudsmanBodySchema,
        response: {
          200: ombudsmanResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          429: errorResponseSchema,
          502: errorResponseSchema,
        },
      },
      config: { access: access.signedIn() },
      // Per person, across renewals and processes; counted once the form is valid, so a customer fixing typos is not locked out.
      preHandler: personLimit(ctx, {
        name: 'ouvidoria',
        max: OMBUDSMAN_REQUESTS_PER_HOUR,
        windowMs: 3_600_000,
      }),
    },
    async (request) => {
      const principal = actorOf(request).principal;
      return sendOmbudsmanRequest(ctx, principal, request.body, request.log);
    },
  );
};
