/**
 * Composes the mfa feature's code-verification step into the screens that need it (the login
 * form of the auth feature), through lib/second-factor's context. The step is its own chunk,
 * downloaded only when a login actually asks for a second factor.
 */
import { lazy } from 'react';
import { Outlet } from 'react-router';
import { SecondFactorStepContext, type SecondFactorStepProps } from '../lib/second-factor';

const CodeVerificationStep = lazy(() =>
  import('../features/mfa/components/code-verification-step').then((m) => ({
    default: m.CodeVerificationStep,
  })),
);

const renderStep = (props: SecondFactorStepProps) => <CodeVerificationStep {...props} />;

/** Layout of the public routes: their pages may show the verification step. */
export function SecondFactorLayout() {
  return (
    <SecondFactorStepContext value={renderStep}>
      <Outlet />
    </SecondFactorStepContext>
  );
}
