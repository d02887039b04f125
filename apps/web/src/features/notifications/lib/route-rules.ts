/**
 * Where an extra notification may show (PF 3 'Extra notification': allowedRoutes, blockedRoutes).
 * A pattern is a path, or a path prefix when it ends in '*'; a blocked route wins over an allowed
 * one; no allowed route means everywhere. A trailing slash of the current path is ignored.
 */

function matches(pathname: string, pattern: string): boolean {
  if (pattern.endsWith('*')) return pathname.startsWith(pattern.slice(0, -1));
  return pathname === pattern;
}

function normalise(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

export function isAllowedOnRoute(
  pathname: string,
  rules: { allowedRoutes: readonly string[]; blockedRoutes: readonly string[] },
): boolean {
  const path = normalise(pathname);
  if (rules.blockedRoutes.some((pattern) => matches(path, pattern))) return false;
  return rules.allowedRoutes.length === 0 || rules.allowedRoutes.some((pattern) => matches(path, pattern));
}
