/**
 * The one way a route learns who is calling: the session cookie of this environment, or a Bearer
 * token; the session must be live, and the user active, in this environment, inside the group's
 * hours and from an allowed address. Every authenticated route calls this first.
 *
 * A verified caller is remembered for at most a second, per token and address (principal-cache.ts):
 * a session ended elsewhere is refused here within that second, as the identity issue allows.
 */
import type { FastifyRequest } from 'fastify';
import { bearerToken } from '../../lib/http';
import { digest } from '../../lib/tokens';
import { findSession, loadSessionUser, type LiveSession } from './auth.service';
import type { SessionUserRows } from './auth.repository';
import { readSessionCookie, type CookiePolicy } from './session-cookie';
import type { AppContext } from '../../core/context';

export type Principal = { session: LiveSession } & SessionUserRows;

const nowMs = (ctx: AppContext) => (ctx.now ? ctx.now() : new Date()).getTime();

export function requestToken(
  request: FastifyRequest,
  cookie: CookiePolicy,
  source: 'cookie' | 'bearer' | 'either' = 'either',
): string | undefined {
  if (source === 'cookie') return readSessionCookie(request, cookie);
  if (source === 'bearer') return bearerToken(request);
  return readSessionCookie(request, cookie) ?? bearerToken(request);
}

function isPrincipal(value: unknown): value is Principal {
  return typeof value === 'object' && value !== null && 'session' in value && 'user' in value;
}

export type AuthenticateOptions = {
  /**
   * Decides whether the live session's kind of credential is welcome here, before the user is
   * loaded (a refusal must not end the session): throws to refuse.
   */
  admit?: (session: LiveSession, token: string | undefined) => void;
  /** Where the token may come from (default: the cookie, else the Authorization header). */
  source?: 'cookie' | 'bearer' | 'either';
};

export async function authenticateRequest(
  ctx: AppContext,
  request: FastifyRequest,
  cookie: CookiePolicy,
  options: AuthenticateOptions = {},
): Promise<Principal> {
  const token = requestToken(request, cookie, options.source);
  const now = nowMs(ctx);
  const key = token ? `${digest(token)}|${request.ip}` : undefined;
  const cached = key ? ctx.principals?.get(key, now) : undefined;
  if (isPrincipal(cached)) {
    const end = cached.session.finalAccessAt;
    if (!end || new Date(end).getTime() > now) {
      options.admit?.(cached.session, token);
      return cached;
    }
  }
  const session = await findSession(ctx, token);
  options.admit?.(session, token);
  const rows = await loadSessionUser(ctx, session, request.ip);
  const principal: Principal = { session, ...rows };
  if (key) ctx.principals?.set(key, principal, { sessionId: session.id, userId: session.userId }, now);
  return principal;
}
