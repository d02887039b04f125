/**
 * Composes the mfa feature's code-verification step into the screens that need it (the login
 * form of the auth feature; 'Alteração de senha' and the own-password dialog, after a password
 * change), through lib/second-factor's context. The step is its own chunk,
 * downloaded only when a login actually asks for a second factor.
 */
import { lazy, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { SecondFactorStepContext, type SecondFactorStepProps } from '../lib/second-factor';

const CodeVerificationStep = lazy(() =>
  import('../features/mfa/components/code-verification-step').then((m) => ({
    default: m.CodeVerificationStep,
  })),
);

const renderStep = (props: SecondFactorStepProps) => <CodeVerificationStep {...props} />;

/** Gives the pages inside it the verification step (a password change that waits for a code). */
export function WithSecondFactorStep({ children }: { children: ReactNode }) {
  return <SecondFactorStepContext value={renderStep}>{children}</SecondFactorStepContext>;
}

/** Layout of the public routes and the e-mailed links' screens: their pages may show the verification step. */
export function SecondFactorLayout() {
  return (
    <WithSecondFactorStep>
      <Outlet />
    </WithSecondFactorStep>
  );
}
