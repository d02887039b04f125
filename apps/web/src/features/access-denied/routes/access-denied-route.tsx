/**
 * PF 2 'Access denied page': 'Acesso Negado!' and why, with a progress bar that fills 0.56 % every
 * 50 ms (about 9 s) and then takes the user to /inicio. The button goes there at once.
 */
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import Block from '@mui/icons-material/Block';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  ACCESS_DENIED_PROGRESS_STEP_PERCENT,
  ACCESS_DENIED_PROGRESS_TICK_MS,
  screenMessages,
  shellMessages,
} from '@painel/domain';
import { paths } from '../../../config/paths';

export function AccessDeniedRoute() {
  const navigate = useNavigate();
  const [progress, setProgress] = useState(0);
  const done = progress >= 100;

  useEffect(() => {
    const timer = window.setInterval(
      () => setProgress((was) => Math.min(100, was + ACCESS_DENIED_PROGRESS_STEP_PERCENT)),
      ACCESS_DENIED_PROGRESS_TICK_MS,
    );
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    if (done) void navigate(paths.home, { replace: true });
  }, [done, navigate]);

  return (
    <Box
      sx={{
        minHeight: { xs: 'calc(100dvh - 64px)' },
        display: 'grid',
        placeItems: 'center',
        px: 2,
        py: 6,
      }}
    >
      <Box
        sx={{
          maxWidth: 480,
          width: '100%',
          textAlign: 'center',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 2,
        }}
      >
        <Box
          aria-hidden="true"
          sx={{
            width: 72,
            height: 72,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'error.main',
            color: 'error.contrastText',
          }}
        >
          <Block sx={{ fontSize: 40 }} />
        </Box>
        <Typography variant="h1">{screenMessages.accessDeniedTitle}</Typography>
        <Typography color="text.secondary">{screenMessages.accessDeniedBody}</Typography>
        <Box sx={{ width: '100%', mt: 1 }}>
          <LinearProgress
            variant="determinate"
            value={progress}
            aria-label={shellMessages.accessDeniedProgress}
            sx={{ height: 6, borderRadius: 3 }}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {shellMessages.accessDeniedRedirecting}
          </Typography>
        </Box>
        <Button component={RouterLink} to={paths.home} replace variant="contained" size="large">
          {screenMessages.notFoundAction}
        </Button>
      </Box>
    </Box>
  );
}
