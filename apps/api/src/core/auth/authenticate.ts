/**
 * The one way a route learns who is calling: the session cookie of this environment, or a Bearer
 * token; the session must be live, and the user active, in this environment, inside the group's
 * hours and from an allowed address. Every authenticated route calls this first.
 *
 * The check is one statement (session.ts findPrincipal: session, person, company, group, rules,
 * permissions and products), shared by the requests that arrive together with one token; a caller
 * verified in the last SESSION_CACHE_MS costs none (principal-cache.ts). A session or person changed
 * through any process is forgotten by every process at once (principal-notices.ts).
 */
import type { FastifyRequest } from 'fastify';
import { bearerToken } from '../../lib/http';
import { digest } from '../../lib/tokens';
import { findPrincipal, type LiveSession } from './session';
import { findPrincipalRows, type SessionUserRows } from './session.repository';
import { readSessionCookie, type CookiePolicy } from './session-cookie';
import type { AppContext } from '../context';

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
  const hash = token ? digest(token) : undefined;
  // The address is part of the key: the group's address list was judged for this one.
  const key = hash ? `${hash}|${request.ip}` : undefined;
  const cached = key ? ctx.principals.get(key, now) : undefined;
  if (isPrincipal(cached)) {
    const end = cached.session.finalAccessAt;
    if (!end || new Date(end).getTime() > now) {
      options.admit?.(cached.session, token);
      return cached;
    }
  }
  const principal = await findPrincipal(ctx, token, request.ip, {
    admit: (session) => options.admit?.(session, token),
    read: (tokenHash, at) => ctx.principals.shared(tokenHash, () => findPrincipalRows(ctx.db, tokenHash, at)),
  });
  if (key)
    ctx.principals.set(
      key,
      principal,
      { sessionId: principal.session.id, userId: principal.session.userId },
      now,
    );
  return principal;
}
