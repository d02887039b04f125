/**
 * The top bar of private screens (PF 2 'Top bar'): the hamburger on small screens, the brand, what
 * features contribute (trail switcher; trial indicator, ombudsman, notifications), the help centre
 * (configured address, new tab; none in the back office), who is signed in and the profile menu.
 */
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import { visuallyHidden } from '@mui/utils';
import { Link as RouterLink } from 'react-router';
import type { SessionUser } from '@painel/contracts';
import {
  TOP_BAR_HEIGHT_PX,
  defaultPrivateRoute,
  fallbackMessages,
  loginMessages,
  shellMessages,
  type ShellContext,
} from '@painel/domain';
import { Wordmark } from '../../components/wordmark';
import { paths } from '../../config/paths';
import { usePublicConfig } from '../../lib/public-config';
import { ProfileMenu, displayName } from './profile-menu';
import { SIDEBAR_ID } from './sidebar';
import { TopBarEnd, TopBarStart } from './top-bar-slots';

interface TopBarProps {
  user: SessionUser;
  context: ShellContext;
  onLogout: () => void;
  loggingOut: boolean;
  /** The hamburger, on small screens only. */
  menu: { open: boolean; onOpen: () => void } | null;
}

function HelpCenterButton({ context }: { context: ShellContext }) {
  const url = usePublicConfig()?.helpCenterUrl ?? null;
  if (!url || context.viewer.environment === 'backoffice') return null;
  return (
    <Tooltip title={shellMessages.helpCenter}>
      <IconButton
        component="a"
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        color="inherit"
        aria-label={`${shellMessages.helpCenter} ${shellMessages.opensInNewTab}`}
      >
        <HelpOutline />
      </IconButton>
    </Tooltip>
  );
}

export function TopBar({ user, context, onLogout, loggingOut, menu }: TopBarProps) {
  return (
    <AppBar
      position="fixed"
      elevation={0}
      // Over the permanent side menu on desktop; under the small-screen menu, which covers the page.
      sx={menu ? undefined : { zIndex: (theme) => theme.zIndex.drawer + 1 }}
    >
      {/* Phones: tighter gaps, so the bell, the ombudsman and the avatar stay in view (390 px). */}
      <Toolbar
        sx={{ gap: { xs: 0.5, sm: 2 }, minHeight: { xs: TOP_BAR_HEIGHT_PX }, px: { xs: 1.5, sm: 2.5 } }}
      >
        {menu && (
          <IconButton
            color="inherit"
            edge="start"
            aria-label={shellMessages.openMenu}
            aria-haspopup="dialog"
            aria-expanded={menu.open}
            aria-controls={menu.open ? SIDEBAR_ID : undefined}
            onClick={menu.onOpen}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Link
          component={RouterLink}
          to={paths[defaultPrivateRoute(context)]}
          underline="none"
          color="inherit"
          sx={(theme) => ({
            display: 'inline-flex',
            flexShrink: 0,
            borderRadius: 1,
            // Phones show the mark only; the word stays as the link's name for screen readers.
            [theme.breakpoints.down('sm')]: { '& > span > span': visuallyHidden },
            // The narrowest phones (320 px) need its room for the buttons; the open menu, which
            // leads home too, shows the brand.
            [theme.breakpoints.down(360)]: { display: 'none' },
          })}
        >
          <Wordmark inverse size={28} />
        </Link>
        {context.viewer.environment === 'backoffice' && (
          <Box
            component="span"
            sx={{
              px: 1,
              py: 0.25,
              borderRadius: 1,
              border: 1,
              borderColor: 'rgba(255,255,255,0.6)',
              fontSize: 12,
              fontWeight: 600,
              letterSpacing: '0.08em',
            }}
          >
            {loginMessages.backoffice}
          </Box>
        )}
        <TopBarStart />
        <Box sx={{ flexGrow: 1 }} />
        <TopBarEnd />
        <HelpCenterButton context={context} />
        {/* Below desktops the bar has no room for the name: the avatar's menu shows it. */}
        <Box sx={{ textAlign: 'right', minWidth: 0, maxWidth: 220, display: { xs: 'none', md: 'block' } }}>
          <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
            {displayName(user)}
          </Typography>
          <Typography variant="caption" noWrap component="p" sx={{ opacity: 0.85 }}>
            {user.profile.name || fallbackMessages.unavailable}
          </Typography>
        </Box>
        <ProfileMenu user={user} context={context} onLogout={onLogout} loggingOut={loggingOut} />
      </Toolbar>
    </AppBar>
  );
}
