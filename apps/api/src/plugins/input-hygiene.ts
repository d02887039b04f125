/**
 * Bad input never answers 500 (security review). PostgreSQL cannot store a NUL
 * character, so a NUL anywhere a request carries text — path and query, any header (and the
 * credentials a Basic header encodes), the body — is refused before any handler with 400
 * INVALID_CHARACTERS; headers past Node's limit answer 431 HEADERS_TOO_LARGE in the same
 * `{ code, message }` shape. Integers past the database's range fail their contract (`idSchema`).
 */
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { errorCatalogue, type ErrorCode } from '@painel/contracts';
import { AppError } from '../lib/app-error';
import { parseBasic } from '../lib/http';

const NUL = '\u0000';
/** Deeper than any contract of ours: a body nested further is refused rather than walked. */
const MAX_DEPTH = 32;

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (depth > MAX_DEPTH) return true;
  if (Array.isArray(value)) return value.some((item) => hasNul(item, depth + 1));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => key.includes(NUL) || hasNul(item, depth + 1));
  }
  return false;
}

/** The path only: the query is checked, parsed, after validation (see below). */
function pathHasNul(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return path.includes(NUL) || /%00/i.test(path);
}

function headersHaveNul(headers: { authorization?: string } & Record<string, unknown>): boolean {
  if (hasNul(headers)) return true;
  const basic = parseBasic(headers.authorization);
  return basic !== null && hasNul([basic.user, basic.secret]);
}

export function registerInputHygiene(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (pathHasNul(request.url) || headersHaveNul(request.headers)) throw new AppError('INVALID_CHARACTERS');
  });
  // Query and body after validation: a contract that refuses control characters answers first,
  // with its field messages; whatever it let through is refused here, before the handler.
  app.addHook('preHandler', async (request) => {
    if (hasNul(request.query) || hasNul(request.body)) throw new AppError('INVALID_CHARACTERS');
  });
}

function rawError(code: ErrorCode): string {
  const { status, message } = errorCatalogue[code];
  const body = JSON.stringify({ code, message });
  const reason = status === 431 ? 'Request Header Fields Too Large' : 'Bad Request';
  return `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (headers past the limit, a
 * malformed request line) answered in our shape, in pt-BR, instead of Fastify's English default.
 */
export const clientErrorHandler: NonNullable<FastifyServerOptions['clientErrorHandler']> = (
  error: Error & { code?: string },
  socket: Socket,
) => {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable)
    socket.write(rawError(error.code === 'HPE_HEADER_OVERFLOW' ? 'HEADERS_TOO_LARGE' : 'VALIDATION_FAILED'));
  socket.destroy(error);
};
