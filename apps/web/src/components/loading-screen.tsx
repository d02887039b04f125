/** Shown while the session is being checked or a route's code is loading. */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { screenMessages } from '@painel/domain';

export function LoadingScreen() {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={screenMessages.loading} />
    </Box>
  );
}
