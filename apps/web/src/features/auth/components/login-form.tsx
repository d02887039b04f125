/**
 * The login form (PF 2 'Login screen', PF 5 'Login'): validated on submit with the domain rules
 * of the contracts' loginFormSchema, each field's message cleared when the field gets focus; the invisible captcha
 * runs only once the form is valid (inside the submit, so the button shows its progress). If the
 * answer is an MFA challenge, the form gives way to the code-verification step, which app/ provides.
 */
import { Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import type { LoginForm as LoginFields, MfaChallenge } from '@painel/contracts';
import {
  LOGIN_FIELD_MAX,
  loginMessages,
  screenMessages,
  validateLoginEmail,
  validateLoginPassword,
} from '@painel/domain';
import { preloadCaptchaSolver } from '../../../components/captcha/captcha';
import { PasswordField } from '../../../components/password-field';
import { TextInput } from '../../../components/text-input';
import { paths } from '../../../config/paths';
import { rulesResolver } from '../../../lib/rules-resolver';
import { useSecondFactorStep } from '../../../lib/second-factor';
import { useLogin, useSecondFactorLogin } from '../api/login';
import type { PendingAuthorization } from '../api/login-attempt';

interface SecondFactor {
  challenge: MfaChallenge;
  pending: PendingAuthorization;
}

export function LoginForm() {
  const [secondFactor, setSecondFactor] = useState<SecondFactor | null>(null);
  const [lastEmail, setLastEmail] = useState('');
  if (secondFactor) {
    return <SecondFactorStep {...secondFactor} onCancel={() => setSecondFactor(null)} />;
  }
  return (
    <CredentialsForm
      defaultEmail={lastEmail}
      onSecondFactor={(email, next) => {
        setLastEmail(email);
        setSecondFactor(next);
      }}
    />
  );
}

function SecondFactorStep({ challenge, pending, onCancel }: SecondFactor & { onCancel: () => void }) {
  const renderStep = useSecondFactorStep();
  const login = useSecondFactorLogin(pending);
  return (
    <Suspense
      fallback={
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={screenMessages.loading} />
        </Box>
      }
    >
      {renderStep({ challenge, onVerified: login.complete, onFinished: login.leave, onCancel })}
    </Suspense>
  );
}

const loginResolver = rulesResolver<LoginFields>({
  email: validateLoginEmail,
  password: validateLoginPassword,
});

interface CredentialsFormProps {
  defaultEmail: string;
  onSecondFactor: (email: string, secondFactor: SecondFactor) => void;
}

// Outside the form kit on purpose: the kit brings zod, which the login chunk's first-paint budget keeps out.
function CredentialsForm({ defaultEmail, onSecondFactor }: CredentialsFormProps) {
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm({
    // The rules contracts' loginFormSchema is built from, without zod on the login page's first paint.
    resolver: loginResolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // Focusing the first invalid field would clear its message at once (messages clear on focus).
    shouldFocusError: false,
    defaultValues: { email: defaultEmail, password: '' },
  });
  const login = useLogin();
  const { ref: emailRef, ...emailField } = register('email');
  const { ref: passwordRef, ...passwordField } = register('password');

  return (
    <Box
      component="form"
      noValidate
      // The captcha's solver is its own download: fetch it while the user types, not on submit.
      onFocus={preloadCaptchaSolver}
      onSubmit={handleSubmit((credentials) =>
        login.mutate(credentials, {
          onSuccess: (result) => {
            if (result.kind === 'secondFactor') onSecondFactor(credentials.email, result);
          },
        }),
      )}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
    >
      <TextInput
        {...emailField}
        inputRef={emailRef}
        id="login-email"
        label={loginMessages.emailLabel}
        type="email"
        autoComplete="username"
        maxLength={LOGIN_FIELD_MAX}
        errorMessage={errors.email?.message}
        onFocus={() => clearErrors('email')}
      />
      <PasswordField
        {...passwordField}
        inputRef={passwordRef}
        id="login-password"
        label={loginMessages.passwordLabel}
        autoComplete="current-password"
        maxLength={LOGIN_FIELD_MAX}
        errorMessage={errors.password?.message}
        onFocus={() => clearErrors('password')}
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={login.isPending}>
        {loginMessages.submit}
      </Button>
      <Link component={RouterLink} to={paths.passwordRecovery} variant="body2" sx={{ alignSelf: 'center' }}>
        {loginMessages.forgotPassword}
      </Link>
    </Box>
  );
}
