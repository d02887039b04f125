/**
 * The new password and its confirmation (PF 2 'Alteração de senha' / 'Cadastrar Senha', PF 5
 * 'Password set/change rules'): the rule popper and strength meter beside the password while it
 * has focus, 'As senhas não conferem.' under the confirmation while it has focus and differs, and
 * on submit the domain's messages for each field.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { PASSWORD_MAX, passwordMessages, validateConfirmPassword, validateNewPassword } from '@painel/domain';
import { ConfirmPasswordField, NewPasswordField } from '../../../components/password-rules/password-fields';
import { useUnsavedChangesPrompt } from '../../../components/unsaved-changes-prompt';

/** The domain's two rules as the form's schema, each message on its own field. */
const setPasswordFormSchema = z
  .object({ password: z.string(), passwordCheck: z.string() })
  .superRefine(({ password, passwordCheck }, ctx) => {
    const passwordError = validateNewPassword(password);
    const confirmError = validateConfirmPassword(password, passwordCheck);
    if (passwordError) ctx.addIssue({ code: 'custom', path: ['password'], message: passwordError });
    if (confirmError) ctx.addIssue({ code: 'custom', path: ['passwordCheck'], message: confirmError });
  });

export type SetPasswordFormValues = z.infer<typeof setPasswordFormSchema>;

interface SetPasswordFormProps {
  submitLabel: string;
  sending: boolean;
  onSubmit: (values: SetPasswordFormValues) => void;
}

export function SetPasswordForm({ submitLabel, sending, onSubmit }: SetPasswordFormProps) {
  const {
    control,
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isDirty },
  } = useForm({
    resolver: zodResolver(setPasswordFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    defaultValues: { password: '', passwordCheck: '' },
  });
  const [password = '', passwordCheck = ''] = useWatch({ control, name: ['password', 'passwordCheck'] });
  const { ref: passwordRef, ...passwordField } = register('password');
  const { ref: checkRef, ...checkField } = register('passwordCheck');
  // PF 2: leaving with typed passwords asks first (once sent, the form is gone and so is the question).
  const unsavedPrompt = useUnsavedChangesPrompt(isDirty && !sending);

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
    >
      <NewPasswordField
        {...passwordField}
        inputRef={passwordRef}
        id="set-password"
        label={passwordMessages.newPasswordLabel}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        password={password}
        errorMessage={errors.password?.message}
        onFocus={() => clearErrors('password')}
      />
      <ConfirmPasswordField
        {...checkField}
        inputRef={checkRef}
        id="set-password-check"
        label={passwordMessages.confirmPasswordLabel}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        password={password}
        confirmation={passwordCheck}
        mismatchMessage={passwordMessages.doNotMatch}
        errorMessage={errors.passwordCheck?.message}
        onFocus={() => clearErrors('passwordCheck')}
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={sending}>
        {submitLabel}
      </Button>
      {unsavedPrompt}
    </Box>
  );
}
