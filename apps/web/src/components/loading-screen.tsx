/**
 * Shown while the session is being checked or a route's code is loading. Under the spinner a
 * message changes every ROTATING_MESSAGE_MS (PF 9.14: every 4 s), round the list, in a polite
 * status region so a screen reader hears that the wait goes on without being interrupted.
 */
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { ROTATING_MESSAGE_MS, screenMessages } from '@painel/domain';

const MESSAGES = screenMessages.loadingMessages;

export function LoadingScreen() {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % MESSAGES.length),
      ROTATING_MESSAGE_MS,
    );
    return () => window.clearInterval(timer);
  }, []);
  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'grid',
        placeItems: 'center',
        alignContent: 'center',
        gap: 2,
        px: 2,
      }}
    >
      <CircularProgress aria-label={screenMessages.loading} />
      <Typography role="status" color="text.secondary" sx={{ textAlign: 'center' }}>
        {MESSAGES[index]}
      </Typography>
    </Box>
  );
}
