/**
 * Layout of private screens (PF 2 'Shell'): the top bar over the side menu and the page, the
 * account pages' breadcrumbs, a link that skips to the content, and the shell's services. The
 * route guard has already checked the session and the route's rule; if the session ends while
 * here (logout, expiry) the user goes to '/'.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Outlet, useLocation } from 'react-router';
import type { SessionUser } from '@painel/contracts';
import { TOP_BAR_HEIGHT_PX, sidebarVariant, sidebarWidth } from '@painel/domain';
import { CurrentUserContext } from '../../lib/current-user';
import { sendAnalyticsEvent } from '../../lib/analytics';
import { SIDEBAR_MINIMISED_STORAGE_KEY } from '../../config/storage-keys';
import { useSession } from '../../features/auth/api/get-session';
import { useLogout } from '../../features/auth/api/logout';
import { ShellBreadcrumbs } from './breadcrumbs';
import { routeKeyOf } from './route-keys';
import { useToastsBelowTopBar } from '../../components/toast/toast-context';
import { ShellServices } from './shell-services';
import { useShellContext } from './shell-context';
import { Sidebar } from './sidebar';
import { SkipLink, MAIN_CONTENT_ID } from './skip-link';
import { TopBar } from './top-bar';

/** Remembers a minimised menu on this browser (cleared on logout with the rest of localStorage). */
const MINIMISED_KEY = SIDEBAR_MINIMISED_STORAGE_KEY;

function readMinimised(): boolean {
  try {
    return window.localStorage.getItem(MINIMISED_KEY) === '1';
  } catch {
    return false;
  }
}

function writeMinimised(minimised: boolean): void {
  try {
    if (minimised) window.localStorage.setItem(MINIMISED_KEY, '1');
    else window.localStorage.removeItem(MINIMISED_KEY);
  } catch {
    // Not remembered; the menu still works.
  }
}

function ShellLayout({
  user,
  onLogout,
  loggingOut,
}: {
  user: SessionUser;
  onLogout: () => void;
  loggingOut: boolean;
}) {
  const context = useShellContext();
  const { pathname } = useLocation();
  const currentRoute = routeKeyOf(pathname);
  const desktop = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const [expanded, setExpanded] = useState(() => !readMinimised());
  const [mobile, setMobile] = useState({ open: false, pathname });
  // Following a link closes the small-screen menu.
  if (mobile.pathname !== pathname) setMobile({ open: false, pathname });

  const toggleExpanded = () => {
    const next = !expanded;
    setExpanded(next);
    writeMinimised(!next);
    sendAnalyticsEvent({ eventCategory: 'menu-lateral', eventAction: next ? 'maximizar' : 'minimizar' });
  };

  // For what is fixed to the page (bars, banners): the room the side menu takes on the left.
  const menuWidth = desktop ? sidebarWidth(sidebarVariant(context), expanded) : 0;
  return (
    <Box sx={{ '--painel-sidebar-width': `${menuWidth}px` }}>
      <SkipLink />
      <TopBar
        user={user}
        context={context}
        onLogout={onLogout}
        loggingOut={loggingOut}
        menu={desktop ? null : { open: mobile.open, onOpen: () => setMobile({ open: true, pathname }) }}
      />
      <Box sx={{ display: 'flex' }}>
        <Sidebar
          context={context}
          currentRoute={currentRoute}
          desktop={desktop}
          expanded={expanded}
          onToggleExpanded={toggleExpanded}
          mobileOpen={mobile.open}
          onMobileClose={() => setMobile({ open: false, pathname })}
          onLogout={onLogout}
          loggingOut={loggingOut}
        />
        <Box
          component="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          sx={{
            flexGrow: 1,
            minWidth: 0,
            minHeight: '100dvh',
            pt: `${TOP_BAR_HEIGHT_PX}px`,
            // Room under the page for the cookie bar while it shows, so the end can be scrolled to.
            // and for the floating virtual seller while it shows.
            pb: 'calc(var(--painel-bottom-inset, 0px) + var(--painel-seller-inset, 0px))',
            outline: 'none',
          }}
        >
          <ShellBreadcrumbs route={currentRoute} context={context} pathname={pathname} />
          <Outlet />
        </Box>
      </Box>
      <ShellServices />
    </Box>
  );
}

export function AppShell() {
  useToastsBelowTopBar();
  const { data: user } = useSession();
  const logout = useLogout();
  // Whoever ends a session also navigates (the session runtime: '/', the expired screen, the
  // blocked screen). Navigating from here too raced them: the expired screen's navigation was still
  // rendering when the forgotten session reached this shell, which then sent the user to '/'.
  if (!user) return null;
  return (
    <CurrentUserContext value={user}>
      <ShellLayout user={user} onLogout={() => logout.mutate()} loggingOut={logout.isPending} />
    </CurrentUserContext>
  );
}
