/**
 * Services mounted once for a signed-in user, beside the page: extra notifications
 * (banners, redirects, the virtual seller), the trial-expiry dialog, the cookie-consent bar.
 * Composed here so features never import each other. One line per feature.
 */
import { useLogout } from '../../features/auth/api/logout';
import { CookieConsent } from '../../features/cookie-consent/components/cookie-consent';
import { ExtraNotifications } from '../../features/notifications/components/extra-notifications';
import { TrialExpiryDialog } from '../../features/trial/components/trial-expiry-dialog';
import { canOpenPath } from './route-keys';
import { useShellContext } from './shell-context';

export function ShellServices() {
  // 'Sair' of the trial-expiry dialog is the shell's own logout.
  const logout = useLogout();
  // Announcements only for who can follow them, by the same rules as the menu.
  const context = useShellContext();
  return (
    <>
      <ExtraNotifications canFollow={(path) => canOpenPath(path, context)} />
      <TrialExpiryDialog onLogout={() => logout.mutate()} />
      <CookieConsent />
    </>
  );
}
