/**
 * The countdown dialog (PF 4 'Session countdown'): 'Sua sessão está expirando.' with the time
 * left and 'CONTINUAR SESSÃO', or, when the access window ends the session and nothing can renew
 * it, 'Sua sessão está se encerrando.' with 'ENTENDI'. The count is a timer (not read aloud every
 * second); the title and text are announced when the dialog opens.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import { formatCountdown, sessionMessages } from '@painel/domain';

export interface SessionCountdownDialogProps {
  open: boolean;
  /** 'expiring': renewable; 'ending': the access window closes it. */
  variant: 'expiring' | 'ending';
  seconds: number;
  continuing: boolean;
  onContinue(): void;
  onAcknowledge(): void;
}

export function SessionCountdownDialog({
  open,
  variant,
  seconds,
  continuing,
  onContinue,
  onAcknowledge,
}: SessionCountdownDialogProps) {
  const expiring = variant === 'expiring';
  return (
    <Dialog
      open={open}
      // Escape or a click outside must not quietly let a renewable session run out.
      onClose={expiring ? undefined : onAcknowledge}
      aria-labelledby="session-countdown-title"
      aria-describedby="session-countdown-text"
      slotProps={{ paper: { sx: { maxWidth: 420, textAlign: 'center' } } }}
    >
      <Box sx={{ pt: 3, display: 'flex', justifyContent: 'center' }}>
        <Box
          aria-hidden="true"
          sx={{
            width: 56,
            height: 56,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: expiring ? 'primary.main' : 'warning.main',
            color: '#ffffff',
          }}
        >
          <TimerOutlined fontSize="large" />
        </Box>
      </Box>
      <DialogTitle id="session-countdown-title" sx={{ pb: 1 }}>
        {expiring ? sessionMessages.expiringTitle : sessionMessages.endingTitle}
      </DialogTitle>
      <DialogContent>
        <Typography
          role="timer"
          aria-label={sessionMessages.secondsLeft(seconds)}
          sx={{
            fontSize: '2.5rem',
            fontWeight: 500,
            fontVariantNumeric: 'tabular-nums',
            lineHeight: 1.2,
            mb: 1,
          }}
          color={expiring ? 'primary' : 'warning.dark'}
        >
          {formatCountdown(seconds)}
        </Typography>
        <DialogContentText id="session-countdown-text">
          {expiring ? sessionMessages.expiringBody : sessionMessages.endingBody}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, justifyContent: 'center' }}>
        {expiring ? (
          <Button
            variant="contained"
            size="large"
            fullWidth
            autoFocus
            loading={continuing}
            onClick={onContinue}
          >
            {sessionMessages.expiringContinue}
          </Button>
        ) : (
          <Button variant="contained" size="large" fullWidth autoFocus onClick={onAcknowledge}>
            {sessionMessages.endingAcknowledge}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
