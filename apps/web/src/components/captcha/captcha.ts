/**
 * The invisible captcha of login and recovery (PF 2 'An invisible captcha runs on submit, only
 * when the form is valid'). Forms call `solveCaptcha()` inside their submit, after
 * validation passed, so the button's loading state covers it: fetch a challenge, solve it in
 * workers, hand back the token to send. No widget is drawn: there is nothing for the user to do.
 *
 * A server without the challenge route (404) runs without captcha: the token is undefined and the
 * form is sent without it.
 */
import type { CaptchaChallenge } from '@painel/contracts';
import { captchaPaths } from '@painel/contracts/routes';
import { ApiError, apiRequest, messageForFailure } from '../../lib/api-client';

/** GET /api/captcha/desafio, or null when this server has no captcha. */
export async function fetchCaptchaChallenge(signal?: AbortSignal): Promise<CaptchaChallenge | null> {
  try {
    return await apiRequest(captchaPaths.challenge, {
      signal,
      // Loaded with the challenge, not with the login page (which must not download zod at first paint).
      schema: async () => (await import('@painel/contracts/captcha')).captchaChallengeSchema,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

const loadSolver = () => import('./altcha-solver');

/** Downloads the solver ahead of time (e.g. when a form first gets focus), so submit waits less. */
export function preloadCaptchaSolver(): void {
  void loadSolver().catch(() => undefined); // Retried on submit, where a failure is reported.
}

async function captchaFailed(): Promise<ApiError> {
  return new ApiError(0, 'CAPTCHA_INVALID', await messageForFailure('CAPTCHA_INVALID'));
}

/**
 * The token for the form's captcha field, or undefined when the server has no captcha. Fails with
 * an ApiError ready to show when the challenge cannot be fetched or solved.
 */
export async function solveCaptcha(signal?: AbortSignal): Promise<string | undefined> {
  const challenge = await fetchCaptchaChallenge(signal);
  if (!challenge) return undefined;
  let token: string | null;
  try {
    const { solveAltcha } = await loadSolver();
    token = await solveAltcha(challenge, signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw await captchaFailed();
  }
  if (!token) throw await captchaFailed();
  return token;
}
