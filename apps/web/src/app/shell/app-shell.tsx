/**
 * Layout of private screens: top bar over the page. The route guard has already checked the
 * session; if it ends while here (logout, expiry) the user goes to '/'. The full shell (side menu,
 * launcher) comes later.
 */
import Box from '@mui/material/Box';
import { Navigate, Outlet } from 'react-router';
import { CurrentUserContext } from '../../lib/current-user';
import { paths } from '../../config/paths';
import { useSession } from '../../features/auth/api/get-session';
import { useLogout } from '../../features/auth/api/logout';
import { ShellServices } from './shell-services';
import { TopBar } from './top-bar';

export function AppShell() {
  const { data: user } = useSession();
  const logout = useLogout();
  if (!user) return <Navigate to={paths.login} replace />;
  return (
    <CurrentUserContext value={user}>
      <TopBar user={user} onLogout={() => logout.mutate()} loggingOut={logout.isPending} />
      <Box component="main">
        <Outlet />
      </Box>
      <ShellServices />
    </CurrentUserContext>
  );
}
