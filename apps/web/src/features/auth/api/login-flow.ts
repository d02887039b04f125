/**
 * The network half of a login (PF 4 'Login'): captcha, authorize, state check, code
 * exchange, each answer checked against its contract. Its own chunk, loaded on submit: the login
 * page's first paint downloads neither zod nor these schemas (its 150 kB budget).
 */
import { z } from 'zod';
import {
  apiPaths,
  authorizeResponseSchema,
  messageForError,
  mfaChallengeSchema,
  tokenResponseSchema,
  type LoginForm,
} from '@painel/contracts';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { currentDeviceInfo } from '../../../lib/device-info';
import { basicAuthorization, s256Challenge } from '../../../lib/pkce';
import type { SecondFactorAnswer } from '../../../lib/second-factor';
import { solveCaptcha } from '../../../components/captcha/captcha';
import {
  newPendingAuthorization,
  type LoginContext,
  type LoginResult,
  type PendingAuthorization,
} from './login-attempt';

/** authorize answers a code, or an MFA challenge when the account has a second factor. */
const authorizeOutcomeSchema = z.union([authorizeResponseSchema, mfaChallengeSchema]);

export type AuthorizeOutcome = z.infer<typeof authorizeOutcomeSchema>;

/** POST /oauth2/oauth/authorize with Basic credentials, device info and the captcha token. */
export async function authorize(
  { email, password }: LoginForm,
  pending: PendingAuthorization,
  captchaToken?: string,
): Promise<AuthorizeOutcome> {
  return apiRequest(apiPaths.authorize, {
    method: 'POST',
    form: {
      client_id: pending.clientId,
      redirect_uri: pending.redirectUri,
      state: pending.state,
      response_type: 'code',
      code_challenge: await s256Challenge(pending.codeVerifier),
      code_challenge_method: 'S256',
    },
    headers: {
      Authorization: basicAuthorization(email.trim(), password),
      'X-Device-Info': JSON.stringify(currentDeviceInfo()),
      ...(captchaToken ? { 'X-Captcha-Token': captchaToken } : {}),
    },
    schema: authorizeOutcomeSchema,
  });
}

/**
 * Checks the state of an authorization answer (from authorize or from the MFA step) and exchanges
 * its code at the token endpoint; resolves once the session cookies are set.
 */
export async function exchangeAuthorizationCode(
  answer: SecondFactorAnswer,
  pending: PendingAuthorization,
): Promise<void> {
  // An answer to a request we did not make: stop before using its code (status 0: the client's own check).
  if (answer.state !== pending.state)
    throw new ApiError(0, 'STATE_MISMATCH', messageForError('STATE_MISMATCH'));

  await apiRequest(apiPaths.token, {
    method: 'POST',
    form: {
      grant_type: 'authorization_code',
      code: answer.code,
      redirect_uri: pending.redirectUri,
      code_verifier: pending.codeVerifier,
      client_id: pending.clientId,
    },
    schema: tokenResponseSchema,
  });
}

/** Runs captcha + authorize, and the exchange unless a second factor is asked. Failures are ApiErrors. */
export async function loginWithPassword(credentials: LoginForm, context: LoginContext): Promise<LoginResult> {
  // PF 2: the captcha runs on submit, once the form is valid (the form validated before calling).
  const captchaToken = await solveCaptcha();
  const pending = newPendingAuthorization(context);
  const outcome = await authorize(credentials, pending, captchaToken);
  if ('mfa' in outcome) return { kind: 'secondFactor', challenge: outcome, pending };
  await exchangeAuthorizationCode(outcome, pending);
  return { kind: 'signedIn' };
}
