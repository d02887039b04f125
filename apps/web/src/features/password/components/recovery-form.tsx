/**
 * 'Solicitação de troca de senha' (PF 2, PF 5 'Recovery'): the account's document and e-mail. The
 * document field masks as CPF or CNPJ while typed and is left-padded with zeros on blur (numbers
 * that passed through a spreadsheet lose them). The form kit with the contract's schema: checked on
 * submit, a field's message cleared when it gets focus, the server's field errors under their fields.
 */
import Button from '@mui/material/Button';
import { backofficeRecoveryRequestSchema, recoveryRequestSchema } from '@painel/contracts';
import {
  RECOVERY_FIELD_MAX,
  loginMessages,
  maskCpf,
  maskDocument,
  padDocumentOnBlur,
  passwordMessages,
} from '@painel/domain';
import {
  FormField,
  FormTextField,
  SchemaForm,
  useSchemaForm,
  type ShowServerError,
} from '../../../components/form';
import { TextInput } from '../../../components/text-input';
import type { RecoveryRequestInput } from '../api/request-password-recovery';

const portalSchema = recoveryRequestSchema.omit({ recaptcha: true });
const backofficeSchema = backofficeRecoveryRequestSchema.omit({ recaptcha: true });

interface RecoveryFormProps {
  /** The back office asks for the staff member's CPF only. */
  cpfOnly: boolean;
  sending: boolean;
  onSubmit: (request: RecoveryRequestInput, showServerError: ShowServerError) => void;
}

export function RecoveryForm({ cpfOnly, sending, onSubmit }: RecoveryFormProps) {
  const mask = cpfOnly ? maskCpf : maskDocument;
  const form = useSchemaForm(cpfOnly ? backofficeSchema : portalSchema, {
    defaultValues: { document: '', email: '' },
  });

  return (
    <SchemaForm
      form={form}
      // A document and an e-mail are no one's work to lose: leaving asks nothing.
      guard={false}
      onSubmit={(request) => onSubmit(request, form.showServerError)}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
    >
      {/* Masked as typed but kept as typed (the schema reads the digits), unlike FormDocumentField. */}
      <FormField
        name="document"
        render={({ field, errorMessage, clearError }) => (
          <TextInput
            id="recovery-document"
            name={field.name}
            inputRef={field.ref}
            value={typeof field.value === 'string' ? field.value : ''}
            label={cpfOnly ? passwordMessages.recoveryCpfLabel : passwordMessages.recoveryDocumentLabel}
            autoComplete="off"
            maxLength={RECOVERY_FIELD_MAX}
            errorMessage={errorMessage}
            onChange={(event) => field.onChange(mask(event.target.value))}
            onFocus={clearError}
            onBlur={() => {
              field.onChange(mask(padDocumentOnBlur(String(field.value))));
              field.onBlur();
            }}
          />
        )}
      />
      <FormTextField
        name="email"
        id="recovery-email"
        label={loginMessages.emailLabel}
        type="email"
        autoComplete="email"
        maxLength={RECOVERY_FIELD_MAX}
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={sending}>
        {passwordMessages.recoverySubmit}
      </Button>
    </SchemaForm>
  );
}
