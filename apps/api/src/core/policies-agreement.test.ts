/**
 * The menu, the API's routes and the screens read one policy (packages/domain policies.ts); this
 * proves they still do. For every private route of the web that a policy guards (domain menu.ts
 * ROUTE_POLICIES):
 * - the menu's rule admits exactly the policy's keys (probed one key at a time: rules are any-of);
 * - the API routes its screen loads first declare that policy, or a wider one named here whose
 *   extra reach is spelled out (a known gap must be listed, so a new one fails).
 * And every API route that names keys declares one of the domain's policies, both environments as
 * written there: keys written again in a route, or a list changed on one side only, fail here. The
 * web cannot name keys at all (eslint: PERMISSIONS and hasPermission are off limits to its screens;
 * they call useAllowed(policy) or canOpenRoute).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Environment } from '@painel/contracts';
import {
  BASE_PROFILE_IDS,
  PERMISSIONS,
  PRODUCT_IDS,
  ROUTE_POLICIES,
  canOpenRoute,
  policies,
  type PermissionKey,
  type Policy,
  type Viewer,
} from '@painel/domain';
import { createHarness, type Harness } from '../test/harness';
import type { RouteAccess } from './guard';

type GuardedRoute = keyof typeof ROUTE_POLICIES;

interface FirstLoad {
  /** The calls the screen makes as it opens, as `METHOD /api/path` in the route's environment. */
  readonly calls: readonly string[];
  /** The policy those calls declare when it is not the screen's own (a call that serves several screens). */
  readonly policy?: Policy;
  /** Keys that open the screen but not its first call: known gaps, named so a new one fails. */
  readonly gap?: readonly PermissionKey[];
}

const P = PERMISSIONS;

/** What each guarded screen loads first (apps/web features' api/ files). */
const FIRST_LOADS: Readonly<Record<GuardedRoute, FirstLoad>> = {
  balance: { calls: ['GET /api/customers/balance', 'GET /api/customers/statement'] },
  reports: {
    calls: ['GET /api/reports/consolidated-usage', 'GET /api/reports/products', 'GET /api/reports/groups'],
  },
  payments: { calls: ['GET /api/customers/payments/invoices'] },
  // Its calls (the MFA status) serve any session: enrolment must stay open to a pending user.
  privacyAndSecurity: { calls: [] },
  editProfile: { calls: ['GET /api/customers/users/profile'] },
  // 'Gerenciar usuários' opens on the groups page for any user-management key (PF 6's menu keys),
  // but the group list needs a group key: a users-only profile sees the page fail to load.
  groupsAndUsers: {
    calls: ['GET /api/customers/groups'],
    policy: policies.groups.list,
    gap: [P.usersViewCompany, P.usersViewGroup],
  },
  accessProfiles: { calls: ['GET /api/customers/profiles'], policy: policies.profiles.list },
  backofficeCustomerProfiles: {
    calls: ['GET /api/customers/:customerId/profiles'],
    policy: policies.profiles.list,
  },
  backofficeCustomers: { calls: ['GET /api/customers/overview'] },
  backofficeCustomer: { calls: ['GET /api/customers/:customerId/summary'] },
  // The create key opens the page for 'Novo grupo' (its form's data admits it), not the list.
  backofficeCustomerGroups: {
    calls: ['GET /api/customers/:customerId/groups'],
    policy: policies.groups.list,
    gap: [P.backofficeGroupsCreate],
  },
  users: { calls: ['GET /api/customers/users', 'GET /api/customers/users/options'] },
  backofficeCustomerUsers: {
    calls: ['GET /api/customers/:customerId/users', 'GET /api/customers/:customerId/users/options'],
  },
  activity: { calls: ['GET /api/customers/audit'] },
  backofficeCustomerActivity: { calls: ['GET /api/customers/:customerId/audit'] },
  backofficeNotifications: { calls: ['GET /api/backoffice/notifications'] },
  backofficeFeatureFlags: { calls: ['GET /api/backoffice/feature-flags'] },
  backofficeProductClients: { calls: ['GET /api/product-clients'] },
  backofficeReports: { calls: ['GET /api/reports/consolidated-usage', 'GET /api/reports/products'] },
  backofficeCustomerPayments: { calls: ['GET /api/customers/:customerId/payments/invoices'] },
  backofficeContractRequests: { calls: ['GET /api/customers/contract-requests'] },
};

const ALL_KEYS: readonly PermissionKey[] = Object.values(PERMISSIONS);
const GUARDED_ROUTES = Object.keys(ROUTE_POLICIES) as GuardedRoute[]; // Object.keys widens to string[]

const environmentOf = (route: GuardedRoute): Environment =>
  route.startsWith('backoffice') ? 'backoffice' : 'portal';
const sorted = (keys: readonly string[]) => [...keys].sort();

/** A user who meets every rule but the keys: an administrator of a contracted company with API, not blocked. */
function viewerWith(environment: Environment, permissions: readonly PermissionKey[]): Viewer {
  return {
    permissions,
    productIds: [PRODUCT_IDS.accountManagement],
    planType: 'PADRAO',
    profile: { id: BASE_PROFILE_IDS.administrator, isCustomProfile: false, baseProfileId: null },
    company: { id: 10, api: true, blockedForNonPayment: false },
    environment,
  };
}

/** Every policy the domain declares, by its name ('users.list'). */
function policyCatalogue(): Map<string, Policy> {
  const named = new Map<string, Policy>();
  for (const [area, entries] of Object.entries(policies)) {
    for (const [action, policy] of Object.entries(entries)) named.set(`${area}.${action}`, policy);
  }
  return named;
}

/** The keys a route declares per environment, or null for an environment it admits without keys (or not at all). */
function declaredKeys(route: RouteAccess): { portal: string[] | null; backoffice: string[] | null } | null {
  const rule = route.access;
  if (rule?.kind !== 'guarded') return null;
  const keysOf = (environment: Environment) => {
    const entry = rule.environments[environment];
    return Array.isArray(entry) ? sorted(entry) : null;
  };
  const portal = keysOf('portal');
  const backoffice = keysOf('backoffice');
  return portal === null && backoffice === null ? null : { portal, backoffice };
}

let h: Harness;
const tables = {} as Record<Environment, RouteAccess[]>;

beforeAll(async () => {
  h = await createHarness();
  for (const environment of ['portal', 'backoffice'] as const) {
    const app = await h.app(environment);
    await app.ready();
    tables[environment] = app.routeAccess.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');
  }
});

afterAll(async () => {
  await h.close();
});

describe('the menu reads the policies', () => {
  it('names a first load for every route a policy guards', () => {
    expect(sorted(Object.keys(FIRST_LOADS))).toEqual(sorted(GUARDED_ROUTES));
  });

  it.each(GUARDED_ROUTES)("route '%s' opens for exactly its policy's keys", (route) => {
    const environment = environmentOf(route);
    const policy: Policy = ROUTE_POLICIES[route];
    const opening = ALL_KEYS.filter((key) =>
      canOpenRoute(route, { viewer: viewerWith(environment, [key]), blockedState: null }),
    );
    expect(sorted(opening)).toEqual(sorted(policy[environment]));
    expect(canOpenRoute(route, { viewer: viewerWith(environment, []), blockedState: null })).toBe(false);
  });
});

describe('the routes a screen loads declare its policy', () => {
  it.each(GUARDED_ROUTES)("route '%s'", (route) => {
    const environment = environmentOf(route);
    const screen: Policy = ROUTE_POLICIES[route];
    const load = FIRST_LOADS[route];
    const declared = load.policy ?? screen;
    for (const call of load.calls) {
      const found = tables[environment].find((r) => `${r.method} ${r.url}` === call);
      if (!found) throw new Error(`${call} is not a route of the ${environment}`);
      expect(declaredKeys(found)?.[environment], call).toEqual(sorted(declared[environment]));
    }
    // Whoever may open the screen may load it, but for the named gaps.
    const unreached = screen[environment].filter((key) => !declared[environment].includes(key));
    expect(sorted(unreached)).toEqual(sorted(load.gap ?? []));
  });
});

describe('every route that names keys declares a domain policy', () => {
  it.each(['portal', 'backoffice'] as const)('in the %s', (environment) => {
    const catalogue = [...policyCatalogue().values()];
    const written = tables[environment].flatMap((route) => {
      const keys = declaredKeys(route);
      if (keys === null) return [];
      // An environment the rule admits without keys (signedIn, member) is not the policy's to say.
      const matches = catalogue.some(
        (policy) =>
          // The trials it serves too: a trial is refused on the route exactly where `allows` hides it.
          route.access?.kind === 'guarded' &&
          route.access.trial === (policy.trial ?? 'contracted') &&
          (['portal', 'backoffice'] as const).every((side) => {
            const entry = route.access?.kind === 'guarded' ? route.access.environments[side] : undefined;
            if (entry === 'signedIn' || entry === 'member') return true;
            // access.* leaves an environment with no keys out (403): absent here, empty there.
            return JSON.stringify(keys[side] ?? []) === JSON.stringify(sorted(policy[side]));
          }),
      );
      return matches ? [] : [`${route.method} ${route.url} ${JSON.stringify(keys)}`];
    });
    expect(written).toEqual([]);
  });
});
