/**
 * Rate limits that protect people: counted per user, not per access token, so a
 * renewal (a new token) does not start them again, and in the shared counter store, so several
 * processes behind a proxy hold them together. A route adds the hook after its access rule:
 *
 *   preHandler: personLimit(ctx, { name: 'ouvidoria', max: 5, windowMs: 3_600_000 })
 *
 * It runs after validation (a person fixing typos is not counted) and after the guard, whose
 * actor names the user. Over the limit: 429 RATE_LIMITED with Retry-After.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { actorOf } from './actor';
import type { AppContext } from './context';

export function personLimit(ctx: AppContext, rule: { name: string; max: number; windowMs: number }) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { userId } = actorOf(request);
    const { count, resetInMs } = await ctx.counters.hit(
      `${rule.name}:${ctx.environment}:${userId}`,
      rule.windowMs,
    );
    if (count > rule.max) {
      reply.header('retry-after', String(Math.max(1, Math.ceil(resetInMs / 1000))));
      throw new AppError('RATE_LIMITED');
    }
  };
}
