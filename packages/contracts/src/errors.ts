/**
 * The error-code catalogue: one code, one HTTP status, one pt-BR message. The API answers
 * `{ code, message }` with the status below; the web shows `messageForError(code)` and falls back to
 * the server's text for codes it does not know. Adding a failure means adding a row here.
 */
import {
  accountMessages,
  apiMessages,
  boletoMessages,
  loginMessages,
  mfaMessages,
  ombudsmanMessages,
  passwordMessages,
  paymentMessages,
  profileMessages,
  groupMessages,
  reportMessages,
  screenMessages,
  sessionMessages,
  trialMessages,
  plansMessages,
  userMessages,
  securityQuestionMessages,
} from '@painel/domain';

export const errorCatalogue = {
  VALIDATION_FAILED: { status: 400, message: apiMessages.invalidRequest },
  MALFORMED_BODY: { status: 400, message: apiMessages.malformedBody },
  PAYLOAD_TOO_LARGE: { status: 413, message: apiMessages.payloadTooLarge },
  /** A NUL character in the path, query, a header or the body: the database cannot store it. */
  INVALID_CHARACTERS: { status: 400, message: apiMessages.invalidCharacters },
  HEADERS_TOO_LARGE: { status: 431, message: apiMessages.headersTooLarge },
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
  /** The database cannot be reached (an outage, a restart): try again after Retry-After seconds. */
  SERVICE_UNAVAILABLE: { status: 503, message: apiMessages.serviceUnavailable },
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
  ACCOUNT_LOCKED: { status: 429, message: apiMessages.accountLocked },
  /** Staff gave the security-question limit of wrong answers for this user (domain security-question.ts); the text says how long. */
  SECURITY_QUESTION_LOCKED: { status: 429, message: userMessages.securityQuestionLocked },
  UNAUTHORIZED_CLIENT: { status: 400, message: apiMessages.unauthorizedClient },
  /** RFC 8707 2: a `resource` that is no registered resource server, or more than one. */
  INVALID_TARGET: { status: 400, message: apiMessages.invalidTarget },
  PRODUCT_NOT_OWNED: { status: 403, message: screenMessages.productDenied },
  /** The company owns the product but the user's access profile does not grant it (domain productsGrantedBy). */
  PRODUCT_NOT_GRANTED: { status: 403, message: screenMessages.productDenied },
  ACCESS_OUTSIDE_HOURS: { status: 403, message: apiMessages.accessOutsideHours },
  ACCESS_IP_DENIED: { status: 403, message: apiMessages.accessIpDenied },
  CAPTCHA_INVALID: { status: 400, message: apiMessages.captchaInvalid },
  PASSWORD_POLICY: { status: 400, message: passwordMessages.policyFailed },
  PASSWORD_MISMATCH: { status: 400, message: passwordMessages.doNotMatch },
  PASSWORD_TOO_COMMON: { status: 400, message: apiMessages.passwordTooCommon },
  PASSWORD_REUSED: { status: 400, message: apiMessages.passwordReused },
  PASSWORD_LINK_INVALID: { status: 400, message: apiMessages.passwordLinkInvalid },
  REGISTER_LINK_INVALID: { status: 400, message: apiMessages.registerLinkInvalid },
  CURRENT_PASSWORD_INVALID: { status: 400, message: apiMessages.currentPasswordInvalid },
  /** Wrong verification code; the body's `errors` item 'attempts' says how many tries are left. */
  MFA_CODE_INVALID: { status: 422, message: mfaMessages.codeInvalid },
  /** An authenticator code already used (item 'reused'): refused, but not counted as a wrong try. */
  MFA_CODE_REUSED: { status: 422, message: mfaMessages.codeReused },
  /** The third wrong code: item 'failure', the user is 'Bloqueado por segurança' until a password reset. */
  MFA_BLOCKED: { status: 422, message: screenMessages.blockedBody },
  /** The challenge token is unknown, expired or already used. */
  MFA_CHALLENGE_EXPIRED: { status: 401, message: mfaMessages.challengeExpired },
  MFA_RESEND_TOO_EARLY: { status: 422, message: mfaMessages.resendTooEarly(60) },
  MFA_RESEND_UNAVAILABLE: { status: 422, message: mfaMessages.resendUnavailable },
  MFA_ENROLMENT_NOT_FOUND: { status: 422, message: mfaMessages.enrolmentNotFound },
  /** Three wrong codes while enrolling: item 'restart', the enrolment is discarded. */
  MFA_ENROLMENT_FAILED: { status: 422, message: mfaMessages.enrolmentRestart },
  MFA_NOT_ACTIVE: { status: 422, message: mfaMessages.notActive },
  /** Replacing or resetting one's own factor without a fresh proof (password + current code, POST /mfa/reautenticacao) in this session. */
  MFA_REAUTHENTICATION_REQUIRED: { status: 403, message: mfaMessages.reauthenticationRequired },
  /** The user's MFA secret does not open with this server's SECRET_KEY (a changed key): the operator must act. */
  MFA_SECRET_UNREADABLE: { status: 503, message: mfaMessages.secretUnreadable },
  /** GET /trial/balance and the contract request: the company is not on a trial plan. */
  TRIAL_ONLY: { status: 403, message: trialMessages.onlyTrial },
  /** Contratar planos, back office: the company left the trial already (a second conversion). */
  TRIAL_ALREADY_CONVERTED: { status: 409, message: plansMessages.alreadyConverted },
  /** Contratar planos, back office: the customer never asked to contract. */
  CONTRACT_REQUEST_NOT_FOUND: { status: 404, message: plansMessages.requestNotFound },
  /** The ombudsman request was stored but the e-mail could not be handed to the mail server (PF 8 8 s error). */
  OMBUDSMAN_NOT_SENT: { status: 502, message: ombudsmanMessages.failure },
  /** Access profiles: another profile of the company has this name (any case). */
  PROFILE_NAME_TAKEN: { status: 409, message: profileMessages.nameTaken },
  /** Base profiles are shared by every company: nobody edits them. */
  PROFILE_READ_ONLY: { status: 403, message: profileMessages.baseReadOnly },
  PROFILE_NOT_FOUND: { status: 404, message: profileMessages.notFound },
  PROFILE_PRODUCT_NOT_CONTRACTED: { status: 400, message: profileMessages.productNotContracted },
  PROFILE_FUNCTIONALITY_UNKNOWN: { status: 400, message: profileMessages.functionalityUnknown },
  PROFILE_PRODUCT_EMPTY: { status: 400, message: profileMessages.productWithoutFunctionality },
  PROFILE_MANDATORY_ITEM: { status: 400, message: accountMessages.mandatoryFunctionality },
  /** No escalation: the caller switched on a functionality they do not hold themselves. */
  PROFILE_ESCALATION: { status: 403, message: profileMessages.escalation },
  /** Groups: another group of the company has this name (any case). */
  GROUP_NAME_TAKEN: { status: 409, message: groupMessages.nameTaken },
  /** A group of another company, or one outside the caller's group scope. */
  GROUP_NOT_FOUND: { status: 404, message: groupMessages.notFound },
  GROUP_LIMIT_INVALID: { status: 400, message: accountMessages.consumptionLimitInvalid },
  GROUP_LIMIT_EXCEEDED: { status: 400, message: accountMessages.consumptionLimitExceeded },
  GROUP_DAY_LOCKED: { status: 400, message: groupMessages.invalidHours },
  /** The change would shut the acting user out of their own group (inactive, hours, address). */
  GROUP_SELF_LOCKOUT: { status: 409, message: groupMessages.selfLockout },
  /** A group-scoped editor changed the limit, hours, IPs or status of a group: audited. */
  GROUP_RESTRICTIONS_LOCKED: { status: 403, message: groupMessages.restrictionsLocked },
  /** Sign-in and every request: the user's group is Inativo. */
  GROUP_INACTIVE: { status: 403, message: groupMessages.groupInactive },
  // User administration.
  USER_NOT_FOUND: { status: 404, message: userMessages.notFound },
  USER_GROUP_NOT_FOUND: { status: 404, message: userMessages.groupNotFound },
  /** Outside the actor's reach (a manager and another group's user, or a non-Operador): audited. */
  USER_FORBIDDEN: { status: 403, message: userMessages.forbidden },
  USER_NOT_EDITABLE: { status: 409, message: userMessages.notEditable },
  /** The link that confirms a user's new e-mail is unknown, used, replaced or expired, or the address was taken meanwhile. */
  EMAIL_CHANGE_LINK_INVALID: { status: 400, message: userMessages.emailChangeLinkInvalid },
  USER_NOT_PENDING: { status: 409, message: userMessages.notPending },
  USER_NOT_BLOCKED: { status: 409, message: userMessages.notBlocked },
  USER_SELF_DELETE: { status: 409, message: userMessages.selfDelete },
  USER_PASSWORD_CHANGE_NOT_ALLOWED: { status: 409, message: userMessages.passwordChangeNotAllowed },
  /** The company would be left without an active administrator: audited. */
  LAST_ADMINISTRATOR: { status: 409, message: userMessages.lastAdministrator },
  MFA_NOT_RESETTABLE: { status: 409, message: userMessages.mfaNotResettable },
  // A report export's signed link that expired, was altered or names no export.
  EXPORT_LINK_INVALID: { status: 403, message: reportMessages.exportLinkExpired },
  // Only a failed NFS-e issuance is tried again.
  NFSE_NOT_RETRYABLE: { status: 409, message: paymentMessages.nfseNotRetryable },
  // The demo bank pays only a boleto it registered; no bank account configured.
  BOLETO_NOT_REGISTERED: { status: 409, message: boletoMessages.demoPayFailed },
  BANK_NOT_CONFIGURED: { status: 409, message: boletoMessages.bankNotConfigured },
  // Background exports queued or running for the company at the limit; a job's link before it is done.
  EXPORT_LIMIT_REACHED: { status: 429, message: reportMessages.exportLimitReached },
  EXPORT_NOT_READY: { status: 409, message: reportMessages.exportNotReady },
  // The own security question is set only while the user's second factor is Ativo.
  SECURITY_QUESTION_MFA_INACTIVE: { status: 409, message: securityQuestionMessages.mfaRequired },
  // A payment provider's webhook whose signature is missing or wrong (not a user's expired session).
  WEBHOOK_SIGNATURE_INVALID: { status: 401, message: paymentMessages.webhookSignatureInvalid },
  // A confirmation whose paidAt is later than now (beyond a few minutes of clock drift): audited.
  PAYMENT_PAID_AT_IN_FUTURE: { status: 422, message: paymentMessages.paidAtInFuture },
  // A customerId naming a company the caller cannot reach (or none).
  CUSTOMER_NOT_FOUND: { status: 404, message: apiMessages.customerNotFound },
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
