/**
 * The login form (PF 2 'Login screen', PF 5 'Login'): validated on submit with the contracts'
 * loginFormSchema, each field's message cleared when the field gets focus.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { loginFormSchema } from '@painel/contracts';
import { LOGIN_FIELD_MAX, loginMessages } from '@painel/domain';
import { PasswordField } from '../../../components/password-field';
import { TextInput } from '../../../components/text-input';
import { paths } from '../../../config/paths';
import { useLogin } from '../api/login';

export function LoginForm() {
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(loginFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // Focusing the first invalid field would clear its message at once (messages clear on focus).
    shouldFocusError: false,
    defaultValues: { email: '', password: '' },
  });
  const login = useLogin();
  const { ref: emailRef, ...emailField } = register('email');
  const { ref: passwordRef, ...passwordField } = register('password');

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit((credentials) => login.mutate(credentials))}
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
