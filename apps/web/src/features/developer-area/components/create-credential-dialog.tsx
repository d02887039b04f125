/** 'Criar credencial': a name and, optionally, the addresses allowed to obtain tokens. */
import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { CreateApiCredentialBody } from '@painel/contracts';
import { accountMessages, developerAreaMessages as m, isValidIpOrRange } from '@painel/domain';
import { ChipInput } from '../../../components/chip-input/chip-input';
import { LoadingButton } from '../../../components/loading-button/loading-button';

export function CreateCredentialDialog({
  open,
  loading,
  onCancel,
  onCreate,
}: {
  open: boolean;
  loading: boolean;
  onCancel(): void;
  onCreate(body: CreateApiCredentialBody): void;
}) {
  const [name, setName] = useState('');
  const [ips, setIps] = useState<string[]>([]);
  const [touched, setTouched] = useState(false);
  const nameError = touched && name.trim() === '' ? m.nameRequired : undefined;
  const ipsError = ips.every(isValidIpOrRange) ? undefined : accountMessages.ipHint;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (name.trim() === '' || ipsError) return;
    onCreate({ name: name.trim(), ipAllowlist: ips });
  };

  return (
    <Dialog
      open={open}
      onClose={loading ? undefined : onCancel}
      aria-labelledby="create-credential-title"
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited: () => (setName(''), setIps([]), setTouched(false)) } }}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="create-credential-title">{m.create}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={m.nameLabel}
              value={name}
              onChange={(e) => setName(e.target.value)}
              onBlur={() => setTouched(true)}
              required
              autoFocus
              error={nameError !== undefined}
              helperText={nameError ?? m.nameHelper}
              slotProps={{ htmlInput: { maxLength: 120 } }}
            />
            <ChipInput
              label={m.ipsLabel}
              value={ips}
              onChange={setIps}
              isValid={isValidIpOrRange}
              helperText={m.ipsHelper}
              errorMessage={ipsError}
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
      </form>
    </Dialog>
  );
}
