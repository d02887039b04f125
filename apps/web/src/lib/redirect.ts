/**
 * The return address after login (PF 2 'redirectURL', PF 5 'Redirect safety'). A path of this app
 * is followed in the app; an absolute address only when domain's `isSafeRedirect` accepts it (the
 * provider's configured domains; localhost or an IP only when the server runs outside production;
 * never this page's own origin), and then the browser leaves the app for it.
 */
import { DEFAULT_REDIRECT_HOSTS, isSafeRedirect } from '@painel/domain';
import { allowsDevelopmentHosts } from '../config/environment';
import { REAUTHENTICATE_PARAM, REDIRECT_PARAM, paths } from '../config/paths';

/** The provider's domains a redirectURL may lead to: VITE_REDIRECT_HOSTS (comma-separated) or the default. */
export function redirectAllowedHosts(
  configured: string | undefined = import.meta.env.VITE_REDIRECT_HOSTS,
): readonly string[] {
  const hosts = (configured ?? '')
    .split(',')
    .map((host) => host.trim())
    .filter((host) => host !== '');
  return hosts.length > 0 ? hosts : DEFAULT_REDIRECT_HOSTS;
}

/** `value` as a same-origin path ('/x?y#z'), or null if it could lead anywhere else. */
export function safeRedirectPath(
  value: string | null | undefined,
  origin: string = window.location.origin,
): string | null {
  if (!value || !value.startsWith('/') || !isSafeRedirect(value, { currentOrigin: origin })) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  // Belt and braces: whatever the rule let through must still resolve on this origin.
  if (url.origin !== origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where `value` may take the user: an app path, an absolute address of the provider (as the
 * browser will read it), or null.
 */
export function safeRedirectTarget(
  value: string | null | undefined,
  origin: string = window.location.origin,
  allowedHosts: readonly string[] = redirectAllowedHosts(),
  developmentHosts: boolean = allowsDevelopmentHosts(),
): string | null {
  if (!value) return null;
  if (value.startsWith('/')) return safeRedirectPath(value, origin);
  if (!isSafeRedirect(value, { currentOrigin: origin, allowedHosts, developmentHosts })) return null;
  try {
    return new URL(value).href;
  } catch {
    return null;
  }
}

/**
 * Where to send a user once authenticated, given the login page's query string: the redirectURL
 * when safe (possibly another site of the provider), else /inicio. Route loaders hand it to
 * `redirect()`, which leaves the app for an absolute address.
 */
export function afterLoginTarget(search: URLSearchParams, origin?: string): string {
  return safeRedirectTarget(search.get(REDIRECT_PARAM), origin) ?? paths.home;
}

/**
 * The in-app path to navigate to once authenticated. An address outside the app cannot be
 * reached with `navigate()`; it is handed back to the login route, whose guard (a signed-in user
 * on a public route) follows it with a document navigation.
 */
export function afterLoginPath(search: URLSearchParams, origin?: string): string {
  const target = afterLoginTarget(search, origin);
  return target.startsWith('/') ? target : loginPathFor(target);
}

/** Whether the login page was opened by a product's request for a fresh sign-in (GET authorize sets it). */
export function asksFreshSignIn(search: URLSearchParams): boolean {
  return search.get(REAUTHENTICATE_PARAM) === '1';
}

/** The login page remembering where an unauthenticated visitor was going. */
export function loginPathFor(returnPath: string): string {
  return `${paths.login}?${new URLSearchParams({ [REDIRECT_PARAM]: returnPath }).toString()}`;
}
