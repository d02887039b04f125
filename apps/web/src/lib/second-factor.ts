/**
 * The code-verification step (PF 2 'Code verification screen') belongs to the mfa feature, the
 * login form that shows it to the auth feature. Features never import each other, so app/ hands
 * the step to the form through this context, and the form renders whatever it was given.
 */
import { createContext, use, type ReactNode } from 'react';
import type { MfaChallenge } from '@painel/contracts';

/** What the server answers a right login code with: the authorization code, as authorize would. */
export interface SecondFactorAnswer {
  code: string;
  state: string;
}

interface StepBase {
  /** authorize's (or a password change's) `{ mfa, token }`. */
  challenge: MfaChallenge;
  /** After onVerified: leave the step (login: once the success message has been shown, PF 2: 5 s). */
  onFinished: () => void;
  /** Back to the form: the user asked, the challenge expired (401) or finishing failed. */
  onCancel: () => void;
}

/** PF 2 'Code verification screen', mode 'after login'. */
export interface LoginStepProps extends StepBase {
  mode?: 'login';
  /**
   * Runs with the answer to a right code and finishes the login (state check, code exchange).
   * While it runs the step shows progress; if it throws, the step reports the error and cancels.
   */
  onVerified: (answer: SecondFactorAnswer) => Promise<void>;
}

/**
 * PF 2 'Code verification screen', mode 'after password change': the right code completes a
 * password change that waited for it (own profile, or the e-mailed link), whose message it hands on.
 */
export interface PasswordChangeStepProps extends StepBase {
  mode: 'passwordChange';
  onVerified: (answer: { message: string }) => void;
  /** What the code completes, above the field (default: the password change's text). */
  intro?: string;
}

export type SecondFactorStepProps = LoginStepProps | PasswordChangeStepProps;

/** Draws the step; a render function rather than a component, so the form never holds a component made at render time. */
export type RenderSecondFactorStep = (props: SecondFactorStepProps) => ReactNode;

export const SecondFactorStepContext = createContext<RenderSecondFactorStep | null>(null);

export function useSecondFactorStep(): RenderSecondFactorStep {
  const step = use(SecondFactorStepContext);
  if (!step)
    throw new Error(
      'The code-verification step needs a SecondFactorStepContext (see app/second-factor.tsx).',
    );
  return step;
}
