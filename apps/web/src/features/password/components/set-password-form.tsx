/**
 * The new password and its confirmation (PF 2 'Alteração de senha' / 'Cadastrar Senha', PF 5
 * 'Password set/change rules'): the rule popper and strength meter beside the password while it
 * has focus, 'As senhas não conferem.' under the confirmation while it has focus and differs, and
 * on submit the domain's messages for each field (the contract's `setPasswordFormSchema`). A
 * refusal the server words for one field lands under it; the others are the caller's.
 */
import Button from '@mui/material/Button';
import { setPasswordFormSchema, type SetPasswordForm as SetPasswordFormValues } from '@painel/contracts';
import { passwordMessages } from '@painel/domain';
import { NewPasswordFields, SchemaForm, useSchemaForm, type ShowServerError } from '../../../components/form';

export type { SetPasswordFormValues };

interface SetPasswordFormProps {
  submitLabel: string;
  sending: boolean;
  onSubmit: (values: SetPasswordFormValues, showServerError: ShowServerError) => void;
}

export function SetPasswordForm({ submitLabel, sending, onSubmit }: SetPasswordFormProps) {
  const form = useSchemaForm(setPasswordFormSchema, { defaultValues: { password: '', passwordCheck: '' } });
  const { showServerError } = form;

  return (
    // PF 2: leaving with typed passwords asks first (once sent, the form is gone and so is the question).
    <SchemaForm
      form={form}
      onSubmit={(values) => onSubmit(values, showServerError)}
      guard={!sending}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
    >
      <NewPasswordFields
        names={{ password: 'password', confirmation: 'passwordCheck' }}
        ids={{ password: 'set-password', confirmation: 'set-password-check' }}
        labels={{
          password: passwordMessages.newPasswordLabel,
          confirmation: passwordMessages.confirmPasswordLabel,
        }}
        mismatchMessage={passwordMessages.doNotMatch}
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={sending}>
        {submitLabel}
      </Button>
    </SchemaForm>
  );
}
