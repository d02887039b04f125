/**
 * OpenID Connect RP-Initiated Logout 1.0 at the portal: what an end-session request names, and
 * whether it may end the browser's portal session at once. A logout is a state change that any
 * site can start with a link (the session cookie is SameSite=Lax), so it happens at once only when
 * the request proves it comes from the product for this very session: an ID token (never an
 * access token) that the product received for a session launched from the browser's portal
 * session. Anything else asks the person first (section 2; the web's confirmation page, which
 * confirms with a same-origin POST).
 */
import { firstPartyClients, productSsoPortalPaths } from '@painel/contracts';
import type { AppContext } from '../../core/context';
import { AppError } from '../../lib/app-error';
import type { clientInfo } from '../../lib/http';
import * as sessionRepo from '../../core/auth/session.repository';
import { findSession, type LiveSession } from '../../core/auth/session';
import { recordAudit } from '../../core/audit/record-audit';
import { portalSessionOf, verifiedIdToken } from './oidc.service';

type Caller = ReturnType<typeof clientInfo>;

export type EndSessionRequest = {
  id_token_hint?: string | undefined;
  client_id?: string | undefined;
  post_logout_redirect_uri?: string | undefined;
  state?: string | undefined;
};

export type EndSessionPlan = {
  clientId: string | undefined;
  /** Where the browser goes once done: the registered post-logout address (with state), else the login page. */
  redirectTo: string;
  /** The hint's session, when it is an ID token of this provider for the product that asks. */
  hintedSessionId: string | null;
  hintedUserId: string | null;
};

/** Checks what the request names (section 3: a redirect only to an address the known client registered). */
export async function planEndSession(ctx: AppContext, query: EndSessionRequest): Promise<EndSessionPlan> {
  const hint = query.id_token_hint === undefined ? null : await verifiedIdToken(ctx, query.id_token_hint);
  if (query.id_token_hint !== undefined && !hint) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'querystring.id_token_hint', message: 'id_token_hint inválido.' }],
    });
  }
  if (hint && query.client_id && hint.aud !== query.client_id) throw new AppError('INVALID_CLIENT');
  const clientId = hint?.aud ?? query.client_id;
  const client = clientId ? await sessionRepo.findClient(ctx.db, clientId) : undefined;
  if (clientId && !client) throw new AppError('INVALID_CLIENT');
  if (
    query.post_logout_redirect_uri &&
    !client?.postLogoutRedirectUris.includes(query.post_logout_redirect_uri)
  ) {
    throw new AppError('INVALID_REDIRECT_URI');
  }
  let redirectTo: string = productSsoPortalPaths.login;
  if (query.post_logout_redirect_uri) {
    const target = new URL(query.post_logout_redirect_uri);
    if (query.state !== undefined) target.searchParams.set('state', query.state);
    redirectTo = target.toString();
  }
  const hintedSessionId = typeof hint?.sid === 'string' ? hint.sid : null;
  return { clientId, redirectTo, hintedSessionId, hintedUserId: hint?.sub ?? null };
}

/** The browser's live portal session (its cookie), or null: none, ended, or not the portal's. */
export async function browserPortalSession(
  ctx: AppContext,
  cookieToken: string | undefined,
): Promise<LiveSession | null> {
  if (!cookieToken) return null;
  try {
    const session = await findSession(ctx, cookieToken);
    return session.clientId === firstPartyClients.portal ? session : null;
  } catch (error) {
    if (error instanceof AppError && error.status === 401) return null;
    throw error;
  }
}

/** Whether the hint proves the product asks for this browser's session: its session was launched from it, for its person. */
export async function hintProvesSession(
  ctx: AppContext,
  plan: EndSessionPlan,
  session: LiveSession,
): Promise<boolean> {
  if (!plan.hintedSessionId || plan.hintedUserId !== String(session.userId)) return false;
  const portal = await portalSessionOf(ctx, plan.hintedSessionId);
  return portal?.id === session.id;
}

/** Ends the browser's portal session and, with it, every product session launched from it. */
export async function endPortalSession(
  ctx: AppContext,
  session: LiveSession,
  caller: Caller,
  clientId: string | undefined,
) {
  await sessionRepo.revokeSession(ctx.db, session.id, 'LOGOUT', ctx.now());
  // The product sessions it started are cached under their own ids.
  ctx.principals?.forgetUser(session.userId);
  await recordAudit(
    ctx.db,
    { userId: session.userId, ip: caller.ip, userAgent: caller.userAgent },
    'SESSION_END',
    { outcome: 'RP_LOGOUT', clientId },
  );
}
