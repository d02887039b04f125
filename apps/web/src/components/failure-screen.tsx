/** PF 2 'Generic failure screen': what the user sees when rendering failed. */
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CenteredPage } from './centered-page';
import { screenMessages } from '@painel/domain';

export function FailureScreen() {
  return (
    <CenteredPage textAlign="center">
      <Typography variant="h1" color="primary">
        {screenMessages.failureTitle}
      </Typography>
      <Typography variant="h2" component="p">
        {screenMessages.failureSubtitle}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
        {screenMessages.failureBody}
      </Typography>
      <Button variant="contained" size="large" onClick={() => window.location.reload()}>
        {screenMessages.failureReload}
      </Button>
    </CenteredPage>
  );
}
