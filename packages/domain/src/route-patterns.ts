/**
 * Which private route an address belongs to, by pattern: a page with an id in its address
 * ('/grupos-e-usuarios/grupos/:groupId', '/clientes/:customerId/*') is checked by the rule of the
 * menu entry it belongs to (menu.ts `canOpenRoute`), and an address no pattern claims is denied,
 * never open. Patterns are written as the router writes them: literal segments, `:name` for one
 * segment, and a final `*` for any rest.
 */
import { canOpenRoute, type PrivateRouteKey, type RouteContext } from './menu';

/** Each route's address and the patterns of the pages under it (the web's config/paths.ts). */
export type RoutePatterns<K extends string = PrivateRouteKey> = readonly (readonly [
  route: K,
  pattern: string,
])[];

export interface RouteMatch<K extends string = PrivateRouteKey> {
  readonly route: K;
  readonly params: Readonly<Record<string, string>>;
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/** The named segments of `pathname` when it is an address of `pattern`, or null. */
export function matchRoutePattern(pattern: string, pathname: string): Record<string, string> | null {
  const wanted = segmentsOf(pattern);
  const given = segmentsOf(pathname);
  const splat = wanted.at(-1) === '*';
  if (splat) wanted.pop();
  if (splat ? given.length < wanted.length : given.length !== wanted.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    const value = given[index] ?? '';
    if (segment.startsWith(':')) params[segment.slice(1)] = value;
    else if (segment !== value) return null;
  }
  if (splat) params['*'] = given.slice(wanted.length).join('/');
  return params;
}

/** Literal segments outrank named ones, which outrank a final `*`: '/grupos/novo' beats '/grupos/:id'. */
function specificity(pattern: string): number[] {
  return segmentsOf(pattern).map((segment) => (segment === '*' ? 0 : segment.startsWith(':') ? 1 : 2));
}

function compareSpecificity(a: string, b: string): number {
  const [left, right] = [specificity(a), specificity(b)];
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = (right[index] ?? -1) - (left[index] ?? -1);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** The route whose most specific pattern matches `pathname`, with its named segments; null for none. */
export function matchPrivateRoute<K extends string>(
  pathname: string,
  patterns: RoutePatterns<K>,
): RouteMatch<K> | null {
  const candidates = [...patterns].sort(([, a], [, b]) => compareSpecificity(a, b));
  for (const [route, pattern] of candidates) {
    const params = matchRoutePattern(pattern, pathname);
    if (params) return { route, params };
  }
  return null;
}

/** The route guard's rule for an address: its route's rule (menu.ts), and no for an address no route claims. */
export function canOpenPath(pathname: string, patterns: RoutePatterns, ctx: RouteContext): boolean {
  const match = matchPrivateRoute(pathname, patterns);
  return match !== null && canOpenRoute(match.route, ctx);
}
