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
  {
    path: paths.backofficeProductClients,
    lazy: () =>
      import('../features/product-clients/routes/product-clients-route').then((m) => ({
        Component: m.ProductClientsRoute,
      })),
  },
  // Gerenciar usuários' pages, with the section's links or the customer's trail (app/routes/customer-pages.tsx).
  ...[paths.accessProfiles, paths.backofficeCustomerProfiles].map((path) => ({
    path,
    lazy: () =>
      import('./routes/access-profiles-screen').then((m) => ({ Component: m.AccessProfilesScreen })),
  })),
  // The own profile, and the back office's 'Meu perfil': composed in app/ with the password dialog.
  ...[paths.editProfile, paths.backofficeMyProfile].map((path) => ({
    path,
    lazy: () => import('./routes/own-profile-route').then((m) => ({ Component: m.OwnProfileScreen })),
  })),
  // Groups: the list and one group, in the portal and in the back office's customer pages.
  ...[paths.groupsAndUsers, paths.backofficeCustomerGroups].flatMap((path) => [
    {
      path,
      lazy: () => import('./routes/groups-screen').then((m) => ({ Component: m.GroupsScreen })),
    },
    {
      path: `${path}/:groupId`,
      // With the users table composed in (app/routes/group-route.tsx).
      lazy: () => import('./routes/group-route').then((m) => ({ Component: m.GroupScreen })),
    },
  ]),
  ...[paths.users, paths.backofficeCustomerUsers].map((path) => ({
    path,
    // The back office's with the customer named under the heading (app/routes/customer-pages.tsx).
    lazy: () => import('./routes/users-screen').then((m) => ({ Component: m.UsersScreen })),
  })),
  ...[paths.activity, paths.backofficeCustomerActivity].map((path) => ({
    path,
    lazy: () =>
      import('../features/activity/routes/activity-route').then((m) => ({ Component: m.ActivityRoute })),
  })),
  // The back office's customers: find one, and its page with tabs as links.
  {
    path: paths.backofficeCustomers,
    lazy: () =>
      import('../features/customers/routes/customers-route').then((m) => ({ Component: m.CustomersRoute })),
  },
  {
    path: paths.backofficeCustomer,
    lazy: () =>
      import('../features/customers/routes/customer-route').then((m) => ({ Component: m.CustomerRoute })),
  },
  ...[paths.reports, paths.backofficeReports].map((path) => ({
    path,
    lazy: () =>
      import('../features/reports/routes/reports-routes').then((m) => ({ Component: m.ReportsIndexRoute })),
  })),
  ...[paths.reports, paths.backofficeReports].map((path) => ({
    path: `${path}/consumo-consolidado`,
    lazy: () =>
      import('../features/reports/routes/consolidated-usage-route').then((m) => ({
        Component: m.ConsolidatedUsageRoute,
      })),
  })),
  {
    path: paths.unitPrice,
    lazy: () =>
      import('../features/reports/routes/unit-price-route').then((m) => ({ Component: m.UnitPriceRoute })),
  },
  {
    path: paths.balance,
    lazy: () =>
      import('../features/reports/routes/consumption-route').then((m) => ({ Component: m.ConsumptionRoute })),
  },
  {
    path: paths.payments,
    lazy: () => import('./routes/payments-screen').then((m) => ({ Component: m.PaymentsScreen })),
  },
  {
    path: paths.developerArea,
    lazy: () =>
      import('../features/developer-area/routes/developer-area-route').then((m) => ({
        Component: m.DeveloperAreaRoute,
      })),
  },
  // A customer's invoices and NFS-e in the back office.
  {
    path: paths.backofficeCustomerPayments,
    lazy: () =>
      import('./routes/customer-payments-screen').then((m) => ({ Component: m.CustomerPaymentsScreen })),
  },
  // Contratar planos: the trial user's plans and request; the back office's requests.
  {
    path: paths.plans,
    lazy: () => import('../features/trial/routes/plans-route').then((m) => ({ Component: m.PlansRoute })),
  },
  // The trial user's password: PF 7.4's call.
  {
    path: paths.trialPassword,
    lazy: () =>
      import('../features/trial/routes/trial-password-route').then((m) => ({
        Component: m.TrialPasswordRoute,
      })),
  },
  {
    path: paths.backofficeContractRequests,
    lazy: () =>
      import('../features/customers/routes/contract-requests-route').then((m) => ({
        Component: m.ContractRequestsRoute,
      })),
  },
  // entries: { path: paths.x, lazy: () => import('../features/x/routes/x-route').then((m) => ({ Component: m.XRoute })) },
];
