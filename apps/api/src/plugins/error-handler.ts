/**
 * Every failure leaves as `{ code, message }` with a catalogue status: validation issues as 400
 * with the fields, unreadable bodies as 400/413/415, rate limits as 429, a database outage as 503
 * with Retry-After, and anything unexpected as 500 with the generic pt-BR text; the stack stays in
 * the server log.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCatalogue, type ErrorCode } from '@painel/contracts';
import { AppError } from '../lib/app-error';
import { RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../lib/database-errors';
import { UnreadableSecretError } from '../lib/secret-box';
import { isTransactionConflict } from '../db/transaction';
import { prefersHtml } from '../lib/http';
import { sendFrontChannelErrorPage } from './front-channel-error-page';

const OAUTH_ERRORS: Partial<Record<ErrorCode, string>> = {
  INVALID_CLIENT: 'invalid_client',
  INVALID_GRANT: 'invalid_grant',
  UNSUPPORTED_GRANT_TYPE: 'unsupported_grant_type',
  UNSUPPORTED_RESPONSE_TYPE: 'unsupported_response_type',
  INVALID_REDIRECT_URI: 'invalid_request',
  UNAUTHORIZED_CLIENT: 'unauthorized_client',
  INVALID_TARGET: 'invalid_target',
  VALIDATION_FAILED: 'invalid_request',
  MALFORMED_BODY: 'invalid_request',
  UNSUPPORTED_MEDIA_TYPE: 'invalid_request',
  PAYLOAD_TOO_LARGE: 'invalid_request',
  INVALID_CHARACTERS: 'invalid_request',
  RATE_LIMITED: 'temporarily_unavailable',
  CROSS_SITE_REQUEST: 'invalid_request',
  ACCOUNT_LOCKED: 'access_denied',
  SERVICE_UNAVAILABLE: 'temporarily_unavailable',
  INTERNAL: 'server_error',
};

/**
 * Every error of the OAuth endpoints carries an RFC 6749 `error`: the catalogue's own
 * when it has one; else by status — at the token endpoint a refused person (hours, address,
 * status) is `invalid_grant`, at authorize and elsewhere `access_denied`.
 */
export function oauthErrorOf(code: ErrorCode, url: string): string {
  const known = OAUTH_ERRORS[code];
  if (known) return known;
  const status = errorCatalogue[code].status;
  if (status === 401) return url.includes('/oauth/token') ? 'invalid_grant' : 'access_denied';
  if (status === 403) return url.includes('/oauth/token') ? 'invalid_grant' : 'access_denied';
  if (status >= 500) return 'server_error';
  return 'invalid_request';
}

/** RFC 6749 5.2: error_description is printable ASCII without `"` and `\`; the pt-BR text loses its accents. */
export function asciiDescription(message: string): string {
  return message
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '')
    .trim();
}

const isOauthEndpoint = (url: string) => url.startsWith('/api/oauth2/oauth/');
const isBearerResource = (url: string) => url.startsWith('/api/oauth2/userinfo');

export function sendError(
  reply: FastifyReply,
  code: ErrorCode,
  options: { message?: string; fields?: { path: string; message: string }[] } = {},
) {
  const message = options.message ?? errorCatalogue[code].message;
  // A browser a product sent here (authorize, logout) gets a page for the person; programs keep the JSON below.
  const page = reply.request.routeOptions.config?.errorPage;
  if (page && prefersHtml(reply.request.headers.accept))
    return sendFrontChannelErrorPage(reply, page, code, errorCatalogue[code].status, message);
  const url = reply.request.url;
  const oauth = isOauthEndpoint(url) ? oauthErrorOf(code, url) : undefined;
  if (code === 'SERVICE_UNAVAILABLE') reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  // RFC 6749 5.2: a client that failed to authenticate is told how to (RFC 6750 3 for a bearer resource).
  if (oauth === 'invalid_client') reply.header('www-authenticate', 'Basic realm="painel", charset="UTF-8"');
  // RFC 6750 3.1: a request that sent no credentials at all is only told the scheme, without an error code.
  if (isBearerResource(url) && errorCatalogue[code].status === 401)
    reply.header(
      'www-authenticate',
      reply.request.headers.authorization === undefined
        ? 'Bearer realm="painel"'
        : 'Bearer realm="painel", error="invalid_token"',
    );
  return reply
    .status(errorCatalogue[code].status)
    .type('application/json; charset=utf-8')
    .send({
      code,
      message,
      ...(options.fields?.length ? { fields: options.fields } : {}),
      ...(oauth ? { error: oauth, error_description: asciiDescription(message) } : {}),
    });
}

function fieldPath(instancePath: string | undefined, fallback: string | undefined) {
  const path = (instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  return path || fallback || '';
}

/**
 * SQLSTATE class 22, data exception: a value the database cannot hold (a NUL in text, a number past
 * its range, text that is no number, a day that does not exist). The contracts refuse what they
 * know of; whatever one lets through is still bad input, answered 400 rather than 500.
 */
const isDataException = (code: unknown) => typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);

/**
 * Errors the router raises before any route or hook runs (Fastify's `frameworkErrors`): a path
 * parameter longer than maxParamLength (414 in English by default) names nothing that can exist,
 * so it is our 404; a URL that is no valid encoding is a validation error. Our shape, in pt-BR.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  return sendError(reply, error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'NOT_FOUND' : 'VALIDATION_FAILED');
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError)
      return sendError(reply, error.code, { message: error.message, fields: error.fields });
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((v) => ({
        path: `${error.validationContext ?? 'body'}${fieldPath(v.instancePath, undefined) ? '.' : ''}${fieldPath(v.instancePath, undefined)}`,
        message: v.message ?? 'Valor inválido.',
      }));
      return sendError(reply, 'VALIDATION_FAILED', { fields });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return sendError(reply, 'RATE_LIMITED');
    if (status === 413) return sendError(reply, 'PAYLOAD_TOO_LARGE');
    if (status === 415) return sendError(reply, 'UNSUPPORTED_MEDIA_TYPE');
    if (status === 400 && error.code?.startsWith('FST_ERR_CTP')) return sendError(reply, 'MALFORMED_BODY');
    if (status === 400 && error.validation) return sendError(reply, 'VALIDATION_FAILED');
    if (status >= 400 && status < 500)
      return sendError(reply, status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED');
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return sendError(reply, 'SERVICE_UNAVAILABLE');
    }
    if (error instanceof UnreadableSecretError) {
      // Not the person's fault, and nothing they can fix: tell them whom to ask, and the operator what to do.
      request.log.error(
        { event: 'sealed_secret_unreadable', context: error.context.replace(/:\d+$/, '') },
        'a sealed secret does not open with this SECRET_KEY: start every process with the key it was sealed with; if that key is lost, reset the MFA of the users concerned in the back office',
      );
      return sendError(
        reply,
        error.context.startsWith('users.mfa_secret') || error.context.startsWith('mfa_enrolments')
          ? 'MFA_SECRET_UNREADABLE'
          : 'SERVICE_UNAVAILABLE',
      );
    }
    if (isTransactionConflict(error)) {
      // Still aborted by a concurrent transaction after inTransaction's retries: try again shortly.
      request.log.warn({ err: error }, 'transaction conflict');
      return sendError(reply, 'SERVICE_UNAVAILABLE');
    }
    if (isDataException(error.code)) {
      request.log.warn({ err: error }, 'input the database refused');
      return sendError(reply, 'VALIDATION_FAILED');
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 'INTERNAL');
  });
}
