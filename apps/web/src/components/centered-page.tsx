/**
 * The frame of every full-page screen outside the shell (not found, failure, expired session,
 * blocked access, the password screens): the page's <main>, its content centred on the screen.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export function CenteredPage({ children, textAlign }: { children: ReactNode; textAlign?: 'center' }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        px: { xs: 2, sm: 4 },
        py: { xs: 4, sm: 6 },
        ...(textAlign ? { textAlign } : {}),
      }}
    >
      {children}
    </Box>
  );
}
