/**
 * The trial-expiry dialog: TRIAL_EXPIRY_DIALOG_DELAY_MS after the balance shows the
 * trial expired with no contract request, once per user (a cookie keyed by the user's id records
 * that it was shown). It offers to request a contract (POST /trial/contract-request) or to leave.
 */
import { useEffect, useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import { TRIAL_EXPIRY_DIALOG_DELAY_MS, sessionMessages, trialMessages } from '@painel/domain';
import { useToast } from '../../../components/toast/toast-context';
import { ApiError } from '../../../lib/api-client';
import { readCookie, writeCookie } from '../../../lib/cookies';
import { useCurrentUser } from '../../../lib/current-user';
import { splitSentences } from '../../../lib/split-sentences';
import { useTrialBalance } from '../api/get-trial-balance';
import { useRequestContract } from '../api/request-contract';

/** PF 3 'A trial-expired cookie is keyed by user id'. */
export const trialExpiredCookieName = (userId: number) => `painel_avaliacao_expirada_${userId}`;
/** Ours: "once" means once; a year outlives any trial. */
const TRIAL_EXPIRED_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : sessionMessages.defaultError;
}

interface TrialExpiryDialogProps {
  /** 'Sair': the shell's logout. */
  onLogout: () => void;
}

export function TrialExpiryDialog({ onLogout }: TrialExpiryDialogProps) {
  const titleId = useId();
  const user = useCurrentUser();
  const balance = useTrialBalance();
  const toast = useToast();
  const request = useRequestContract();
  const [open, setOpen] = useState(false);
  const due = Boolean(balance?.expired && !balance.hasContractRequest);

  useEffect(() => {
    const cookie = trialExpiredCookieName(user.id);
    if (!due || readCookie(cookie) !== null) return;
    const timer = window.setTimeout(() => {
      writeCookie(cookie, '1', { maxAgeSeconds: TRIAL_EXPIRED_COOKIE_MAX_AGE_S });
      setOpen(true);
    }, TRIAL_EXPIRY_DIALOG_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [due, user.id]);

  const close = () => {
    if (!request.isPending) setOpen(false);
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{trialMessages.expiryTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{trialMessages.expiryBody}</DialogContentText>
      </DialogContent>
      {/* The toast sits outside the modal, which hides the rest of the page from screen readers: say it here too. */}
      <Box role="alert" sx={visuallyHidden}>
        {request.error ? messageOf(request.error) : ''}
      </Box>
      <DialogActions sx={{ px: 3, pb: 3, gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={onLogout} disabled={request.isPending}>
          {trialMessages.expiryLogout}
        </Button>
        <Button
          variant="contained"
          autoFocus
          loading={request.isPending}
          onClick={() =>
            request.mutate(undefined, {
              onSuccess: () => {
                toast.success(trialMessages.contractRequested);
                setOpen(false);
              },
              onError: (error) => toast.error(splitSentences(messageOf(error))),
            })
          }
        >
          {trialMessages.expiryRequest}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
