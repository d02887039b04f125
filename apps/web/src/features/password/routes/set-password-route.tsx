/**
 * The screens the e-mailed links open (PF 2 'Password screens'): '/alteracao-de-senha?hash=…'
 * ('Alteração de senha') and '/cadastro-de-senha?hash=…' ('Cadastrar Senha'). After the change
 * every session of the user has ended, so the success message's action forgets this page's session
 * and goes to the redirectURL given to the page, if it is a safe one, or to the login.
 * The invitation's 'Cadastrar Senha' ends on PF 2's registration-success screen ('Cadastro
 * realizado com sucesso!', 'ACESSAR PLATAFORMA ASSERTIVA'), whose button does the same.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { needsSecondFactor } from '@painel/contracts';
import { passwordMessages } from '@painel/domain';
import { serverErrorMessage } from '../../../components/form';
import { RegistrationSuccess } from '../../../components/registration-success/registration-success';
import { useToast } from '../../../components/toast/toast-context';
import { REDIRECT_PARAM, paths } from '../../../config/paths';
import { safeRedirectTarget } from '../../../lib/redirect';
import { splitSentences } from '../../../lib/split-sentences';
import { usePasswordLinkCheck } from '../api/check-password-link';
import { useSetPassword, type SetPasswordPurpose } from '../api/set-password';
import { PasswordCardLayout } from '../components/password-card-layout';
import { PasswordCodeStep } from '../components/password-code-step';
import { SetPasswordForm } from '../components/set-password-form';

const screens = {
  reset: {
    title: passwordMessages.changeTitle,
    description: passwordMessages.changeDescription,
    submit: passwordMessages.changeSubmit,
    success: passwordMessages.changeSuccess,
  },
  register: {
    title: passwordMessages.registerTitle,
    description: passwordMessages.registerDescription,
    submit: passwordMessages.registerSubmit,
    success: passwordMessages.registerSuccess,
  },
} as const;

function SetPasswordPage({ purpose }: { purpose: SetPasswordPurpose }) {
  const screen = screens[purpose];
  const [searchParams] = useSearchParams();
  const hash = searchParams.get('hash') ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const change = useSetPassword();
  // PF 2 'after password change': with a second factor, the change waits for its code.
  const [codeVerified, setCodeVerified] = useState(false);
  const challenge = change.data && needsSecondFactor(change.data) ? change.data : null;
  const link = usePasswordLinkCheck(purpose, hash);

  const continueAfterSuccess = () => {
    // The server ended every session of this user: nothing cached about one may survive.
    queryClient.removeQueries();
    const target = safeRedirectTarget(searchParams.get(REDIRECT_PARAM)) ?? paths.login;
    // Another site of the provider is left for with a document navigation.
    if (target.startsWith('/')) void navigate(target, { replace: true });
    else window.location.assign(target);
  };

  // A link with no hash, or one already used or expired: said on arrival, with the way on.
  const unusable = hash === '' ? passwordMessages.linkIncomplete : change.isIdle ? link.refusal : null;
  if (unusable !== null) {
    return (
      <PasswordCardLayout title={screen.title}>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
          <Alert severity="warning">{unusable}</Alert>
          <Button
            component={RouterLink}
            to={purpose === 'reset' ? paths.passwordRecovery : paths.login}
            variant="contained"
            size="large"
            fullWidth
          >
            {purpose === 'reset' ? passwordMessages.recoverySubmit : passwordMessages.recoveryBackToLogin}
          </Button>
        </Box>
      </PasswordCardLayout>
    );
  }

  if (challenge && !codeVerified) {
    return (
      <PasswordCardLayout title={screen.title}>
        <PasswordCodeStep
          challenge={challenge}
          onVerified={() => setCodeVerified(true)}
          onCancel={() => change.reset()}
        />
      </PasswordCardLayout>
    );
  }

  if (change.isSuccess && purpose === 'register') {
    return <RegistrationSuccess description={screen.success} onAccess={continueAfterSuccess} autoFocus />;
  }

  if (change.isSuccess) {
    return (
      <PasswordCardLayout title={screen.title}>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
          <Alert severity="success" role="status">
            {screen.success}
          </Alert>
          <Button variant="contained" size="large" fullWidth onClick={continueAfterSuccess} autoFocus>
            {passwordMessages.successContinue}
          </Button>
        </Box>
      </PasswordCardLayout>
    );
  }

  if (link.checking) {
    return (
      <PasswordCardLayout title={screen.title}>
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={passwordMessages.linkChecking} />
        </Box>
      </PasswordCardLayout>
    );
  }

  return (
    <PasswordCardLayout title={screen.title} description={screen.description}>
      <SetPasswordForm
        submitLabel={screen.submit}
        sending={change.isPending}
        onSubmit={(values, showServerError) =>
          change.mutate(
            { purpose, hash, ...values },
            {
              // A refusal worded for one field shows under it; anything else is a toast.
              onError: (error) =>
                showServerError(error, (failure) => toast.error(splitSentences(serverErrorMessage(failure)))),
            },
          )
        }
      />
    </PasswordCardLayout>
  );
}

export function PasswordResetRoute() {
  return <SetPasswordPage purpose="reset" />;
}

export function PasswordRegisterRoute() {
  return <SetPasswordPage purpose="register" />;
}
