/** Unknown paths (PF 2 'Routing rules'): a not-found screen with the way back to the start. */
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CenteredPage } from '../../components/centered-page';
import { Link as RouterLink } from 'react-router';
import { screenMessages } from '@painel/domain';
import { Wordmark } from '../../components/wordmark';
import { paths } from '../../config/paths';

export function NotFoundRoute() {
  return (
    <CenteredPage textAlign="center">
      <Wordmark />
      <Typography variant="h1" sx={{ mt: 2 }}>
        {screenMessages.notFoundTitle}
      </Typography>
      <Typography color="text.secondary">{screenMessages.notFoundBody}</Typography>
      <Button component={RouterLink} to={paths.login} variant="contained" size="large">
        {screenMessages.notFoundAction}
      </Button>
    </CenteredPage>
  );
}
