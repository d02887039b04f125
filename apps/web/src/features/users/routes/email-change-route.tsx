/**
 * '/confirmacao-de-email?hash=…': the page the link e-mailed to a user's new address
 * opens. It confirms the change once and says the outcome: the new address is the login from now
 * on and the sessions were ended, or the link is no longer valid. Public, signed in or not.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { userMessages as m } from '@painel/domain';
import { CenteredPage } from '../../../components/centered-page';
import { paths } from '../../../config/paths';
import { useConfirmEmailChange } from '../api/confirm-email-change';

export function EmailChangeRoute() {
  const [params] = useSearchParams();
  const hash = params.get('hash') ?? '';
  const confirmation = useConfirmEmailChange(hash);
  const failed = hash === '' || confirmation.isError;
  return (
    <CenteredPage>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 5 } }}>
        <Typography variant="h1" sx={{ textAlign: 'center', mb: 3 }}>
          {m.emailChangeTitle}
        </Typography>
        {!failed && confirmation.isPending && (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, justifyContent: 'center' }}>
            <CircularProgress size={24} aria-hidden />
            <Typography>{m.emailChangeConfirming}</Typography>
          </Box>
        )}
        {confirmation.isSuccess && <Alert severity="success">{confirmation.data.message}</Alert>}
        {failed && <Alert severity="error">{m.emailChangeLinkInvalid}</Alert>}
        {(failed || confirmation.isSuccess) && (
          <Button component={RouterLink} to={paths.login} variant="contained" fullWidth sx={{ mt: 3 }}>
            {m.emailChangeToLogin}
          </Button>
        )}
      </Paper>
    </CenteredPage>
  );
}
