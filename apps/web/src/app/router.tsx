/**
 * The routes. Each screen is its own chunk (`lazy`), so the login page downloads only the
 * app frame and the login code; the shell is a chunk of its own too. Guards are loaders (see
 * route-guards.ts); the private layout's runs on every navigation, so each path change checks the
 * session and the route's rule. Every private path of config/paths.ts is registered here: by a
 * feature (feature-routes.tsx) or, until a feature brings its page, by the shell's own screens.
 */
import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PRIVATE_ROUTE_KEYS, type PrivateRouteKey } from '@painel/domain';
import { FailureScreen } from '../components/failure-screen';
import { LoadingScreen } from '../components/loading-screen';
import { paths } from '../config/paths';
import { PageLoadFailure } from '../features/connectivity/components/page-load-failure';
import { featureRoutes } from './feature-routes';
import { requireGuest, requireUser } from './route-guards';
import { SessionRoot } from './session-root';
import { SecondFactorLayout } from './second-factor';

type LazyScreen = () => Promise<{ Component: ComponentType }>;

const loginRoute: LazyScreen = () =>
  import('../features/auth/routes/login-route').then((m) => ({ Component: m.LoginRoute }));

/** /inicio: the product-trail launcher. */
const homeRoute: LazyScreen = () =>
  import('../features/launcher/routes/launcher-route').then((m) => ({ Component: m.LauncherRoute }));
const accountHomeRoute: LazyScreen = () =>
  import('./routes/account-home-route').then((m) => ({ Component: m.AccountHomeRoute }));
/** Areas later versions bring: an honest "not available yet" screen under the entry's name. */
const unavailableRoute: LazyScreen = () =>
  import('./routes/unavailable-route').then((m) => ({ Component: m.UnavailableRoute }));

const SHELL_SCREENS: Readonly<Record<PrivateRouteKey, LazyScreen>> = {
  home: homeRoute,
  accountHome: accountHomeRoute,
  accountHomeAlias: accountHomeRoute,
  privacyAndSecurity: () =>
    import('./routes/privacy-and-security-route').then((m) => ({ Component: m.PrivacyAndSecurityRoute })),
  accessDenied: () =>
    import('../features/access-denied/routes/access-denied-route').then((m) => ({
      Component: m.AccessDeniedRoute,
    })),
  balance: unavailableRoute,
  reports: unavailableRoute,
  payments: unavailableRoute,
  unitPrice: unavailableRoute,
  editProfile: unavailableRoute,
  developerArea: unavailableRoute,
  groupsAndUsers: unavailableRoute,
  accessProfiles: unavailableRoute,
  backofficeCustomerProfiles: unavailableRoute,
  backofficeCustomers: unavailableRoute,
  backofficeCustomer: unavailableRoute,
  backofficeCustomerGroups: unavailableRoute,
  users: unavailableRoute,
  backofficeCustomerUsers: unavailableRoute,
  activity: unavailableRoute,
  backofficeCustomerActivity: unavailableRoute,
  plans: unavailableRoute,
  trialPassword: unavailableRoute,
  backofficeNotifications: unavailableRoute,
  backofficeFeatureFlags: unavailableRoute,
  backofficeProductClients: unavailableRoute,
  backofficeMyProfile: unavailableRoute,
  backofficeReports: unavailableRoute,
  backofficeCustomerPayments: unavailableRoute,
  backofficeContractRequests: unavailableRoute,
};

/** The shell's screens for the private paths no feature route has taken yet. */
function shellRoutes(): RouteObject[] {
  const taken = new Set(featureRoutes.map((route) => route.path));
  return PRIVATE_ROUTE_KEYS.filter((key) => !taken.has(paths[key])).map((key) => ({
    path: paths[key],
    lazy: SHELL_SCREENS[key],
  }));
}

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
        // With a second factor the change waits for its code: the screens may show the verification step.
        {
          id: 'password-links',
          Component: SecondFactorLayout,
          children: [
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
          ],
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
              path: paths.logoutConfirmation,
              lazy: () =>
                import('../features/session/routes/logout-confirmation-route').then((m) => ({
                  Component: m.LogoutConfirmationRoute,
                })),
            },
            {
              path: paths.emailChange,
              lazy: () =>
                import('../features/users/routes/email-change-route').then((m) => ({
                  Component: m.EmailChangeRoute,
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
          // PF 2: every path change runs the authentication check (and the route's rule).
          shouldRevalidate: () => true,
          lazy: () => import('./shell/app-shell').then((m) => ({ Component: m.AppShell })),
          // A page that fails to download (offline) keeps the shell around it.
          children: [
            { id: 'pages', ErrorBoundary: PageLoadFailure, children: [...featureRoutes, ...shellRoutes()] },
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
