/** Unknown paths (PF 2 'Routing rules'): a not-found screen with the way back to the start. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { screenMessages } from '@painel/domain';
import { Wordmark } from '../../components/wordmark';
import { paths } from '../../config/paths';

export function NotFoundRoute() {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 3,
        textAlign: 'center',
      }}
    >
      <Wordmark />
      <Typography variant="h1" sx={{ mt: 2 }}>
        {screenMessages.notFoundTitle}
      </Typography>
      <Typography color="text.secondary">{screenMessages.notFoundBody}</Typography>
      <Button component={RouterLink} to={paths.login} variant="contained" size="large">
        {screenMessages.notFoundAction}
      </Button>
    </Box>
  );
}
