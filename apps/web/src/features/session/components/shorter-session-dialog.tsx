/**
 * 'Seu tempo de sessão será menor' (PF 4 'Last-session case'): the access window closes this
 * session before its usual end. Says when, how long is left, and suggests saving the work.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { formatSessionTime, sessionMessages, type ShorterSession } from '@painel/domain';

export interface ShorterSessionDialogProps {
  open: boolean;
  /** Kept while the dialog closes, so its text does not vanish mid-transition. */
  session: ShorterSession | null;
  onProceed(): void;
}

export function ShorterSessionDialog({ open, session, onProceed }: ShorterSessionDialogProps) {
  return (
    <Dialog
      open={open && session !== null}
      onClose={onProceed}
      aria-labelledby="shorter-session-title"
      aria-describedby="shorter-session-text"
      slotProps={{ paper: { sx: { maxWidth: 480 } } }}
    >
      <DialogTitle id="shorter-session-title">{sessionMessages.shorterSessionTitle}</DialogTitle>
      {session && (
        <DialogContent>
          <DialogContentText id="shorter-session-text">
            {sessionMessages.shorterSessionBody(
              formatSessionTime(session.limitMs),
              formatSessionTime(session.renewalMs),
            )}{' '}
            <strong>{sessionMessages.shorterSessionMinutes(session.minutesLeft)}</strong>
          </DialogContentText>
          <Alert severity="info" variant="outlined" sx={{ mt: 2 }}>
            {sessionMessages.shorterSessionTip}
          </Alert>
        </DialogContent>
      )}
      <DialogActions sx={{ px: 3, pb: 3 }}>
        <Button variant="contained" size="large" autoFocus onClick={onProceed}>
          {sessionMessages.shorterSessionProceed}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
