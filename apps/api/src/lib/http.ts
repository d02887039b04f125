/** Small readers of request data that every module needs. */
import type { FastifyReply, FastifyRequest } from 'fastify';

/** RFC 7617 Basic credentials; the user part ends at the first colon (no valid e-mail has one). */
export function parseBasic(header: string | undefined): { user: string; secret: string } | null {
  if (!header) return null;
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { user: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

export function clientInfo(request: FastifyRequest): { ip: string; userAgent: string | null } {
  const ua = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof ua === 'string' ? ua.slice(0, 512) : null };
}

/**
 * Sends a body already serialized through its route's response schema (a cached answer): the
 * route's serializer is for objects, so a JSON string goes out as it is.
 */
export function sendSerializedJson(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json);
}

/** RFC 9110 12.5.1: the weight an Accept header gives a media type, by its most specific range (0: not acceptable). */
function acceptQuality(accept: string, mediaType: string): number {
  const [type] = mediaType.split('/');
  let best = { specificity: 0, quality: 0 };
  for (const entry of accept.split(',')) {
    const [range = '', ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    const specificity = range === mediaType ? 3 : range === `${type}/*` ? 2 : range === '*/*' ? 1 : 0;
    if (specificity === 0 || specificity < best.specificity) continue;
    const q = params.find((param) => param.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    // A weight that is no number in 0..1 counts as not acceptable, so the request keeps the JSON answer.
    const weight = Number.isFinite(quality) && quality >= 0 && quality <= 1 ? quality : 0;
    best =
      specificity > best.specificity
        ? { specificity, quality: weight }
        : { specificity, quality: Math.max(best.quality, weight) };
  }
  return best.quality;
}

/**
 * Whether a request comes from a browser's navigation rather than from a program: its Accept
 * header weighs text/html above application/json. No header, `*\/*` or a tie keep the JSON answer.
 */
export function prefersHtml(accept: string | undefined): boolean {
  if (!accept) return false;
  return acceptQuality(accept, 'text/html') > acceptQuality(accept, 'application/json');
}
