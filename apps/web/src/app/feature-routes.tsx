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
  {
    path: paths.editProfile,
    lazy: () => import('../features/own-profile/routes/own-profile-route').then((m) => ({ Component: m.OwnProfileRoute })),
  },
  ...[paths.reports, paths.backofficeReports].map((path) => ({
    path,
    lazy: () => import('../features/reports/routes/reports-routes').then((m) => ({ Component: m.ReportsIndexRoute })),
  })),
  ...[paths.reports, paths.backofficeReports].map((path) => ({
    path: `${path}/consumo-consolidado`,
    lazy: () => import('../features/reports/routes/reports-routes').then((m) => ({ Component: m.ConsolidatedUsageRoute })),
  })),
  {
    path: paths.unitPrice,
    lazy: () => import('../features/reports/routes/unit-price-route').then((m) => ({ Component: m.UnitPriceRoute })),
  },
  {
    path: paths.balance,
    lazy: () => import('../features/reports/routes/consumption-route').then((m) => ({ Component: m.ConsumptionRoute })),
  },
  // entries: { path: paths.x, lazy: () => import('../features/x/routes/x-route').then((m) => ({ Component: m.XRoute })) },
];
