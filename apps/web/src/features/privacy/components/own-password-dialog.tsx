/**
 * 'Troca de senha': the current password, the new one with the rule popper and the
 * strength meter, and its confirmation; a warning that the user will be signed out. Validated on
 * submit with the contract's ownPasswordFormSchema (the domain's AA 5 messages); the server's field
 * messages and the wrong-current-password answer land under their fields (the form kit). When the
 * server answers with an MFA challenge, 'Validação autenticação por dois fatores' takes the dialog's
 * place with the code-verification step in its 'after password change' mode (app/ provides it); a
 * right code completes the change.
 */
import { Suspense, useId, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import CircularProgress from '@mui/material/CircularProgress';
import {
  needsSecondFactor,
  ownPasswordFormSchema,
  type MfaChallenge,
  type OwnPasswordForm,
} from '@painel/contracts';
import { PASSWORD_MAX, ownPasswordMessages, screenMessages } from '@painel/domain';
import {
  FormPasswordField,
  NewPasswordFields,
  SchemaForm,
  serverErrorMessage,
  useSchemaForm,
} from '../../../components/form';
import { useToast } from '../../../components/toast/toast-context';
import { ApiError } from '../../../lib/api-client';
import { useSecondFactorStep } from '../../../lib/second-factor';
import { splitSentences } from '../../../lib/split-sentences';
import { useChangeOwnPassword } from '../api/change-own-password';

/** Server answers that belong under a field rather than in a toast. */
const FIELD_OF_CODE: Record<string, keyof OwnPasswordForm> = {
  CURRENT_PASSWORD_INVALID: 'current',
  PASSWORD_POLICY: 'next',
  PASSWORD_TOO_COMMON: 'next',
  PASSWORD_REUSED: 'next',
};

interface OwnPasswordDialogProps {
  open: boolean;
  email: string;
  companyName: string;
  onClose: () => void;
  /** The password changed and every session ended: the page signs the user out. */
  onChanged: () => void;
}

export function OwnPasswordDialog({ open, email, companyName, onClose, onChanged }: OwnPasswordDialogProps) {
  const titleId = useId();
  const mfaTitleId = useId();
  const toast = useToast();
  const change = useChangeOwnPassword();
  const renderStep = useSecondFactorStep();
  const [challenge, setChallenge] = useState<MfaChallenge | null>(null);
  const context = useMemo(() => ({ companyName }), [companyName]);
  const schema = useMemo(() => ownPasswordFormSchema(context), [context]);
  const form = useSchemaForm(schema, { defaultValues: { current: '', next: '', confirm: '' } });
  const { reset, setError, showServerError } = form;

  /** A code that names a field shows under it; field errors under theirs; anything else in a toast. */
  const showFailure = (error: unknown) => {
    const field = error instanceof ApiError && error.code ? FIELD_OF_CODE[error.code] : undefined;
    if (field) setError(field, { message: serverErrorMessage(error) });
    else showServerError(error, (failure) => toast.error(splitSentences(serverErrorMessage(failure))));
  };

  const close = () => {
    if (change.isPending) return;
    reset();
    onClose();
  };

  return (
    <>
      <Dialog
        open={open && challenge === null}
        onClose={close}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="xs"
      >
        {/* PF 2: leaving the page (browser back) with typed passwords asks first; the success exit goes to the login, never asked. */}
        <SchemaForm
          form={form}
          onSubmit={(values) =>
            change.mutate(
              { email, current: values.current, next: values.next },
              {
                onSuccess: (answer) => {
                  if (needsSecondFactor(answer)) setChallenge(answer);
                  else onChanged();
                },
                onError: showFailure,
              },
            )
          }
        >
          <DialogTitle id={titleId}>{ownPasswordMessages.dialogTitle}</DialogTitle>
          <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, pt: '8px !important' }}>
            <Alert severity="info">{ownPasswordMessages.logoutWarning}</Alert>
            <FormPasswordField
              name="current"
              id="own-password-current"
              label={ownPasswordMessages.currentPassword}
              autoComplete="current-password"
              maxLength={PASSWORD_MAX}
              autoFocus
            />
            <NewPasswordFields
              names={{ password: 'next', confirmation: 'confirm' }}
              ids={{ password: 'own-password-next', confirmation: 'own-password-confirm' }}
              labels={{
                password: ownPasswordMessages.newPassword,
                confirmation: ownPasswordMessages.confirmNewPassword,
              }}
              mismatchMessage={ownPasswordMessages.doNotMatch}
              context={context}
            />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 3 }}>
            <Button variant="outlined" onClick={close} disabled={change.isPending}>
              {ownPasswordMessages.cancel}
            </Button>
            <Button type="submit" variant="contained" loading={change.isPending}>
              {ownPasswordMessages.confirm}
            </Button>
          </DialogActions>
        </SchemaForm>
      </Dialog>
      {/* The code is all that is left to ask: leaving means going back to the password form. */}
      <Dialog
        open={open && challenge !== null}
        onClose={() => setChallenge(null)}
        aria-labelledby={mfaTitleId}
        fullWidth
        maxWidth="xs"
      >
        <DialogTitle id={mfaTitleId}>{ownPasswordMessages.mfaDialogTitle}</DialogTitle>
        <DialogContent>
          <Suspense
            fallback={
              <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
                <CircularProgress aria-label={screenMessages.loading} />
              </Box>
            }
          >
            {challenge &&
              renderStep({
                mode: 'passwordChange',
                challenge,
                onVerified: () => undefined,
                onFinished: () => {
                  setChallenge(null);
                  onChanged();
                },
                onCancel: () => setChallenge(null),
              })}
          </Suspense>
        </DialogContent>
      </Dialog>
    </>
  );
}
