/**
 * The security question (AA 2.4, 6; back office only): staff type the answer the caller gives and
 * the server says whether it matches. The dialog shows the question the user chose;
 * the stored answer is never shown. The server limits wrong answers per user (domain
 * security-question.ts): each answer says how many tries are left, and at the limit the server's
 * refusal says for how long, and the check waits.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { UserItem } from '@painel/contracts';
import { userMessages as m } from '@painel/domain';
import { ApiError } from '../../../lib/api-client';
import { LoadingButton } from '../../../components/loading-button/loading-button';
import { useCheckSecurityAnswer } from '../api/user-actions';

export function SecurityQuestionDialog({
  user,
  customerId,
  onClose,
}: {
  user: UserItem;
  customerId: number;
  onClose(): void;
}) {
  const [answer, setAnswer] = useState('');
  const check = useCheckSecurityAnswer(customerId);
  // No try left: the last answer was the fifth wrong one, or the server already refused for the limit.
  const exhausted =
    (check.data !== undefined && !check.data.matches && check.data.attemptsLeft === 0) ||
    (check.error instanceof ApiError && check.error.code === 'SECURITY_QUESTION_LOCKED');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="security-question-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (answer.trim() !== '' && !exhausted) check.mutate({ userId: user.id, answer });
        }}
      >
        <DialogTitle id="security-question-title">{m.securityQuestionTitle}</DialogTitle>
        <DialogContent>
          {!user.mfa.hasSecurityQuestion && <Alert severity="info">{m.securityQuestionNone}</Alert>}
          {user.mfa.hasSecurityQuestion && user.mfa.securityQuestion && (
            <Typography>{m.securityQuestionAsk(user.mfa.securityQuestion)}</Typography>
          )}
          <TextField
            label={m.securityQuestionAnswer}
            value={answer}
            onChange={(event) => {
              setAnswer(event.target.value);
              // The verdict belongs to the typed answer; a spent limit stays on screen.
              if (!exhausted) check.reset();
            }}
            fullWidth
            margin="normal"
            autoComplete="off"
            required
          />
          {check.data && (
            <Alert severity={check.data.matches ? 'success' : 'error'} role="status">
              <Box component="span" sx={{ display: 'block' }}>
                {check.data.matches ? m.securityQuestionMatch : m.securityQuestionNoMatch}
              </Box>
              {!check.data.matches && (
                <Box component="span" sx={{ display: 'block' }}>
                  {m.securityQuestionAttemptsLeft(check.data.attemptsLeft)}
                </Box>
              )}
            </Alert>
          )}
          {check.isError && (
            <Alert severity="error" role="alert">
              {check.error.message}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{m.close}</Button>
          <LoadingButton
            type="submit"
            variant="contained"
            loading={check.isPending}
            disabled={answer.trim() === '' || exhausted}
          >
            {m.securityQuestionCheck}
          </LoadingButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
