/**
 * The frame of the public password screens: the login page's card, centred, with the brand
 * above the title and the copyright below, so the journey from 'Esqueci minha senha?' looks like
 * one place.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CenteredPage } from '../../../components/centered-page';
import { loginMessages } from '@painel/domain';
import { Wordmark } from '../../../components/wordmark';

interface PasswordCardLayoutProps {
  title: string;
  description?: string;
  children: ReactNode;
}

export function PasswordCardLayout({ title, description, children }: PasswordCardLayoutProps) {
  return (
    <CenteredPage>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 5 } }}>
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 3 }}>
          <Wordmark size={40} />
        </Box>
        <Typography variant="h1" sx={{ textAlign: 'center', mb: description ? 1 : 3 }}>
          {title}
        </Typography>
        {description && (
          <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 3 }}>
            {description}
          </Typography>
        )}
        {children}
      </Paper>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        {loginMessages.copyright(new Date().getFullYear())}
      </Typography>
    </CenteredPage>
  );
}
