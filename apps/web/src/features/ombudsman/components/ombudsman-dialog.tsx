/**
 * 'Ouvidoria Assertiva': phone (masked as typed), ticket number (digits, at most
 * 8; all 8 for a Reclamação), request type and request text with its 'n / 2000' counter. Every
 * change is checked with the contract's schema, the one the API applies. Success shows its text
 * in the dialog and FECHAR; a failure is an 8 s error toast. Closing resets the form 1 s later.
 */
import { useEffect, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { ombudsmanBodySchema } from '@painel/contracts';
import {
  OMBUDSMAN_REQUEST_MAX,
  OMBUDSMAN_REQUEST_WARN,
  OMBUDSMAN_RESET_DELAY_MS,
  OMBUDSMAN_TYPE_IDS,
  OMBUDSMAN_TYPES,
  TOAST_MS,
  maskPhone,
  ombudsmanMessages,
  sanitizeTicket,
  truncateVisible,
  visibleLength,
} from '@painel/domain';
import { FormField, SchemaForm, useSchemaForm } from '../../../components/form';
import { RemainingCharacters } from '../../../components/remaining-characters/remaining-characters';
import { useToast } from '../../../components/toast/toast-context';
import { useSendOmbudsmanRequest } from '../api/send-ombudsman-request';

type OmbudsmanFields = z.input<typeof ombudsmanBodySchema>;

const EMPTY: OmbudsmanFields = { phone: '', ticket: '', reason: null, request: '' };
/** '(11) 98765-4321': the longest the phone mask writes. */
const PHONE_MASKED_MAX = 15;
const TYPE_ENTRIES = Object.entries(OMBUDSMAN_TYPES).map(([id, label]) => ({ id: Number(id), label }));

interface OmbudsmanDialogProps {
  open: boolean;
  onClose: () => void;
}

export function OmbudsmanDialog({ open, onClose }: OmbudsmanDialogProps) {
  const titleId = useId();
  const reasonLabelId = useId();
  const reasonErrorId = useId();
  const counterId = useId();
  const toast = useToast();
  const send = useSendOmbudsmanRequest();
  // PF 5: every change is judged at once, and a refused send puts the focus on the first field it names.
  const form = useSchemaForm(ombudsmanBodySchema, {
    mode: 'onChange',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    defaultValues: EMPTY,
  });
  const { control, reset } = form;
  const [reason, request = ''] = useWatch({ control, name: ['reason', 'request'] });
  // The failure the toast said (not one shown under its field), repeated for screen readers below.
  const [failed, setFailed] = useState(false);
  const sent = send.isSuccess;
  const { reset: resetSend } = send;

  // PF 4: the form is emptied 1 s after the dialog closes (after its exit animation), not at once.
  useEffect(() => {
    if (open) return;
    const timer = window.setTimeout(() => {
      reset(EMPTY);
      resetSend();
      setFailed(false);
    }, OMBUDSMAN_RESET_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [open, reset, resetSend]);

  const close = () => {
    if (!send.isPending) onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <SchemaForm
        form={form}
        // Closing keeps the values a second, and the dialog was never asked to hold the user back.
        guard={false}
        onSubmit={(values) => {
          setFailed(false);
          send.mutate(values, {
            onError: (error) =>
              form.showServerError(error, () => {
                setFailed(true);
                toast.error(ombudsmanMessages.failure, { durationMs: TOAST_MS.ombudsmanError });
              }),
          });
        }}
      >
        <DialogTitle id={titleId}>{ombudsmanMessages.title}</DialogTitle>
        {sent ? (
          <DialogContent>
            <Alert severity="success" role="status">
              {ombudsmanMessages.success}
            </Alert>
          </DialogContent>
        ) : (
          <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
            <Typography variant="body2" color="text.secondary">
              {ombudsmanMessages.intro}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <FormField
                name="phone"
                render={({ field, errorMessage }) => (
                  <TextField
                    {...field}
                    onChange={(event) => field.onChange(maskPhone(event.target.value))}
                    id="ombudsman-phone"
                    label={ombudsmanMessages.phone}
                    required
                    autoFocus
                    autoComplete="tel"
                    error={Boolean(errorMessage)}
                    helperText={errorMessage}
                    slotProps={{ htmlInput: { inputMode: 'tel', maxLength: PHONE_MASKED_MAX } }}
                  />
                )}
              />
              <FormField
                name="ticket"
                render={({ field, errorMessage }) => (
                  <TextField
                    {...field}
                    onChange={(event) => field.onChange(sanitizeTicket(event.target.value))}
                    id="ombudsman-ticket"
                    label={ombudsmanMessages.ticket}
                    required={reason === OMBUDSMAN_TYPE_IDS.complaint}
                    autoComplete="off"
                    error={Boolean(errorMessage)}
                    helperText={errorMessage ?? ombudsmanMessages.ticketHint}
                    slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                  />
                )}
              />
            </Box>
            <FormField
              name="reason"
              // A complaint makes the ticket required: check it again when the type changes.
              deps={['ticket']}
              render={({ field, errorMessage }) => (
                <FormControl error={Boolean(errorMessage)} required>
                  <FormLabel id={reasonLabelId}>{ombudsmanMessages.reason}</FormLabel>
                  <RadioGroup
                    row
                    name={field.name}
                    aria-labelledby={reasonLabelId}
                    aria-describedby={errorMessage ? reasonErrorId : undefined}
                    value={field.value === null || field.value === undefined ? '' : String(field.value)}
                    onChange={(event) => field.onChange(Number(event.target.value))}
                    onBlur={field.onBlur}
                  >
                    {TYPE_ENTRIES.map((type) => (
                      <FormControlLabel
                        key={type.id}
                        value={String(type.id)}
                        control={<Radio />}
                        label={type.label}
                      />
                    ))}
                  </RadioGroup>
                  {errorMessage && <FormHelperText id={reasonErrorId}>{errorMessage}</FormHelperText>}
                </FormControl>
              )}
            />
            <FormField
              name="request"
              render={({ field, errorMessage }) => (
                <TextField
                  {...field}
                  // The limit counts what the user sees (an emoji is one), not UTF-16 units as maxLength would.
                  onChange={(event) =>
                    field.onChange(truncateVisible(event.target.value, OMBUDSMAN_REQUEST_MAX))
                  }
                  id="ombudsman-request"
                  label={ombudsmanMessages.request}
                  required
                  multiline
                  minRows={4}
                  maxRows={10}
                  error={Boolean(errorMessage)}
                  helperText={
                    <Box component="span" sx={{ display: 'flex', gap: 2, justifyContent: 'space-between' }}>
                      <span>{errorMessage}</span>{' '}
                      <RemainingCharacters
                        id={counterId}
                        length={visibleLength(request)}
                        max={OMBUDSMAN_REQUEST_MAX}
                        warnAt={OMBUDSMAN_REQUEST_WARN}
                      />
                    </Box>
                  }
                />
              )}
            />
          </DialogContent>
        )}
        {/* The toast sits outside the modal, which hides the rest of the page from screen readers: say it here too. */}
        <Box role="alert" sx={visuallyHidden}>
          {failed ? ombudsmanMessages.failure : ''}
        </Box>
        <DialogActions
          disableSpacing
          sx={{
            px: 3,
            pb: 3,
            gap: 1,
            // Phones: the buttons stacked full width, the main one on top.
            flexDirection: { xs: 'column-reverse', sm: 'row' },
            alignItems: { xs: 'stretch', sm: 'center' },
          }}
        >
          {sent ? (
            <Button variant="contained" onClick={close} autoFocus>
              {ombudsmanMessages.close}
            </Button>
          ) : (
            <>
              <Button variant="outlined" onClick={close} disabled={send.isPending}>
                {ombudsmanMessages.cancel}
              </Button>
              <Button type="submit" variant="contained" loading={send.isPending}>
                {ombudsmanMessages.send}
              </Button>
            </>
          )}
        </DialogActions>
      </SchemaForm>
    </Dialog>
  );
}
