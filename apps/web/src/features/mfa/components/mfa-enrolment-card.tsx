/**
 * The second factor in 'Privacidade e Segurança' (PF 7 POST /mfa, /mfa/confirmacao,
 * /mfa/sms): the current status, then enrolment by authenticator app (QR code and manual key) or by
 * SMS (the mobile that will receive the codes), each confirmed by a first six-digit code.
 * Replacing an active factor first asks 'Confirme sua identidade' (the current password, then a code
 * of the factor in use): the server refuses the change without that proof.
 */
import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import {
  messageForError,
  mfaCodeBodySchema,
  mfaEnrolFormSchema,
  type MfaEnrolResponse,
  type SessionUser,
} from '@painel/contracts';
import {
  MFA_STATUSES,
  accountMessages,
  isCompleteCode,
  mfaMessages,
  mfaScreenMessages,
  onlyDigits,
  resendCountdownStart,
  policies,
  type MfaChipColor,
  type MfaStatusKey,
  type MfaType,
} from '@painel/domain';
import { ApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { useAllowed } from '../../../lib/viewer';
import { splitSentences } from '../../../lib/split-sentences';
import { CopyableValue } from '../../../components/copy-to-clipboard/copyable-value';
import {
  FormCodeField,
  FormPhoneField,
  FormRadioGroup,
  SchemaForm,
  useSchemaForm,
  type FormOption,
} from '../../../components/form';
import { useToast } from '../../../components/toast/toast-context';
import { useConfirmEnrolment } from '../api/confirm-enrolment';
import { useResendSms } from '../api/resend-sms';
import { useStartEnrolment } from '../api/start-enrolment';
import { verificationFailure } from '../api/verification-errors';
import { useCountdown } from '../hooks/use-countdown';
import { ConfirmIdentityDialog } from './confirm-identity-dialog';

const METHOD_LABEL: Record<MfaType, string> = {
  TOTP: mfaMessages.authenticatorSubject,
  SMS: mfaScreenMessages.methodSms,
};

const CHIP_COLOR: Record<MfaChipColor, 'success' | 'warning' | 'error' | 'default'> = {
  active: 'success',
  pending: 'warning',
  blocked: 'error',
  default: 'default',
};

/** The user's MFA status as the session reports it. */
function statusFromSession(user: SessionUser): MfaStatusKey {
  return user.mfa.status;
}

function messageOf(error: unknown): string[] {
  return splitSentences(error instanceof ApiError ? error.message : messageForError(null));
}

export function MfaEnrolmentCard() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [enrolment, setEnrolment] = useState<MfaEnrolResponse | null>(null);
  const [confirmed, setConfirmed] = useState<{ type: MfaType; message: string } | null>(null);
  const status: MfaStatusKey | null = confirmed ? 'active' : statusFromSession(user);
  const enrolsByKey = useAllowed(policies.mfa.enrol);
  const mayEnrol = user.company.mfa || enrolsByKey;

  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: { xs: 2.5, sm: 3 } }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
            flexWrap: 'wrap',
          }}
        >
          <Typography id={titleId} variant="h2" sx={{ fontSize: '1.25rem' }}>
            {mfaScreenMessages.enrolmentTitle}
          </Typography>
          {status && (
            <Chip
              size="small"
              color={CHIP_COLOR[MFA_STATUSES[status].chip]}
              label={`${mfaScreenMessages.statusLabel}: ${MFA_STATUSES[status].label}`}
            />
          )}
        </Box>
        <Typography color="text.secondary">{mfaScreenMessages.enrolmentDescription}</Typography>
        {confirmed && !enrolment && (
          <Alert severity="success" role="status">
            <Box component="span" sx={{ display: 'block' }}>
              {confirmed.message}
            </Box>
            <Box component="span" sx={{ display: 'block' }}>
              {mfaScreenMessages.currentMethod(METHOD_LABEL[confirmed.type])}
            </Box>
          </Alert>
        )}
        {mayEnrol &&
          (enrolment ? (
            <ConfirmEnrolment
              enrolment={enrolment}
              onCancel={() => setEnrolment(null)}
              onConfirmed={(type, message) => {
                setEnrolment(null);
                setConfirmed({ type, message });
                // The session's blocked state and permissions may change with an active MFA.
                void queryClient.invalidateQueries();
              }}
            />
          ) : (
            <StartEnrolment again={status === 'active'} onStarted={setEnrolment} />
          ))}
      </CardContent>
    </Card>
  );
}

/** The server wants a fresh proof first: a factor is active, and this session has not proved itself lately. */
const needsProof = (error: unknown) =>
  error instanceof ApiError && error.code === 'MFA_REAUTHENTICATION_REQUIRED';

type EnrolRequest = { type: MfaType; phone?: string };

function StartEnrolment({
  again,
  onStarted,
}: {
  again: boolean;
  onStarted: (enrolment: MfaEnrolResponse) => void;
}) {
  const toast = useToast();
  const start = useStartEnrolment();
  const form = useSchemaForm(mfaEnrolFormSchema, { defaultValues: { type: 'TOTP', phone: '' } });
  const type = useWatch({ control: form.control, name: 'type' });
  // Replacing an active factor: the request waits here while 'Confirme sua identidade' is open.
  const [proving, setProving] = useState<EnrolRequest | null>(null);
  const [proven, setProven] = useState(false);

  const send = (request: EnrolRequest) =>
    start.mutate(request, {
      onSuccess: onStarted,
      onError: (error) => {
        if (needsProof(error)) {
          setProven(false);
          setProving(request);
          return;
        }
        form.showServerError(error, (failure) =>
          toast.error(verificationFailure(failure)?.item.errorMsg ?? messageOf(failure)),
        );
      },
    });

  return (
    <>
      <SchemaForm
        form={form}
        // Choosing a method is no one's unsaved work; a typed phone is lost by leaving: ask first.
        guard={
          type === 'SMS' && Boolean(form.formState.dirtyFields.phone) && !start.isPending && !start.isSuccess
        }
        onSubmit={({ type: chosen, phone }) => {
          const request: EnrolRequest =
            chosen === 'SMS' ? { type: chosen, phone: onlyDigits(phone) } : { type: chosen };
          if (again && !proven) setProving(request);
          else send(request);
        }}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <FormRadioGroup name="type" legend={mfaScreenMessages.chooseMethod} options={METHOD_OPTIONS} />
        {type === 'SMS' && (
          <FormPhoneField
            name="phone"
            id="mfa-phone"
            label={mfaScreenMessages.phoneLabel}
            type="mobile"
            invalidMessage={accountMessages.mobileInvalid}
          />
        )}
        <Button type="submit" variant="contained" loading={start.isPending} sx={{ alignSelf: 'flex-start' }}>
          {again ? mfaScreenMessages.restart : mfaScreenMessages.start}
        </Button>
      </SchemaForm>
      {proving && (
        <ConfirmIdentityDialog
          onCancel={() => setProving(null)}
          onConfirmed={() => {
            setProven(true);
            setProving(null);
            send(proving);
          }}
        />
      )}
    </>
  );
}

const METHOD_OPTIONS: readonly FormOption[] = [
  { value: 'TOTP', label: mfaMessages.authenticatorSubject, hint: mfaScreenMessages.methodTotpHint },
  { value: 'SMS', label: mfaScreenMessages.methodSms, hint: mfaScreenMessages.methodSmsHint },
];

/** The manual key as an authenticator shows it, in groups of four; it is copied whole. */
const groupsOfFour = (secret: string) => (secret.match(/.{1,4}/g) ?? []).join(' ');

interface ConfirmEnrolmentProps {
  enrolment: MfaEnrolResponse;
  onCancel: () => void;
  onConfirmed: (type: MfaType, message: string) => void;
}

function ConfirmEnrolment({ enrolment, onCancel, onConfirmed }: ConfirmEnrolmentProps) {
  const id = useId();
  const toast = useToast();
  const confirm = useConfirmEnrolment();
  const resend = useResendSms();
  const form = useSchemaForm(mfaCodeBodySchema, { defaultValues: { code: '' } });
  const code = useWatch({ control: form.control, name: 'code' });
  const countdown = useCountdown(
    enrolment.type === 'SMS' ? resendCountdownStart(enrolment.maxRemainingTime) : 0,
  );
  const instructionsId = `${id}-instructions`;
  const keyLabelId = `${id}-key`;

  const submit = ({ code: typed }: { code: string }) => {
    if (confirm.isPending) return;
    confirm.mutate(typed, {
      onSuccess: ({ message, mfa }) => {
        toast.success(message);
        onConfirmed(mfa.type, message);
      },
      onError: (error) => {
        const failure = verificationFailure(error);
        if (failure?.item.key === 'attempts') {
          form.setValue('code', '');
          form.setError('code', { type: 'server', message: failure.item.errorMsg });
          return;
        }
        // 'restart' (three wrong codes), an expired enrolment or proof: begin again.
        if (failure || needsProof(error) || (error instanceof ApiError && error.status === 422)) {
          toast.error(failure ? splitSentences(failure.item.errorMsg) : messageOf(error));
          onCancel();
          return;
        }
        form.showServerError(error, (other) => toast.error(messageOf(other)));
      },
    });
  };

  const resendCode = () =>
    resend.mutate(undefined, {
      onSuccess: ({ maxRemainingTime }) => {
        toast.success(mfaMessages.resent);
        countdown.restart(resendCountdownStart(maxRemainingTime));
      },
      onError: (error) => {
        const failure = verificationFailure(error);
        if (failure?.maxRemainingTime !== undefined)
          countdown.restart(resendCountdownStart(failure.maxRemainingTime));
        toast.error(failure ? splitSentences(failure.item.errorMsg) : messageOf(error));
      },
    });

  return (
    <SchemaForm
      form={form}
      // A code is no one's unsaved work.
      guard={false}
      onSubmit={submit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Box id={instructionsId}>
        <Typography>
          {enrolment.type === 'TOTP'
            ? mfaScreenMessages.qrInstructions
            : mfaScreenMessages.smsSentTo(enrolment.subject)}
        </Typography>
        {enrolment.type === 'TOTP' && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {mfaScreenMessages.totpRefresh}
          </Typography>
        )}
      </Box>
      {enrolment.type === 'TOTP' && (
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            gap: 2,
            alignItems: { sm: 'center' },
          }}
        >
          <Box
            component="img"
            src={enrolment.qrCode}
            alt={mfaScreenMessages.qrAlt}
            width={200}
            height={200}
            sx={{
              alignSelf: 'center',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: '#ffffff',
            }}
          />
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography id={keyLabelId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {mfaScreenMessages.manualKey}
            </Typography>
            <CopyableValue
              value={enrolment.secret}
              shown={groupsOfFour(enrolment.secret)}
              labelledBy={keyLabelId}
            />
          </Box>
        </Box>
      )}
      <Box sx={{ maxWidth: 320 }}>
        <FormCodeField
          name="code"
          id={`${id}-code`}
          label={mfaScreenMessages.codeLabel}
          describedBy={instructionsId}
          disabled={confirm.isPending}
          autoFocus
        />
      </Box>
      {enrolment.type === 'SMS' && (
        <Box>
          {countdown.remaining > 0 ? (
            <Typography variant="body2" color="text.secondary">
              {mfaScreenMessages.resendIn(countdown.remaining)}
            </Typography>
          ) : (
            <Button variant="text" onClick={resendCode} loading={resend.isPending} sx={{ px: 0 }}>
              {mfaMessages.resend}
            </Button>
          )}
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={onCancel} disabled={confirm.isPending}>
          {mfaScreenMessages.cancel}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={!isCompleteCode(code)}
          loading={confirm.isPending}
        >
          {mfaScreenMessages.submit}
        </Button>
      </Box>
    </SchemaForm>
  );
}
