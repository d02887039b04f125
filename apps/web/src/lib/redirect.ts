/**
 * The return address after login (PF 2 'redirectURL'). For now only a path of this app is
 * accepted; the provider-domain allow-list of PF 5 'Redirect safety' comes with its own issue.
 */
import { REDIRECT_PARAM, paths } from '../config/paths';

/** `value` as a same-origin path ('/x?y#z'), or null if it could lead anywhere else. */
export function safeRedirectPath(
  value: string | null | undefined,
  origin: string = window.location.origin,
): string | null {
  // '//host' and '/\host' are protocol-relative to browsers: another site.
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where to send a user once authenticated, given the login page's query string. */
export function afterLoginPath(search: URLSearchParams, origin?: string): string {
  return safeRedirectPath(search.get(REDIRECT_PARAM), origin) ?? paths.home;
}

/** The login page remembering where an unauthenticated visitor was going. */
export function loginPathFor(returnPath: string): string {
  return `${paths.login}?${new URLSearchParams({ [REDIRECT_PARAM]: returnPath }).toString()}`;
}
