/**
 * The code-verification step of the login (PF 2 'Code verification screen', PF 4 'Code
 * verification', PF 8 'Resend SMS' / 'Verify code'). It replaces the login form when authorize
 * answers with an MFA challenge: six digits, the masked phone or the authenticator, for SMS a
 * resend countdown, then 'Reenviar SMS'. A right code hands its answer to `onVerified` (the
 * auth feature exchanges it), the success message stays 5 s, then `onFinished`.
 *
 * Failures, as PF 8 lists them: 422 clears the code and shows the server's errorMsg under the
 * field; the key 'failure' goes to the blocked-access screen; 401 (challenge expired) shows its
 * message 4 s and returns to the login form; a refused field under the code (the form kit's
 * showServerError); anything else is a toast. The kit brings zod into this step's own chunk,
 * loaded only once a login asks for a second factor, never on the login page's first paint.
 *
 * Mode 'after password change': the same step completes a password change that waited for
 * the code (own profile, e-mailed link); the right code's message goes to `onVerified`, and the
 * step is left at once — the screen around it says what follows. The fresh proof before one's own
 * factor is replaced uses the same mode, with its own intro.
 */
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  MFA_REDIRECT_DELAY_MS,
  TOAST_MS,
  isCompleteCode,
  mfaMessages,
  mfaScreenMessages,
  passwordChallengeMessages,
  resendCountdownStart,
} from '@painel/domain';
import { messageForError, mfaCodeBodySchema } from '@painel/contracts';
import { ApiError } from '../../../lib/api-client';
import type { SecondFactorStepProps } from '../../../lib/second-factor';
import { splitSentences } from '../../../lib/split-sentences';
import { FormCodeField, SchemaForm, useSchemaForm } from '../../../components/form';
import { useToast } from '../../../components/toast/toast-context';
import { paths } from '../../../config/paths';
import { useResendSms } from '../api/resend-sms';
import { BLOCKED_KEY, verificationFailure } from '../api/verification-errors';
import { useVerifyLoginCode } from '../api/verify-login-code';
import { useCountdown } from '../hooks/use-countdown';
import { RedirectProgress } from './redirect-progress';

type Phase = 'code' | 'finishing' | 'done';

function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : messageForError(null);
}

export function CodeVerificationStep(props: SecondFactorStepProps) {
  const { challenge, onFinished, onCancel } = props;
  const afterPasswordChange = props.mode === 'passwordChange';
  const { mfa, token } = challenge;
  const id = useId();
  const instructionsId = `${id}-instructions`;
  const navigate = useNavigate();
  const toast = useToast();
  const form = useSchemaForm(mfaCodeBodySchema, { defaultValues: { code: '' } });
  const code = useWatch({ control: form.control, name: 'code' });
  const [phase, setPhase] = useState<Phase>('code');
  const verify = useVerifyLoginCode();
  const resend = useResendSms();
  const isSms = mfa.type === 'SMS';
  const countdown = useCountdown(isSms ? resendCountdownStart(mfa.maxRemainingTime) : 0);

  /** The failures every MFA call shares; true when handled (the step is left). */
  const leaveOn = (error: unknown): boolean => {
    if (verificationFailure(error)?.item.key === BLOCKED_KEY) {
      void navigate(paths.accessBlocked, { replace: true });
      return true;
    }
    if (error instanceof ApiError && error.status === 401) {
      toast.error(splitSentences(error.message), { durationMs: TOAST_MS.verification });
      onCancel();
      return true;
    }
    return false;
  };

  const submit = ({ code }: { code: string }) => {
    if (phase !== 'code' || verify.isPending) return;
    verify.mutate(
      { token, code },
      {
        onSuccess: async (answer) => {
          setPhase('finishing');
          try {
            if (props.mode === 'passwordChange') {
              if (!('message' in answer)) throw new Error('not a password change');
              props.onVerified(answer);
              onFinished();
              return;
            }
            if (!('code' in answer)) throw new Error('not a login');
            await props.onVerified(answer);
            setPhase('done');
          } catch (error) {
            // The code is spent: only a new login can go on.
            toast.error(splitSentences(messageOf(error)));
            onCancel();
          }
        },
        onError: (error) => {
          if (leaveOn(error)) return;
          const failure = verificationFailure(error);
          if (failure) {
            form.setValue('code', '');
            form.setError('code', { type: 'server', message: failure.item.errorMsg });
            form.setFocus('code');
            return;
          }
          form.showServerError(error, (other) => toast.error(splitSentences(messageOf(other))));
        },
      },
    );
  };

  const resendCode = () => {
    resend.mutate(token, {
      onSuccess: ({ maxRemainingTime }) => {
        toast.success(mfaMessages.resent);
        countdown.restart(resendCountdownStart(maxRemainingTime));
      },
      onError: (error) => {
        if (leaveOn(error)) return;
        const failure = verificationFailure(error);
        if (failure?.maxRemainingTime !== undefined)
          countdown.restart(resendCountdownStart(failure.maxRemainingTime));
        toast.error(splitSentences(failure ? failure.item.errorMsg : messageOf(error)));
      },
    });
  };

  if (phase === 'done') return <RedirectProgress durationMs={MFA_REDIRECT_DELAY_MS} onDone={onFinished} />;

  const busy = verify.isPending || phase === 'finishing';
  return (
    <SchemaForm
      form={form}
      // A code is no one's unsaved work.
      guard={false}
      onSubmit={submit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
    >
      <Box>
        {afterPasswordChange ? (
          // The dialog or screen around it holds the title.
          <Typography sx={{ mb: 1 }}>
            {(props.mode === 'passwordChange' && props.intro) || passwordChallengeMessages.intro}
          </Typography>
        ) : (
          <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
            {mfaScreenMessages.stepTitle}
          </Typography>
        )}
        {!isSms && mfa.subject && (
          <Typography variant="overline" component="p" color="secondary" sx={{ lineHeight: 2 }}>
            {mfa.subject}
          </Typography>
        )}
        <Box id={instructionsId}>
          <Typography color="text.secondary">
            {isSms ? mfaScreenMessages.smsInstructions(mfa.subject) : mfaScreenMessages.totpInstructions}
          </Typography>
          {!isSms && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {mfaScreenMessages.totpRefresh}
            </Typography>
          )}
        </Box>
      </Box>
      <FormCodeField
        name="code"
        id={`${id}-code`}
        label={mfaScreenMessages.codeLabel}
        describedBy={instructionsId}
        disabled={busy}
        autoFocus
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={!isCompleteCode(code)}
        loading={busy}
      >
        {mfaScreenMessages.submit}
      </Button>
      {isSms && (
        <Box sx={{ textAlign: 'center', minHeight: 24 }}>
          {countdown.remaining > 0 ? (
            <Typography variant="body2" color="text.secondary">
              {mfaScreenMessages.resendIn(countdown.remaining)}
            </Typography>
          ) : (
            <Link
              component="button"
              type="button"
              variant="body2"
              onClick={resendCode}
              disabled={resend.isPending}
            >
              {mfaMessages.resend}
            </Link>
          )}
        </Box>
      )}
      <Button variant="text" onClick={onCancel} disabled={busy} sx={{ alignSelf: 'center' }}>
        {afterPasswordChange ? passwordChallengeMessages.back : mfaScreenMessages.backToLogin}
      </Button>
    </SchemaForm>
  );
}
