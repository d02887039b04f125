/**
 * 'Criar credencial': a name and, optionally, the addresses allowed to obtain tokens, judged by the
 * contract's createApiCredentialFormSchema as the person types (the name once left, the addresses
 * at each chip). The caller sends the values and hands a refusal to `showServerError`.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import {
  createApiCredentialFormSchema,
  type CreateApiCredentialBody,
  type CreateApiCredentialForm,
} from '@painel/contracts';
import { developerAreaMessages as m, isValidIpOrRange } from '@painel/domain';
import {
  FormChipField,
  FormTextField,
  SchemaForm,
  useSchemaForm,
  type ShowServerError,
} from '../../../components/form';
import { LoadingButton } from '../../../components/loading-button/loading-button';

const EMPTY: CreateApiCredentialForm = { name: '', ipAllowlist: [] };

export function CreateCredentialDialog({
  open,
  loading,
  onCancel,
  onCreate,
}: {
  open: boolean;
  loading: boolean;
  onCancel(): void;
  onCreate(body: CreateApiCredentialBody, showServerError: ShowServerError): void;
}) {
  const form = useSchemaForm(createApiCredentialFormSchema, {
    defaultValues: EMPTY,
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });

  return (
    <Dialog
      open={open}
      onClose={loading ? undefined : onCancel}
      aria-labelledby="create-credential-title"
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited: () => form.reset(EMPTY) } }}
    >
      <SchemaForm
        form={form}
        guard={!loading}
        aria-labelledby="create-credential-title"
        onSubmit={(values) => onCreate(values, form.showServerError)}
      >
        <DialogTitle id="create-credential-title">{m.create}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField
              name="name"
              label={m.nameLabel}
              required
              autoFocus
              helperText={m.nameHelper}
              maxLength={120}
            />
            <FormChipField
              name="ipAllowlist"
              label={m.ipsLabel}
              isValid={isValidIpOrRange}
              helperText={m.ipsHelper}
              judgeOnChange
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={loading}>
            {m.cancel}
          </Button>
          <LoadingButton type="submit" variant="contained" loading={loading}>
            {m.create}
          </LoadingButton>
        </DialogActions>
      </SchemaForm>
    </Dialog>
  );
}
