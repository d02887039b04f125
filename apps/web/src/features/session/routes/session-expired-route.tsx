/**
 * /sessao-expirada (PF 2 'Session expired screen'): the session ended for inactivity; a tooltip
 * tells why sessions expire; 'LOGIN' goes to the login keeping redirectURL, so the user comes
 * back where they were. Public and never redirected away, even for a signed-in visitor.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { screenMessages, sessionMessages } from '@painel/domain';
import { REDIRECT_PARAM, paths } from '../../../config/paths';
import { loginPathFor, safeRedirectTarget } from '../../../lib/redirect';
import { StatusScreen } from '../components/status-screen';

export function SessionExpiredRoute() {
  const [searchParams] = useSearchParams();
  const returnTo = safeRedirectTarget(searchParams.get(REDIRECT_PARAM));
  return (
    <StatusScreen
      tone="primary"
      icon={<HourglassEmptyOutlined fontSize="large" />}
      title={screenMessages.expiredTitle}
      action={
        <Button
          component={RouterLink}
          to={returnTo ? loginPathFor(returnTo) : paths.login}
          variant="contained"
          size="large"
          fullWidth
        >
          {sessionMessages.expiredScreenLogin}
        </Button>
      }
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 0.5 }}>
        <Typography color="text.secondary">{screenMessages.expiredBody}</Typography>
        <Tooltip
          title={screenMessages.expiredTooltip}
          describeChild
          // Above the text, never over the LOGIN button under it.
          placement="top"
          enterTouchDelay={0}
          leaveTouchDelay={5000}
        >
          <IconButton size="small" aria-label={screenMessages.expiredTooltipLabel}>
            <InfoOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
    </StatusScreen>
  );
}
