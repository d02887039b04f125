/**
 * The new password and its confirmation as two fields of the surrounding SchemaForm (PF 5 'Password
 * set/change rules'): the rule popper and strength meter beside the password while it has focus,
 * the mismatch message under the confirmation while it has focus and differs, and the form's own
 * message (schema or server) under each. Used by 'Cadastrar Senha' / 'Alteração de senha' and by
 * 'Troca de senha'; each caller names its fields, ids, labels and mismatch message.
 */
import { useFormContext, useWatch } from 'react-hook-form';
import { PASSWORD_MAX, type PasswordContext } from '@painel/domain';
import { ConfirmPasswordField, NewPasswordField } from '../password-rules/password-fields';
import { FormField } from './form-fields';
import type { FormFieldBinding } from './use-form-field';

/** One value per field: the new password and its confirmation. */
interface PasswordPair {
  password: string;
  confirmation: string;
}

export interface NewPasswordFieldsProps {
  /** The form values the two fields write. */
  names: PasswordPair;
  ids: PasswordPair;
  labels: PasswordPair;
  /** Shown under the confirmation while it has focus and differs from the password. */
  mismatchMessage: string;
  /** Who the password is for, judged by the rule popper (e.g. the company name). */
  context?: PasswordContext;
}

export function NewPasswordFields({ names, ids, labels, mismatchMessage, context }: NewPasswordFieldsProps) {
  const { control } = useFormContext();
  const [password = '', confirmation = ''] = useWatch({
    control,
    name: [names.password, names.confirmation],
  }) as (string | undefined)[];

  /** What both inputs take alike from their form field. */
  const bound = ({ field, errorMessage, clearError }: FormFieldBinding) => ({
    name: field.name,
    onChange: field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
    autoComplete: 'new-password',
    maxLength: PASSWORD_MAX,
    password,
    errorMessage,
    onFocus: clearError,
  });

  return (
    <>
      <FormField
        name={names.password}
        render={(props) => (
          <NewPasswordField
            {...bound(props)}
            value={password}
            id={ids.password}
            label={labels.password}
            context={context}
          />
        )}
      />
      <FormField
        name={names.confirmation}
        render={(props) => (
          <ConfirmPasswordField
            {...bound(props)}
            value={confirmation}
            id={ids.confirmation}
            label={labels.confirmation}
            confirmation={confirmation}
            mismatchMessage={mismatchMessage}
          />
        )}
      />
    </>
  );
}
