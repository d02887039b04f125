/**
 * PF 2 'Code verification screen', mode 'after password change', on 'Alteração de senha': when the
 * user has a second factor, the server answers the new password with an MFA challenge, and the
 * change takes effect only with a right code. The step itself is the mfa feature's (app/ provides
 * it); a right code shows the screen's success, VOLTAR goes back to the form.
 */
import { Suspense } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { MfaChallenge } from '@painel/contracts';
import { screenMessages } from '@painel/domain';
import { useSecondFactorStep } from '../../../lib/second-factor';

interface PasswordCodeStepProps {
  challenge: MfaChallenge;
  onVerified: () => void;
  onCancel: () => void;
}

export function PasswordCodeStep({ challenge, onVerified, onCancel }: PasswordCodeStepProps) {
  const renderStep = useSecondFactorStep();
  return (
    <Suspense
      fallback={
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={screenMessages.loading} />
        </Box>
      }
    >
      {renderStep({
        mode: 'passwordChange',
        challenge,
        onVerified: () => undefined,
        onFinished: onVerified,
        onCancel,
      })}
    </Suspense>
  );
}
