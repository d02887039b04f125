/**
 * Route guards as loaders, so every navigation runs the authentication check before the
 * page renders: private routes send visitors to '/?redirectURL=<path>', and signed-in users
 * through the route's rule (shell/private-access.ts: the default private redirect, the MFA-blocked
 * logout); public ones send signed-in users on to where they were going. The session comes from
 * the query cache, refreshed when stale.
 */
import type { QueryClient } from '@tanstack/react-query';
import { redirect, redirectDocument, type LoaderFunctionArgs } from 'react-router';
import type { SessionUser } from '@painel/contracts';
import { API_BASE } from '@painel/contracts/routes';
import { ApiError } from '../lib/api-client';
import { afterLoginTarget, asksFreshSignIn, loginPathFor } from '../lib/redirect';
import { sessionQueryOptions } from '../features/auth/api/get-session';

/**
 * PF 4: a 403 is a permission error (failure screen); any other answer counts as signed out.
 * `fresh` (the private routes) asks the server on every navigation instead of trusting a cached
 * session, so an ended session sends the user to the login before an account page renders.
 * Without any answer (offline, the server unreachable) the session known so far stands:
 * the connectivity notice says why the page may not load, and the next navigation checks again.
 */
async function readSession(queryClient: QueryClient, fresh = false): Promise<SessionUser | null> {
  try {
    if (fresh) return await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
    return await queryClient.ensureQueryData({ ...sessionQueryOptions(), revalidateIfStale: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) throw error;
    if (fresh && error instanceof ApiError && error.code === 'NETWORK_ERROR') {
      return queryClient.getQueryData(sessionQueryOptions().queryKey) ?? null;
    }
    return null;
  }
}

export function requireUser(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    // Downloaded while the session is asked, not after its answer: every signed-in page needs the
    // route rule's chunk and the session's schema (with zod), and waiting for the answer first
    // put two more round trips before the page's first paint. A visitor sent to the login wastes them.
    const access = import('./shell/private-access');
    void access.catch(() => undefined); // A failed download counts only where it is awaited, below.
    void import('@painel/contracts/session').catch(() => undefined);
    const user = await readSession(queryClient, true);
    if (!user) throw redirect(loginPathFor(`${url.pathname}${url.search}`));
    const { privateAccessRedirect } = await access;
    const target = await privateAccessRedirect(queryClient, user, url.pathname);
    if (target) throw redirect(target);
    return null;
  };
}

export function requireGuest(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    if (!(await readSession(queryClient))) return null;
    const url = new URL(request.url);
    const target = afterLoginTarget(url.searchParams, url.origin);
    // A product asked for a fresh sign-in (prompt=login, max_age): the form, even to a signed-in
    // person; sending them back to authorize would only bring them here again.
    if (asksFreshSignIn(url.searchParams) && target.startsWith(`${API_BASE}/`)) return null;
    // A product's single sign-on (GET /api/oauth2/oauth/authorize) is served by the API, not by
    // this app: a document navigation reaches it. An absolute target (another site of the
    // provider) makes the router leave the app by itself.
    if (target.startsWith(`${API_BASE}/`)) throw redirectDocument(target);
    throw redirect(target);
  };
}
