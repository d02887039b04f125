/**
 * 'Confirme sua identidade': before an active second factor is replaced, the person gives
 * the current password and then a code of the factor in use (the code-verification step in its
 * 'after password change' mode, with this dialog's intro). A wrong password shows under its field;
 * a locked account, and anything else, in a toast. Someone who lost the factor is told whom to ask.
 */
import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { messageForError, mfaReauthenticateBodySchema, type MfaChallenge } from '@painel/contracts';
import { PASSWORD_MAX, mfaScreenMessages } from '@painel/domain';
import { FormPasswordField, SchemaForm, useSchemaForm } from '../../../components/form';
import { useToast } from '../../../components/toast/toast-context';
import { ApiError } from '../../../lib/api-client';
import { splitSentences } from '../../../lib/split-sentences';
import { useReauthenticate } from '../api/reauthenticate';
import { CodeVerificationStep } from './code-verification-step';

interface ConfirmIdentityDialogProps {
  onCancel: () => void;
  /** The session proved its person again: the change may go on. */
  onConfirmed: () => void;
}

export function ConfirmIdentityDialog({ onCancel, onConfirmed }: ConfirmIdentityDialogProps) {
  const titleId = useId();
  const toast = useToast();
  const proof = useReauthenticate();
  const [challenge, setChallenge] = useState<MfaChallenge | null>(null);
  const form = useSchemaForm(mfaReauthenticateBodySchema, { defaultValues: { password: '' } });
  const cancel = () => {
    if (!proof.isPending) onCancel();
  };

  return (
    <Dialog open onClose={cancel} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{mfaScreenMessages.confirmIdentityTitle}</DialogTitle>
      {challenge ? (
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <CodeVerificationStep
            mode="passwordChange"
            intro={mfaScreenMessages.codeIntro}
            challenge={challenge}
            onVerified={() => undefined}
            onFinished={onConfirmed}
            onCancel={() => setChallenge(null)}
          />
          <Alert severity="info">{mfaScreenMessages.lostFactor}</Alert>
          <Button variant="text" onClick={cancel} sx={{ alignSelf: 'flex-start' }}>
            {mfaScreenMessages.cancel}
          </Button>
        </DialogContent>
      ) : (
        <SchemaForm
          form={form}
          onSubmit={({ password }) =>
            proof.mutate(password, {
              onSuccess: (answer) => {
                if ('mfa' in answer) setChallenge(answer);
                else onConfirmed();
              },
              onError: (error) => {
                if (error instanceof ApiError && error.code === 'CURRENT_PASSWORD_INVALID') {
                  form.setError('password', { message: error.message });
                  return;
                }
                toast.error(
                  splitSentences(error instanceof ApiError ? error.message : messageForError(null)),
                );
              },
            })
          }
        >
          <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, pt: '8px !important' }}>
            <Typography>{mfaScreenMessages.confirmIdentityIntro}</Typography>
            <FormPasswordField
              name="password"
              id="mfa-current-password"
              label={mfaScreenMessages.currentPasswordLabel}
              autoComplete="current-password"
              maxLength={PASSWORD_MAX}
              autoFocus
            />
            <Alert severity="info">{mfaScreenMessages.lostFactor}</Alert>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 3 }}>
            <Button variant="outlined" onClick={cancel} disabled={proof.isPending}>
              {mfaScreenMessages.cancel}
            </Button>
            <Button type="submit" variant="contained" loading={proof.isPending}>
              {mfaScreenMessages.continue}
            </Button>
          </DialogActions>
        </SchemaForm>
      )}
    </Dialog>
  );
}
