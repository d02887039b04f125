/**
 * Redirect safety: whether the portal may send the browser to a `redirectURL` it was
 * given. A path of this app stays allowed (in-app navigation); an absolute address only when
 * it belongs to the provider's own domains (a configured list, subdomains included) or, outside
 * production only, to a development host (localhost or an IP literal), and never when it is the
 * current origin. The web (redirectURL after login) and the API (a product's redirect_uri after
 * single sign-on) both ask this one rule.
 *
 * Written without the URL global (domain runs without DOM types), so the check is strict on
 * purpose: anything a browser might read differently from us (backslashes, spaces, control
 * characters, credentials, non-ASCII or percent-encoded hosts) is refused rather than
 * interpreted.
 */
import { isValidIpv4, isValidIpv6 } from './contact';

/** The provider's domains when nothing else is configured; each one admits its subdomains. */
export const DEFAULT_REDIRECT_HOSTS: readonly string[] = ['painel.example'];

export interface RedirectPolicy {
  /** The page's own origin, as `location.origin` gives it ('https://painel.example'). */
  currentOrigin: string;
  /** Hosts accepted with their subdomains; DEFAULT_REDIRECT_HOSTS when left out. */
  allowedHosts?: readonly string[];
  /**
   * localhost and IP literals: only outside production (a development machine, the demo, the
   * journeys). Refused when left out, so a caller that forgets is strict.
   */
  developmentHosts?: boolean;
}

interface Origin {
  scheme: 'http' | 'https';
  host: string;
  port: string;
}

// Backslashes count as '/' in browsers, and tabs or line breaks are silently dropped from URLs:
// either would let an address mean something else to the browser than to this check.
// eslint-disable-next-line no-control-regex -- the control characters are what this refuses.
const AMBIGUOUS = /[\\\s\u0000-\u001f\u007f]/u;
const ABSOLUTE = /^(https?):\/\/([^/?#]*)(?:[/?#].*)?$/iu;
const AUTHORITY = /^([a-z0-9.-]+|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/u;
const DEFAULT_PORTS = { http: '80', https: '443' } as const;

function parseOrigin(value: string): Origin | null {
  const match = ABSOLUTE.exec(value);
  const scheme = match?.[1]?.toLowerCase();
  const authority = match?.[2]?.toLowerCase();
  if ((scheme !== 'http' && scheme !== 'https') || authority === undefined) return null;
  const parts = AUTHORITY.exec(authority);
  const host = parts?.[1];
  if (host === undefined) return null;
  const port = parts?.[2] ?? '';
  if (port !== '' && (Number(port) < 1 || Number(port) > 65_535)) return null;
  return { scheme, host, port: port === DEFAULT_PORTS[scheme] ? '' : port };
}

function sameOrigin(a: Origin, b: Origin): boolean {
  return a.scheme === b.scheme && a.host === b.host && a.port === b.port;
}

function normaliseHost(host: string): string {
  return host.trim().toLowerCase().replace(/^\.+/, '');
}

function isDevelopmentHost(host: string): boolean {
  if (host === 'localhost' || isValidIpv4(host)) return true;
  return host.startsWith('[') && host.endsWith(']') && isValidIpv6(host.slice(1, -1));
}

function isProviderHost(host: string, allowedHosts: readonly string[]): boolean {
  // Every label well formed: 'a..b' or a trailing dot would be read differently elsewhere.
  const labels = host.split('.');
  if (labels.some((label) => !/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/.test(label))) return false;
  return allowedHosts
    .map(normaliseHost)
    .filter((allowed) => allowed !== '')
    .some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/** True when a path of this app ('/x?y#z'): not protocol-relative ('//host'). */
function isAppPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

export function isSafeRedirect(url: string, policy: RedirectPolicy): boolean {
  if (url === '' || AMBIGUOUS.test(url)) return false;
  if (isAppPath(url)) return true;
  const target = parseOrigin(url);
  const current = parseOrigin(policy.currentOrigin);
  if (!target) return false;
  if (current && sameOrigin(target, current)) return false;
  return (
    (policy.developmentHosts === true && isDevelopmentHost(target.host)) ||
    isProviderHost(target.host, policy.allowedHosts ?? DEFAULT_REDIRECT_HOSTS)
  );
}
