/**
 * Areas whose pages come in later versions (balance, reports, payments, unit price, own profile,
 * developer area, groups and users, plans; the staff screens until their feature lands): the route
 * and its rule are real, and the page says honestly that the area is not available yet, under the
 * entry's name, with the way back to Gestão da conta (or to the start for who cannot open it).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import { Link as RouterLink, useLocation } from 'react-router';
import { canOpenRoute, fallbackMessages, routeLabel, screenMessages, shellMessages } from '@painel/domain';
import { paths } from '../../config/paths';
import { routeKeyOf } from '../shell/route-keys';
import { useShellContext } from '../shell/shell-context';

export function UnavailableRoute() {
  const context = useShellContext();
  const route = routeKeyOf(useLocation().pathname);
  const title = (route && routeLabel(route, context)) ?? fallbackMessages.unavailable;
  const toAccount = canOpenRoute('accountHome', context);
  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 2, md: 3 }, pb: 6 }}>
      <Typography variant="h1">{title}</Typography>
      <Paper
        variant="outlined"
        sx={{
          mt: 3,
          p: { xs: 3, sm: 4 },
          maxWidth: 640,
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 2.5,
          alignItems: 'flex-start',
        }}
      >
        <Box
          aria-hidden="true"
          sx={{
            flexShrink: 0,
            width: 48,
            height: 48,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'action.hover',
            color: 'text.secondary',
          }}
        >
          <HourglassEmptyOutlined />
        </Box>
        <Box>
          <Typography sx={{ fontWeight: 500 }}>{shellMessages.unavailableBody}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {shellMessages.unavailableHint}
          </Typography>
          <Button
            component={RouterLink}
            to={toAccount ? paths.accountHome : paths.home}
            variant="contained"
            sx={{ mt: 2.5 }}
          >
            {toAccount ? shellMessages.backToAccount : screenMessages.notFoundAction}
          </Button>
        </Box>
      </Paper>
    </Container>
  );
}
