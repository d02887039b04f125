/**
 * Tells a database outage from a bug: an error that means "the database cannot be reached right
 * now" (refused or dropped connection, server shutting down or starting, too many connections,
 * a connect timeout, a closed embedded database). The error handler answers those 503
 * SERVICE_UNAVAILABLE with Retry-After instead of 500, and readiness reports them, so a load
 * balancer and a client both know to try again shortly.
 */

/** Seconds a client or a load balancer should wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;

// Node's socket errors on connect and while connected.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * PostgreSQL SQLSTATEs: class 08 (connection exception), 53300 too many connections, 57P01-57P03
 * (admin shutdown, crash shutdown, cannot connect now: the server is starting or stopping).
 */
function isUnavailableSqlState(code: string): boolean {
  return (
    code.startsWith('08') || code === '53300' || code === '57P01' || code === '57P02' || code === '57P03'
  );
}

// pg's pool and client say these in words, without a code; PGlite once its instance is closed.
const MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /connection terminated/i,
  /PGlite (instance )?is (already )?closed/i,
];

function codeOf(error: object): string | undefined {
  return 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const code = codeOf(error);
  if (code && (NETWORK_CODES.has(code) || (/^[0-9A-Z]{5}$/.test(code) && isUnavailableSqlState(code))))
    return true;
  const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
  if (MESSAGES.some((pattern) => pattern.test(message))) return true;
  // A connect to 'localhost' tries every address and fails with an AggregateError of them.
  if (
    error instanceof AggregateError &&
    error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))
  )
    return true;
  return 'cause' in error && isDatabaseUnavailable(error.cause, depth + 1);
}
