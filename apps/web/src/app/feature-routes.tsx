/**
 * Private routes that belong to one feature each, mounted by router.tsx inside the shell. One
 * entry per screen; every screen is its own chunk (`lazy`).
 */
import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';

export const featureRoutes: RouteObject[] = [
  {
    path: paths.backofficeNotifications,
    lazy: () =>
      import('../features/notifications/routes/backoffice-notifications-route').then((m) => ({
        Component: m.BackofficeNotificationsRoute,
      })),
  },
  {
    path: paths.backofficeFeatureFlags,
    lazy: () =>
      import('../features/feature-flags-admin/routes/backoffice-feature-flags-route').then((m) => ({
        Component: m.BackofficeFeatureFlagsRoute,
      })),
  },
  ...[paths.accessProfiles, paths.backofficeCustomerProfiles].map((path) => ({
    path,
    lazy: () =>
      import('../features/access-profiles/routes/access-profiles-route').then((m) => ({
        Component: m.AccessProfilesRoute,
      })),
  })),
  // The own profile, and the back office's 'Meu perfil': composed in app/ with the password dialog.
  ...[paths.editProfile, paths.backofficeMyProfile].map((path) => ({
    path,
    lazy: () => import('./routes/own-profile-route').then((m) => ({ Component: m.OwnProfileScreen })),
  })),
  {
    path: paths.payments,
    lazy: () => import('./routes/payments-screen').then((m) => ({ Component: m.PaymentsScreen })),
  },
  // entries: { path: paths.x, lazy: () => import('../features/x/routes/x-route').then((m) => ({ Component: m.XRoute })) },
];
