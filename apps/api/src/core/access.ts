/**
 * How a route says who may call it. Every route declares one rule in its options
 * (`config: { access }`); the guard (guard.ts) enforces it before the handler runs, and a route
 * without a rule stops the app from starting. Deny by default: an environment a rule does not name
 * answers 403, a missing session 401, a sibling product's token is refused unless the rule admits
 * products.
 *
 *   access.public()                                  anyone (login, discovery, public config)
 *   access.signedIn()                                any live session of this environment
 *   access.signedIn({ portal: true, products: true }) …and a sibling product's token too
 *   access.signedIn({ portal: true, trial: 'expired' }) …and an expired trial's user (deny by default:
 *                                                    only what leads out of the trial says so)
 *   access.member({ portal: true })                  a signed-in user in no blocked state: company
 *                                                    data every user may read (unit prices, developer area)
 *   access.permissions({ portal: [K1], backoffice: [K2] })  any-of keys per environment
 *   access.customer({ portal: [K1], backoffice: [K2] })     keys + a target company: the actor's
 *                                                    own (portal) or `:customerId` (back office)
 *   access.productClient()                           a sibling product's server (client_credentials
 *                                                    token of its confidential client), portal only
 *
 * Keys are checked against the actor's effective permissions: a blocked state of PF 4 (non-payment,
 * MFA pending, MFA blocked) has already replaced them, so a blocked user passes only the routes
 * its restricted grants name. `signedIn` routes stay open to blocked users: they serve the person
 * (their session, notifications, enrolment), never company data; a route that serves company data
 * to every user is `member`, which the guard refuses to any blocked state, so no route can forget one.
 *
 * A trial company (domain trialAdmits) passes no key route and no `member` route: the account area
 * is a contracted company's. Once its seven days are over it passes only the `signedIn` routes
 * declared with `trial: 'expired'`.
 */
import type { Environment } from '@painel/contracts';
import type { PermissionKey, TrialReach } from '@painel/domain';

/** 'signedIn': any session; 'member': a session in no blocked state; keys: any of them. */
export type EnvironmentRule = 'signedIn' | 'member' | readonly PermissionKey[];

export type AccessRule =
  | { readonly kind: 'public' }
  /** Server-to-server: only a product client token (core/auth/product-client-token.ts); no user, no session. */
  | { readonly kind: 'productClient' }
  | {
      readonly kind: 'guarded';
      readonly environments: Partial<Record<Environment, EnvironmentRule>>;
      /** A sibling product's access token (an ES256 JWT bound to a portal session) may call it. */
      readonly products: boolean;
      /** The route acts on one customer company: own (portal) or `:customerId` (back office). */
      readonly customer: boolean;
      /**
       * Where the token may come from: the session cookie, the Authorization header, or either
       * (default). The web's own MFA enrolment takes the cookie only; the products' variants the header.
       */
      readonly token: TokenSource;
      /**
       * Which trials the route serves (domain trialAdmits): key and `member` routes a contracted
       * company only; `signedIn` routes a running trial too, and an expired trial only when the
       * route says so (`trial: 'expired'`).
       */
      readonly trial: TrialReach;
    };

export type TokenSource = 'cookie' | 'bearer' | 'either';

/** A domain policy (policies.ts), or keys per environment; its `trial` says which trials it admits. */
type Keys = { portal?: readonly PermissionKey[]; backoffice?: readonly PermissionKey[]; trial?: TrialReach };

function guarded(
  environments: Partial<Record<Environment, EnvironmentRule>>,
  options: { products?: boolean; customer?: boolean; token?: TokenSource; trial?: TrialReach } = {},
): AccessRule {
  return {
    kind: 'guarded',
    environments,
    products: options.products ?? false,
    customer: options.customer ?? false,
    token: options.token ?? 'either',
    trial: options.trial ?? 'contracted',
  };
}

function keysRule(keys: Keys): Partial<Record<Environment, EnvironmentRule>> {
  const rule: Partial<Record<Environment, EnvironmentRule>> = {};
  // An empty list would read as "no requirement": leave the environment out (403) instead.
  if (keys.portal?.length) rule.portal = keys.portal;
  if (keys.backoffice?.length) rule.backoffice = keys.backoffice;
  return rule;
}

export const access = {
  public: (): AccessRule => ({ kind: 'public' }),
  signedIn: (
    options: {
      portal?: boolean;
      backoffice?: boolean;
      products?: boolean;
      token?: TokenSource;
      /** 'expired': an expired trial may call it too (what leads out of the trial). */
      trial?: 'expired';
    } = {},
  ): AccessRule => {
    const both = options.portal === undefined && options.backoffice === undefined;
    const environments: Partial<Record<Environment, EnvironmentRule>> = {};
    if (both || options.portal) environments.portal = 'signedIn';
    if (both || options.backoffice) environments.backoffice = 'signedIn';
    return guarded(environments, {
      products: options.products ?? false,
      token: options.token,
      trial: options.trial ?? 'running',
    });
  },
  member: (options: { portal?: boolean; backoffice?: boolean; token?: TokenSource } = {}): AccessRule => {
    const both = options.portal === undefined && options.backoffice === undefined;
    const environments: Partial<Record<Environment, EnvironmentRule>> = {};
    if (both || options.portal) environments.portal = 'member';
    if (both || options.backoffice) environments.backoffice = 'member';
    return guarded(environments, { token: options.token });
  },
  permissions: (keys: Keys): AccessRule => guarded(keysRule(keys), { trial: keys.trial }),
  customer: (keys: Keys): AccessRule => guarded(keysRule(keys), { customer: true, trial: keys.trial }),
  productClient: (): AccessRule => ({ kind: 'productClient' }),
};

/**
 * The path of a customer-scoped call in each environment, as AA 7 spells them:
 * `/customers/profiles` in the portal, `/customers/{customerId}/profiles` in the back office.
 */
export function customerPath(environment: Environment, path: `/${string}`): string {
  return environment === 'backoffice' ? `/customers/:customerId${path}` : `/customers${path}`;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
  }
}
