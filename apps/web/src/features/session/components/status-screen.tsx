/**
 * The frame of the session's full-page screens (expired, blocked): the brand above a card with an
 * icon, a heading, the text and the way out, centred like the login card.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CenteredPage } from '../../../components/centered-page';
import { Wordmark } from '../../../components/wordmark';

interface StatusScreenProps {
  icon: ReactNode;
  /** The icon disc's colour (a palette key). */
  tone: 'primary' | 'error';
  title: string;
  children: ReactNode;
  action: ReactNode;
}

export function StatusScreen({ icon, tone, title, children, action }: StatusScreenProps) {
  return (
    <CenteredPage>
      <Wordmark size={40} />
      <Paper
        variant="outlined"
        sx={{
          width: '100%',
          maxWidth: 440,
          p: { xs: 3, sm: 5 },
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 2,
          textAlign: 'center',
        }}
      >
        <Box
          aria-hidden="true"
          sx={{
            width: 64,
            height: 64,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: `${tone}.main`,
            color: '#ffffff',
          }}
        >
          {icon}
        </Box>
        <Typography variant="h1">{title}</Typography>
        {children}
        <Box sx={{ width: '100%', mt: 1 }}>{action}</Box>
      </Paper>
    </CenteredPage>
  );
}
