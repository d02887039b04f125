/**
 * Small cookies the page itself reads and writes (notices, "already shown" marks). Always
 * SameSite=Lax on path '/', Secure over https; never anything secret, since page scripts read them.
 */

export interface CookieOptions {
  maxAgeSeconds: number;
}

export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null; // Not written by us: treat as absent.
    }
  }
  return null;
}

export function writeCookie(name: string, value: string, { maxAgeSeconds }: CookieOptions): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}; Path=/; SameSite=Lax${secure}`;
}

export function deleteCookie(name: string): void {
  writeCookie(name, '', { maxAgeSeconds: 0 });
}
