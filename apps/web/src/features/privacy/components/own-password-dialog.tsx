/**
 * 'Troca de senha' (AA 2.2, AA 5): the current password, the new one with the rule popper and the
 * strength meter, and its confirmation; a warning that the user will be signed out. Validated on
 * submit with the domain's validateOwnPasswordChange (AA 5 messages); the server's field messages
 * and the wrong-current-password answer land under their fields. When the server answers with an
 * MFA challenge, 'Validação autenticação por dois fatores' takes the dialog's place with the
 * code-verification step in its 'after password change' mode (app/ provides it); a right code
 * completes the change.
 */
import { Suspense, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import CircularProgress from '@mui/material/CircularProgress';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type UseFormSetError } from 'react-hook-form';
import { z } from 'zod';
import { errorResponseSchema, messageForError, needsSecondFactor, type MfaChallenge } from '@painel/contracts';
import {
  PASSWORD_MAX,
  ownPasswordMessages,
  screenMessages,
  validateOwnPasswordChange,
  type PasswordContext,
} from '@painel/domain';
import { ConfirmPasswordField, NewPasswordField } from '../../../components/password-rules/password-fields';
import { PasswordField } from '../../../components/password-field';
import { useUnsavedChangesPrompt } from '../../../components/unsaved-changes-prompt';
import { useToast } from '../../../components/toast/toast-context';
import { ApiError } from '../../../lib/api-client';
import { useSecondFactorStep } from '../../../lib/second-factor';
import { splitSentences } from '../../../lib/split-sentences';
import { useChangeOwnPassword } from '../api/change-own-password';

const fieldsSchema = z.object({ current: z.string(), next: z.string(), confirm: z.string() });
type OwnPasswordForm = z.infer<typeof fieldsSchema>;
type FieldName = keyof OwnPasswordForm;

/** The domain's AA 5 rule as the form's schema; the company name joins the obvious terms. */
function ownPasswordFormSchema(context: PasswordContext) {
  return fieldsSchema.superRefine((form, ctx) => {
    for (const [path, message] of Object.entries(validateOwnPasswordChange(form, context))) {
      ctx.addIssue({ code: 'custom', path: [path], message });
    }
  });
}

/** Server answers that belong under a field rather than in a toast. */
const FIELD_OF_CODE: Record<string, FieldName> = {
  CURRENT_PASSWORD_INVALID: 'current',
  PASSWORD_POLICY: 'next',
  PASSWORD_TOO_COMMON: 'next',
  PASSWORD_REUSED: 'next',
};

function isFieldName(value: string): value is FieldName {
  return value === 'current' || value === 'next' || value === 'confirm';
}

/** True when the failure was shown under the fields. */
function showUnderFields(error: unknown, setError: UseFormSetError<OwnPasswordForm>): boolean {
  if (!(error instanceof ApiError)) return false;
  const field = error.code ? FIELD_OF_CODE[error.code] : undefined;
  if (field) {
    setError(field, { message: error.message });
    return true;
  }
  // VALIDATION_FAILED names the fields as the dialog does ('current', 'next', 'confirm'), maybe under 'body.'.
  let shown = false;
  for (const item of errorResponseSchema.safeParse(error.body).data?.fields ?? []) {
    const path = item.path.replace(/^body\./, '');
    if (!isFieldName(path)) continue;
    setError(path, { message: item.message });
    shown = true;
  }
  return shown;
}

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
  const renderStep = useSecondFactorStep();
  const [challenge, setChallenge] = useState<MfaChallenge | null>(null);
  const change = useChangeOwnPassword();
  const context = { companyName };
  const {
    control,
    register,
    handleSubmit,
    clearErrors,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm({
    resolver: zodResolver(ownPasswordFormSchema(context)),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    defaultValues: { current: '', next: '', confirm: '' },
  });
  const [next = '', confirm = ''] = useWatch({ control, name: ['next', 'confirm'] });
  const { ref: currentRef, ...currentField } = register('current');
  const { ref: nextRef, ...nextField } = register('next');
  const { ref: confirmRef, ...confirmField } = register('confirm');
  // PF 2: leaving the page (browser back) with typed passwords asks first; the success exit goes to the login, never asked.
  const unsavedPrompt = useUnsavedChangesPrompt(open && isDirty);

  const close = () => {
    if (change.isPending) return;
    reset();
    onClose();
  };

  return (
    <>
      {unsavedPrompt}
      <Dialog open={open && challenge === null} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <Box
          component="form"
          noValidate
          onSubmit={handleSubmit((form) =>
            change.mutate(
              { email, current: form.current, next: form.next },
              {
                onSuccess: (answer) => {
                  if (needsSecondFactor(answer)) setChallenge(answer);
                  else onChanged();
                },
                onError: (error) => {
                  if (showUnderFields(error, setError)) return;
                  toast.error(
                    splitSentences(error instanceof ApiError ? error.message : messageForError(null)),
                  );
                },
              },
            ),
          )}
        >
          <DialogTitle id={titleId}>{ownPasswordMessages.dialogTitle}</DialogTitle>
          <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, pt: '8px !important' }}>
            <Alert severity="info">{ownPasswordMessages.logoutWarning}</Alert>
            <PasswordField
              {...currentField}
              inputRef={currentRef}
              id="own-password-current"
              label={ownPasswordMessages.currentPassword}
              autoComplete="current-password"
              maxLength={PASSWORD_MAX}
              autoFocus
              errorMessage={errors.current?.message}
              onFocus={() => clearErrors('current')}
            />
            <NewPasswordField
              {...nextField}
              inputRef={nextRef}
              id="own-password-next"
              label={ownPasswordMessages.newPassword}
              autoComplete="new-password"
              maxLength={PASSWORD_MAX}
              password={next}
              context={context}
              errorMessage={errors.next?.message}
              onFocus={() => clearErrors('next')}
            />
            <ConfirmPasswordField
              {...confirmField}
              inputRef={confirmRef}
              id="own-password-confirm"
              label={ownPasswordMessages.confirmNewPassword}
              autoComplete="new-password"
              maxLength={PASSWORD_MAX}
              password={next}
              confirmation={confirm}
              mismatchMessage={ownPasswordMessages.doNotMatch}
              errorMessage={errors.confirm?.message}
              onFocus={() => clearErrors('confirm')}
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
        </Box>
      </Dialog>
      {/* The code is all that is left to ask: leaving means going back to the password form. */}
      <Dialog open={open && challenge !== null} onClose={() => setChallenge(null)} aria-labelledby={mfaTitleId} fullWidth maxWidth="xs">
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
