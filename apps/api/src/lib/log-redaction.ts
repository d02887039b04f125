/**
 * What the request log prints of a URL. Some URLs are credentials: a report export's signed link
 * (…/file?expires=…&signature=…), a PDF link (/api/payments/documents/<token>), OAuth's codes and
 * tokens. Fastify's default request serializer prints the full URL, so anyone reading stdout could
 * open them. The path keeps its shape (what was called stays visible) with the secret parts
 * replaced by [redacted].
 */
import type { FastifyRequest } from 'fastify';

export const REDACTED = '[redacted]';

/** Query parameters whose values are secrets (signed links, OAuth/OIDC). Compared lower-case. */
const SECRET_QUERY_PARAMS = new Set([
  'signature',
  'token',
  'code',
  'state',
  'nonce',
  'code_verifier',
  'code_challenge',
  'access_token',
  'refresh_token',
  'id_token',
  'id_token_hint',
  'client_secret',
  'password',
  'secret',
]);

/** Path segments that follow these are credentials themselves. */
const SECRET_PATH_SEGMENTS: readonly RegExp[] = [/(\/payments\/documents\/)[^/?#]+/i];

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  let path = q === -1 ? url : url.slice(0, q);
  for (const re of SECRET_PATH_SEGMENTS) path = path.replace(re, `$1${REDACTED}`);
  if (q === -1) return path;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq === -1 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // A malformed name stays as sent; its value is still judged by the raw name.
      }
      return eq !== -1 && SECRET_QUERY_PARAMS.has(name.toLowerCase()) ? `${rawName}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/** Fastify's request serializer, with the URL redacted. */
export function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
