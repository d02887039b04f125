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
