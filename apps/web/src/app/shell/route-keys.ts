/**
 * Which private route an address is (domain menu.ts `PrivateRouteKey`, the same names as
 * config/paths.ts), by pattern, so a page with an id belongs to its menu entry: the route guard
 * applies its rule, the shell highlights and titles it.
 */
import {
  PRIVATE_ROUTE_KEYS,
  canOpenRoute,
  matchPrivateRoute,
  menuRouteOf,
  type PrivateRouteKey,
  type RouteContext,
  type RoutePatterns,
} from '@painel/domain';
import { nestedPrivatePaths, paths } from '../../config/paths';

const nested: Partial<Record<PrivateRouteKey, readonly string[]>> = nestedPrivatePaths;

/** Each private route's address and the pages under it. */
export const privateRoutePatterns: RoutePatterns = PRIVATE_ROUTE_KEYS.flatMap((key) =>
  [paths[key], ...(nested[key] ?? [])].map((pattern) => [key, pattern] as const),
);

/** The route key of a pathname ('/gestao-da-conta/relatorios/' too), or null for any other address. */
export function routeKeyOf(pathname: string): PrivateRouteKey | null {
  return matchPrivateRoute(pathname, privateRoutePatterns)?.route ?? null;
}

/**
 * Whether the user may open an address of this app (announcements go only to who can
 * follow them): a private page by its route rule; an address no route claims leads nowhere.
 */
export function canOpenPath(pathname: string, context: RouteContext): boolean {
  const route = routeKeyOf(pathname);
  return route !== null && canOpenRoute(route, context);
}

/** Whether the current page is the menu entry's: the account home has two addresses, and a section's pages highlight its entry. */
export function isSameRoute(current: PrivateRouteKey | null, route: PrivateRouteKey | null): boolean {
  if (current === null || route === null) return false;
  return menuRouteOf(current) === menuRouteOf(route);
}
