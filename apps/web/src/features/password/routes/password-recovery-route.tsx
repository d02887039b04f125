/**
 * /solicitar-troca-de-senha (PF 2 'Solicitação de troca de senha'): the request form, then the
 * server's answer in its place — the same words whether or not the account exists — and the way
 * back to the login.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { passwordMessages } from '@painel/domain';
import { serverErrorMessage } from '../../../components/form';
import { useToast } from '../../../components/toast/toast-context';
import { getEnvironment } from '../../../config/environment';
import { paths } from '../../../config/paths';
import { splitSentences } from '../../../lib/split-sentences';
import { useRequestPasswordRecovery } from '../api/request-password-recovery';
import { PasswordCardLayout } from '../components/password-card-layout';
import { RecoveryForm } from '../components/recovery-form';

export function PasswordRecoveryRoute() {
  const toast = useToast();
  const request = useRequestPasswordRecovery();

  if (request.isSuccess) {
    return (
      <PasswordCardLayout title={passwordMessages.recoverySentTitle}>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
          <Alert severity="success" role="status">
            {splitSentences(request.data.message).map((line) => (
              <Box component="span" key={line} sx={{ display: 'block' }}>
                {line}
              </Box>
            ))}
          </Alert>
          <Button component={RouterLink} to={paths.login} variant="contained" size="large" fullWidth>
            {passwordMessages.recoveryBackToLogin}
          </Button>
        </Box>
      </PasswordCardLayout>
    );
  }

  return (
    <PasswordCardLayout
      title={passwordMessages.recoveryTitle}
      description={passwordMessages.recoveryDescription}
    >
      <RecoveryForm
        cpfOnly={getEnvironment() === 'backoffice'}
        sending={request.isPending}
        onSubmit={(input, showServerError) =>
          request.mutate(input, {
            onError: (error) =>
              showServerError(error, (failure) => toast.error(splitSentences(serverErrorMessage(failure)))),
          })
        }
      />
      <Link
        component={RouterLink}
        to={paths.login}
        variant="body2"
        sx={{ display: 'block', textAlign: 'center', mt: 2.5 }}
      >
        {passwordMessages.recoveryBackToLogin}
      </Link>
    </PasswordCardLayout>
  );
}
