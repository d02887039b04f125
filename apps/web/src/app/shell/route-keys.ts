/**
 * Which private route an address is (domain menu.ts `PrivateRouteKey`, the same names as
 * config/paths.ts): the route guard applies its rule, the shell highlights and titles it.
 */
import { matchPath } from 'react-router';
import { PRIVATE_ROUTE_KEYS, type PrivateRouteKey } from '@painel/domain';
import { paths } from '../../config/paths';

const byPath: ReadonlyMap<string, PrivateRouteKey> = new Map(PRIVATE_ROUTE_KEYS.map((key) => [paths[key], key]));
/** Routes whose address holds a parameter (the back office's `/clientes/:customerId/…`). */
const patterns: readonly PrivateRouteKey[] = PRIVATE_ROUTE_KEYS.filter((key) => paths[key].includes('/:'));

/** The route key of a pathname ('/gestao-da-conta/relatorios/' too), or null for any other address. */
export function routeKeyOf(pathname: string): PrivateRouteKey | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return byPath.get(trimmed) ?? patterns.find((key) => matchPath(paths[key], trimmed) !== null) ?? null;
}

/** The account home has two addresses; its menu entry is either. */
export function isSameRoute(current: PrivateRouteKey | null, route: PrivateRouteKey | null): boolean {
  if (current === null || route === null) return false;
  const canonical = (key: PrivateRouteKey) => (key === 'accountHomeAlias' ? 'accountHome' : key);
  return canonical(current) === canonical(route);
}
