/**
 * Random values and PKCE (RFC 7636) for the login: the OAuth `state`, the code verifier and its
 * S256 challenge, base64url without padding. Uses Web Crypto (needs a secure context: https or localhost).
 */

export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** `byteLength` random bytes, base64url: 32 bytes give 43 characters. */
export function randomToken(byteLength = 32): string {
  return base64UrlEncode(crypto.getRandomValues(new Uint8Array(byteLength)));
}

/** code_challenge = base64url(SHA-256(code_verifier)). */
export async function s256Challenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64UrlEncode(new Uint8Array(digest));
}

/** RFC 7617 Basic credentials over the UTF-8 bytes, so 'ç' or 'ã' in a password survive. */
export function basicAuthorization(user: string, password: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(`${user}:${password}`)) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}
