/**
 * 'Privacidade e Segurança': the privacy feature's page with the mfa feature's enrolment
 * card in it, and the code-verification step for a password change that waits for the second
 * factor, composed here because features do not import each other. A password change ends every
 * session of the user: the page signs out (sign-out-after-password-change.ts).
 */
import { MfaEnrolmentCard } from '../../features/mfa/components/mfa-enrolment-card';
import { PrivacyAndSecurityPage } from '../../features/privacy/components/privacy-and-security-page';
import { WithSecondFactorStep } from '../second-factor';
import { useSignOutAfterPasswordChange } from '../sign-out-after-password-change';

export function PrivacyAndSecurityRoute() {
  const signOut = useSignOutAfterPasswordChange();
  return (
    <WithSecondFactorStep>
      <PrivacyAndSecurityPage mfaCard={<MfaEnrolmentCard />} onPasswordChanged={signOut} />
    </WithSecondFactorStep>
  );
}
