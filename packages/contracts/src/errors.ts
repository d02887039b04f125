/**
 * The error-code catalogue: one code, one HTTP status, one pt-BR message. The API answers
 * `{ code, message }` with the status below; the web shows `messageForError(code)` and falls back to
 * the server's text for codes it does not know. Adding a failure means adding a row here.
 */
import { apiMessages, loginMessages, sessionMessages } from '@painel/domain';

export const errorCatalogue = {
  VALIDATION_FAILED: { status: 400, message: apiMessages.invalidRequest },
  MALFORMED_BODY: { status: 400, message: apiMessages.malformedBody },
  PAYLOAD_TOO_LARGE: { status: 413, message: apiMessages.payloadTooLarge },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: apiMessages.unsupportedMediaType },
  NOT_FOUND: { status: 404, message: apiMessages.notFound },
  UNAUTHENTICATED: { status: 401, message: apiMessages.unauthenticated },
  /** The session was ended by a newer login of the same person (PF 8 shared-login notice). */
  SESSION_REPLACED: { status: 401, message: sessionMessages.sharedLogin },
  /** The company or group access window closed the session (PF 8 time-limit notice). */
  SESSION_TIME_LIMIT: { status: 401, message: sessionMessages.timeLimit },
  FORBIDDEN: { status: 403, message: apiMessages.forbidden },
  CROSS_SITE_REQUEST: { status: 403, message: apiMessages.crossSite },
  RATE_LIMITED: { status: 429, message: apiMessages.tooManyRequests },
  INTERNAL: { status: 500, message: apiMessages.internal },
  INVALID_CREDENTIALS: { status: 401, message: loginMessages.invalidCredentials },
  INVALID_CLIENT: { status: 401, message: apiMessages.invalidClient },
  INVALID_REDIRECT_URI: { status: 400, message: apiMessages.invalidRedirectUri },
  INVALID_GRANT: { status: 400, message: apiMessages.invalidGrant },
  UNSUPPORTED_GRANT_TYPE: { status: 400, message: apiMessages.unsupportedGrant },
  UNSUPPORTED_RESPONSE_TYPE: { status: 400, message: apiMessages.unsupportedResponseType },
  ENVIRONMENT_DENIED: { status: 403, message: apiMessages.environmentDenied },
  USER_INACTIVE: { status: 403, message: apiMessages.userInactive },
  USER_PENDING: { status: 403, message: apiMessages.userPending },
  USER_BLOCKED: { status: 403, message: apiMessages.userBlocked },
  STATE_MISMATCH: { status: 400, message: sessionMessages.stateMismatch },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCatalogue, value);
}

export function messageForError(code: unknown, fallback: string = sessionMessages.defaultError): string {
  return isErrorCode(code) ? errorCatalogue[code].message : fallback;
}

export function statusForError(code: ErrorCode): number {
  return errorCatalogue[code].status;
}
