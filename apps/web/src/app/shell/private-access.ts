/**
 * What the private routes' guard decides once someone is signed in: a user blocked by
 * MFA validation is logged out and shown why; an address the user may not open (domain
 * route-patterns.ts `canOpenPath`: its route's rule, and no for an address no route claims) sends
 * them to the default private redirect; and the flags and configuration the
 * shell draws with are fetched first, so the side menu does not change under the user's eyes. Its
 * own chunk: the login page never downloads it.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@painel/contracts';
import { canOpenPath, defaultPrivateRoute, mustLogOut, type RouteContext } from '@painel/domain';
import { getEnvironment } from '../../config/environment';
import { paths } from '../../config/paths';
import { STORAGE_KEYS_KEPT_ON_LOGOUT } from '../../config/storage-keys';
import { featureFlagsQueryOptions } from '../../lib/feature-flags';
import { publicConfigQueryOptions } from '../../lib/public-config';
import { clearLocalStorageExcept } from '../../lib/storage';
import { viewerOf } from '../../lib/viewer';
import { sessionQueryOptions } from '../../features/auth/api/get-session';
import { logout } from '../../features/auth/api/logout';
import { privateRoutePatterns } from './route-keys';

/** Ours: how long the first private page waits for the flags and the configuration. */
const SHELL_DATA_WAIT_MS = 1500;

/** Cached after the first page; a slow or failed answer only delays the page a little. */
async function prefetchShellData(queryClient: QueryClient): Promise<void> {
  const loads = Promise.allSettled([
    queryClient.ensureQueryData(featureFlagsQueryOptions()),
    queryClient.ensureQueryData(publicConfigQueryOptions()),
  ]);
  await Promise.race([loads, new Promise((resolve) => setTimeout(resolve, SHELL_DATA_WAIT_MS))]);
}

/**
 * Ends the session of a user blocked by MFA validation, as logout does, without the toast: the
 * blocked-access screen that follows says why (ours: the spec says only "is logged out").
 */
async function logOutBlockedUser(queryClient: QueryClient): Promise<void> {
  await logout().catch(() => undefined);
  clearLocalStorageExcept(STORAGE_KEYS_KEPT_ON_LOGOUT);
  queryClient.removeQueries();
  queryClient.setQueryData(sessionQueryOptions().queryKey, null);
}

export function routeContextOf(user: SessionUser): RouteContext {
  return { viewer: viewerOf(user, getEnvironment()), blockedState: user.blockedState };
}

/** Where a signed-in user asking for `pathname` must go instead, or null to let them in. */
export async function privateAccessRedirect(
  queryClient: QueryClient,
  user: SessionUser,
  pathname: string,
): Promise<string | null> {
  const context = routeContextOf(user);
  if (mustLogOut(context)) {
    await logOutBlockedUser(queryClient);
    return paths.accessBlocked;
  }
  // An address no route claims (config/paths.ts) is denied, never open.
  if (!canOpenPath(pathname, privateRoutePatterns, context)) return paths[defaultPrivateRoute(context)];
  await prefetchShellData(queryClient);
  return null;
}
