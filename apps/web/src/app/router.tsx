/**
 * The routes (PF 2). Each screen is its own chunk (`lazy`), so the login page downloads only the
 * app frame and the login code. Guards are loaders (see route-guards.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { FailureScreen } from '../components/failure-screen';
import { LoadingScreen } from '../components/loading-screen';
import { paths } from '../config/paths';
import { featureRoutes } from './feature-routes';
import { requireGuest, requireUser } from './route-guards';
import { SessionRoot } from './session-root';
import { SecondFactorLayout } from './second-factor';

const loginRoute = () =>
  import('../features/auth/routes/login-route').then((m) => ({ Component: m.LoginRoute }));

export function appRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      Component: SessionRoot,
      HydrateFallback: LoadingScreen,
      ErrorBoundary: FailureScreen,
      children: [
        {
          id: 'public',
          loader: requireGuest(queryClient),
          Component: SecondFactorLayout,
          children: [
            { path: paths.login, lazy: loginRoute },
            { path: paths.loginAlias, lazy: loginRoute },
            {
              path: paths.passwordRecovery,
              lazy: () =>
                import('../features/password/routes/password-recovery-route').then((m) => ({
                  Component: m.PasswordRecoveryRoute,
                })),
            },
          ],
        },
        // Opened from e-mailed links, signed in or not (PF 2 'no-redirect'): the change ends every session anyway.
        {
          path: paths.passwordReset,
          lazy: () =>
            import('../features/password/routes/set-password-route').then((m) => ({
              Component: m.PasswordResetRoute,
            })),
        },
        {
          path: paths.passwordRegister,
          lazy: () =>
            import('../features/password/routes/set-password-route').then((m) => ({
              Component: m.PasswordRegisterRoute,
            })),
        },
        // Public and never redirected away, signed in or not (PF 2 'no-redirect').
        {
          id: 'public-no-redirect',
          children: [
            {
              path: paths.sessionExpired,
              lazy: () =>
                import('../features/session/routes/session-expired-route').then((m) => ({
                  Component: m.SessionExpiredRoute,
                })),
            },
            {
              path: paths.accessBlocked,
              lazy: () =>
                import('../features/session/routes/blocked-access-route').then((m) => ({
                  Component: m.BlockedAccessRoute,
                })),
            },
          ],
        },
        {
          id: 'private',
          loader: requireUser(queryClient),
          lazy: () => import('./shell/app-shell').then((m) => ({ Component: m.AppShell })),
          children: [
            {
              path: paths.home,
              lazy: () =>
                import('../features/home/routes/home-route').then((m) => ({ Component: m.HomeRoute })),
            },
            {
              path: paths.privacyAndSecurity,
              lazy: () =>
                import('./routes/privacy-and-security-route').then((m) => ({
                  Component: m.PrivacyAndSecurityRoute,
                })),
            },
            ...featureRoutes,
          ],
        },
        {
          path: '*',
          lazy: () => import('./routes/not-found-route').then((m) => ({ Component: m.NotFoundRoute })),
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRoutes(queryClient));
}
