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

export interface SecondFactorStepProps {
  /** authorize's `{ mfa, token }`. */
  challenge: MfaChallenge;
  /**
   * Runs with the answer to a right code and finishes the login (state check, code exchange).
   * While it runs the step shows progress; if it throws, the step reports the error and cancels.
   */
  onVerified: (answer: SecondFactorAnswer) => Promise<void>;
  /** After onVerified, once the success message has been shown (PF 2: 5 s): leave the login page. */
  onFinished: () => void;
  /** Back to the login form: the user asked, the challenge expired (401) or the login failed. */
  onCancel: () => void;
}

/** Draws the step; a render function rather than a component, so the form never holds a component made at render time. */
export type RenderSecondFactorStep = (props: SecondFactorStepProps) => ReactNode;

export const SecondFactorStepContext = createContext<RenderSecondFactorStep | null>(null);

export function useSecondFactorStep(): RenderSecondFactorStep {
  const step = use(SecondFactorStepContext);
  if (!step) throw new Error('The login form needs a SecondFactorStepContext (see app/router.tsx).');
  return step;
}
