/** The top bar of private screens: brand, who is signed in (name and profile) and 'Sair'. */
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { SessionUser } from '@painel/contracts';
import { sessionMessages } from '@painel/domain';
import { Wordmark } from '../../components/wordmark';
import { TopBarEnd, TopBarStart } from './top-bar-slots';

interface TopBarProps {
  user: SessionUser;
  onLogout: () => void;
  loggingOut: boolean;
}

export function TopBar({ user, onLogout, loggingOut }: TopBarProps) {
  return (
    <AppBar position="sticky" elevation={0}>
      <Toolbar sx={{ gap: 2 }}>
        <Wordmark inverse size={28} />
        <TopBarStart />
        <Box sx={{ flexGrow: 1 }} />
        <TopBarEnd />
        <Box sx={{ textAlign: 'right', minWidth: 0, display: { xs: 'none', sm: 'block' } }}>
          <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
            {user.name}
          </Typography>
          <Typography variant="caption" noWrap component="p">
            {user.profile.name}
          </Typography>
        </Box>
        <Button color="inherit" variant="outlined" onClick={onLogout} loading={loggingOut}>
          {sessionMessages.logout}
        </Button>
      </Toolbar>
    </AppBar>
  );
}
