/**
 * 'Solicitação de troca de senha' (PF 2, PF 5 'Recovery'): the account's document and e-mail. The
 * document field masks as CPF or CNPJ while typed and is left-padded with zeros on blur (numbers
 * that passed through a spreadsheet lose them). Validated on submit with the contract's schema;
 * a field's message clears when it gets focus, as on the login form.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { backofficeRecoveryRequestSchema, recoveryRequestSchema } from '@painel/contracts';
import {
  RECOVERY_FIELD_MAX,
  loginMessages,
  maskCpf,
  maskDocument,
  padDocumentOnBlur,
  passwordMessages,
} from '@painel/domain';
import { TextInput } from '../../../components/text-input';
import type { RecoveryRequestInput } from '../api/request-password-recovery';

const portalSchema = recoveryRequestSchema.omit({ recaptcha: true });
const backofficeSchema = backofficeRecoveryRequestSchema.omit({ recaptcha: true });

interface RecoveryFormProps {
  /** The back office asks for the staff member's CPF only (PF 5). */
  cpfOnly: boolean;
  sending: boolean;
  onSubmit: (request: RecoveryRequestInput) => void;
}

export function RecoveryForm({ cpfOnly, sending, onSubmit }: RecoveryFormProps) {
  const mask = cpfOnly ? maskCpf : maskDocument;
  const {
    control,
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(cpfOnly ? backofficeSchema : portalSchema),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    defaultValues: { document: '', email: '' },
  });
  const { ref: emailRef, ...emailField } = register('email');

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
    >
      <Controller
        control={control}
        name="document"
        render={({ field }) => (
          <TextInput
            id="recovery-document"
            name={field.name}
            inputRef={field.ref}
            value={field.value}
            label={cpfOnly ? passwordMessages.recoveryCpfLabel : passwordMessages.recoveryDocumentLabel}
            autoComplete="off"
            maxLength={RECOVERY_FIELD_MAX}
            errorMessage={errors.document?.message}
            onChange={(event) => field.onChange(mask(event.target.value))}
            onFocus={() => clearErrors('document')}
            onBlur={() => {
              field.onChange(mask(padDocumentOnBlur(field.value)));
              field.onBlur();
            }}
          />
        )}
      />
      <TextInput
        {...emailField}
        inputRef={emailRef}
        id="recovery-email"
        label={loginMessages.emailLabel}
        type="email"
        autoComplete="email"
        maxLength={RECOVERY_FIELD_MAX}
        errorMessage={errors.email?.message}
        onFocus={() => clearErrors('email')}
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={sending}>
        {passwordMessages.recoverySubmit}
      </Button>
    </Box>
  );
}
