/**
 * The private routes' keys (PF 2 'Routes'), named as the web's config/paths.ts names their
 * addresses. Alone, without the menu's rules (menu.ts re-exports them), so the web's router can
 * register a route per key without downloading the menu.
 */

/** The private routes, named as the web's config/paths.ts names their addresses. */
export const PRIVATE_ROUTE_KEYS = [
  'home',
  'accountHome',
  'accountHomeAlias',
  'balance',
  'reports',
  'payments',
  'unitPrice',
  'privacyAndSecurity',
  'editProfile',
  'developerArea',
  'groupsAndUsers',
  'accessProfiles',
  'backofficeCustomerProfiles',
  'backofficeCustomers',
  'backofficeCustomer',
  'backofficeCustomerGroups',
  'users',
  'backofficeCustomerUsers',
  'activity',
  'backofficeCustomerActivity',
  'plans',
  'trialPassword',
  'accessDenied',
  'backofficeNotifications',
  'backofficeFeatureFlags',
  'backofficeProductClients',
  'backofficeMyProfile',
  'backofficeReports',
  'backofficeCustomerPayments',
  'backofficeContractRequests',
] as const;
export type PrivateRouteKey = (typeof PRIVATE_ROUTE_KEYS)[number];
