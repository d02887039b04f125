/**
 * The shell's navigation model (PF 2 'Shell', PF 4 'Blocked states', PF 6 'Menu keys'): which
 * private route a signed-in user may open, what the side menu and the profile menu hold at each of
 * the three content levels, which sidebar variant and width apply, and where a user who may not
 * open a route is sent. One rule per route: a menu entry shows exactly when its route may be
 * opened, so the menu and the router cannot disagree. Pure data and functions; the web maps route
 * keys to addresses (apps/web config/paths.ts), icon keys to icons and actions to handlers.
 *
 * Decisions where the spec is silent (ours; the docs repeat them):
 * - "Common panel routes" are the account routes (/gestao-da-conta/*, /grupos-e-usuarios/*):
 *   trial users and the back office do not get them. Every signed-in user gets /inicio (the
 *   default redirect) and the access-denied page, except while MFA validation is pending.
 * - /contratar/planos is for trial users only: it is how a trial becomes a contract.
 * - While MFA validation is pending the user gets only the account home and 'Privacidade e
 *   Segurança' (PF 4 "only account management with permission to view privacy and security"),
 *   even on a trial plan, so the enrolment can always be reached. Blocked by MFA validation gets
 *   nothing: the web logs the user out.
 * - Levels: 'products' (all products) holds Voltar ao início, Minha plataforma, Minhas Soluções,
 *   the profile entry and Sair; 'product' (the current product: this portal's account management,
 *   or the back office's staff screens) holds Menu Principal (back), its entries and Sair;
 *   'profile' holds Menu Principal (back), Editar perfil, Gestão da conta and Sair. 'Minha
 *   plataforma' opens the product level. The portal starts at the all-products level, unless the
 *   current page is one of the product level's entries (so the current page is always visible);
 *   the back office starts at the product level and has no all-products level.
 * - Trial variant: no Minha plataforma and no profile entry (its profile level would hold only
 *   Sair, which is already there), plus 'Contratar planos' and, after Minhas Soluções, 'Alterar
 *   senha' (PF 7.4's trial password call). It takes the new sidebar's widths.
 * - The back office's profile menu holds 'Meu perfil' (its staff's own data and password, the
 *   back office's page for what the portal's 'Editar perfil' shows; route ours) and Sair: its staff
 *   have no account routes.
 */
import { MY_SOLUTIONS_PRODUCT_IDS, PRODUCT_IDS, PRODUCTS, type ProductId } from './catalogue';
import type { FeatureFlagName } from './feature-flags';
import { SIDEBAR_WIDTH_PX } from './limits';
import { auditMessages, plansMessages, screenMessages, sessionMessages, shellMessages } from './messages';
import { groupMessages } from './group-messages';
import {
  canSeeDeveloperArea,
  canSeeProtest,
  canSeeUnitPrice,
  canSeeUserManagement,
  isBalanceSectionOn,
  isTrial,
  restrictViewer,
  type BlockedState,
  type PermissionKey,
  type Viewer,
} from './permissions';
import { allows, policies, type Policy } from './policies';
import type { PrivateRouteKey } from './route-keys';

// --- Routes ---

// In a module of their own: the web's entry registers a route per key, and importing them from here
// would bring the whole menu (its rules, policies and messages) into the login page's first download.
export { PRIVATE_ROUTE_KEYS, type PrivateRouteKey } from './route-keys';

/** Everything the shell decides from: the user, their flags and the blocked state of PF 4. */
export interface ShellContext {
  readonly viewer: Viewer;
  readonly flags: Readonly<Record<FeatureFlagName, boolean>>;
  readonly blockedState: BlockedState | null;
  /** The Protesto landing page from configuration; Protesto is not offered without one. */
  readonly protestUrl?: string | null;
}

/** What a route rule reads: the flags change no route. */
export type RouteContext = Pick<ShellContext, 'viewer' | 'blockedState'>;

/** The viewer as its blocked state leaves it (the server narrows the session the same way). */
function viewerOf(ctx: RouteContext): Viewer {
  return ctx.blockedState ? restrictViewer(ctx.viewer, ctx.blockedState) : ctx.viewer;
}

const isPortal = (viewer: Viewer) => viewer.environment === 'portal';
const isBackoffice = (viewer: Viewer) => viewer.environment === 'backoffice';

/** The account area (the "common panel routes"): portal, not trial, owning account management. */
function inAccountArea(viewer: Viewer, blockedState: BlockedState | null): boolean {
  if (!isPortal(viewer)) return false;
  if (blockedState === 'mfaPending') return true;
  return !isTrial(viewer) && viewer.productIds.includes(PRODUCT_IDS.accountManagement);
}

type RouteRule = (viewer: Viewer, blockedState: BlockedState | null) => boolean;

const account =
  (extra: (viewer: Viewer) => boolean): RouteRule =>
  (viewer, blockedState) =>
    inAccountArea(viewer, blockedState) && extra(viewer);

/** A route for whoever passes a policy, in one environment (the other never opens it). */
const backofficeRoute =
  (policy: Policy): RouteRule =>
  (viewer) =>
    isBackoffice(viewer) && allows(viewer, policy);
const accountRoute = (policy: Policy): RouteRule => account((viewer) => allows(viewer, policy));

/**
 * The keys each route's rule reads, per private route: the policy of what its screen loads first
 * (apps/api core/policies-agreement.test.ts holds the routes to the same policies).
 */
export const ROUTE_POLICIES = {
  balance: policies.balance.view,
  reports: policies.reports.view,
  payments: policies.payments.view,
  privacyAndSecurity: policies.privacy.view,
  editProfile: policies.ownProfile.edit,
  groupsAndUsers: policies.groups.page,
  accessProfiles: policies.profiles.page,
  backofficeCustomerProfiles: policies.profiles.page,
  backofficeCustomers: policies.customers.find,
  backofficeCustomer: policies.customers.find,
  backofficeCustomerGroups: policies.groups.page,
  users: policies.users.list,
  backofficeCustomerUsers: policies.users.list,
  activity: policies.activity.view,
  backofficeCustomerActivity: policies.activity.view,
  backofficeNotifications: policies.notifications.manage,
  backofficeFeatureFlags: policies.featureFlags.manage,
  backofficeProductClients: policies.productClients.manage,
  backofficeReports: policies.reports.view,
  backofficeCustomerPayments: policies.payments.view,
  backofficeContractRequests: policies.contractRequests.view,
} as const satisfies Partial<Record<PrivateRouteKey, Policy>>;

const R = ROUTE_POLICIES;

const ROUTE_RULES: Readonly<Record<PrivateRouteKey, RouteRule>> = {
  home: () => true,
  accessDenied: () => true,
  accountHome: account(() => true),
  accountHomeAlias: account(() => true),
  balance: accountRoute(R.balance),
  reports: accountRoute(R.reports),
  payments: accountRoute(R.payments),
  unitPrice: account(canSeeUnitPrice),
  privacyAndSecurity: accountRoute(R.privacyAndSecurity),
  editProfile: accountRoute(R.editProfile),
  developerArea: account(canSeeDeveloperArea),
  // The section's entry: its keys (R.groupsAndUsers), the account-management product, not trial.
  groupsAndUsers: (v) => isPortal(v) && canSeeUserManagement(v),
  // Access profiles: the account area, with a key that lists profiles or their permissions.
  accessProfiles: accountRoute(R.accessProfiles),
  backofficeCustomerProfiles: backofficeRoute(R.backofficeCustomerProfiles),
  // The back office's customers: the list, a customer's page, its groups.
  backofficeCustomers: backofficeRoute(R.backofficeCustomers),
  backofficeCustomer: backofficeRoute(R.backofficeCustomer),
  backofficeCustomerGroups: backofficeRoute(R.backofficeCustomerGroups),
  // User administration: the company's users for a users key; a customer's in the back office.
  users: (v) => isPortal(v) && canSeeUserManagement(v) && allows(v, R.users),
  backofficeCustomerUsers: backofficeRoute(R.backofficeCustomerUsers),
  // 'Atividade' (ours): the company's trail, for whoever sees all its users.
  activity: accountRoute(R.activity),
  backofficeCustomerActivity: backofficeRoute(R.backofficeCustomerActivity),
  plans: (v) => isPortal(v) && isTrial(v),
  // PF 7.4's trial password call has its screen: trial users have no Privacidade e Segurança (no
  // common panel routes), so this is where they change it.
  trialPassword: (v) => isPortal(v) && isTrial(v),
  backofficeNotifications: backofficeRoute(R.backofficeNotifications),
  backofficeFeatureFlags: backofficeRoute(R.backofficeFeatureFlags),
  // The sibling products' OAuth clients (their registration screen).
  backofficeProductClients: backofficeRoute(R.backofficeProductClients),
  // Any staff session, as its API (GET/PUT /users/profile) admits.
  backofficeMyProfile: (v) => isBackoffice(v),
  // AA 2.1: the back office's Relatórios (/relatorios) and its consolidated report.
  backofficeReports: backofficeRoute(R.backofficeReports),
  // A customer's invoices and their NFS-e, read-only (retrying a failed NFS-e has its own key).
  backofficeCustomerPayments: backofficeRoute(R.backofficeCustomerPayments),
  // Contratar planos: the trial companies' contract requests, for staff who see them.
  backofficeContractRequests: backofficeRoute(R.backofficeContractRequests),
};

/** What a pending MFA validation leaves open. */
const MFA_PENDING_ROUTES: readonly PrivateRouteKey[] = [
  'accountHome',
  'accountHomeAlias',
  'privacyAndSecurity',
  'accessDenied',
];

/** PF 4: a user blocked by MFA validation is logged out. */
export function mustLogOut(ctx: Pick<ShellContext, 'blockedState'>): boolean {
  return ctx.blockedState === 'mfaBlocked';
}

/** The route rule: may this user open this private route? */
export function canOpenRoute(route: PrivateRouteKey, ctx: RouteContext): boolean {
  if (mustLogOut(ctx)) return false;
  if (ctx.blockedState === 'mfaPending' && !MFA_PENDING_ROUTES.includes(route)) return false;
  return ROUTE_RULES[route](viewerOf(ctx), ctx.blockedState);
}

/** PF 2 'default private redirect': /inicio, or the account home while MFA validation is pending. */
export function defaultPrivateRoute(ctx: Pick<ShellContext, 'blockedState'>): PrivateRouteKey {
  return ctx.blockedState === 'mfaPending' ? 'accountHome' : 'home';
}

// --- Menu items (PF 2 'Menu item attributes') ---

export type SidebarLevel = 'products' | 'product' | 'profile';

/** What the web does on click, besides following `route` or `link`. */
export type MenuAction = 'logout' | 'launch' | 'openLevel';

/** Icon keys; the web draws them. Solutions use 'product' and their productId. */
export type MenuIcon =
  | 'home'
  | 'platform'
  | 'solutions'
  | 'product'
  | 'account'
  | 'accountHome'
  | 'balance'
  | 'users'
  | 'userList'
  | 'accessProfiles'
  | 'reports'
  | 'profile'
  | 'payments'
  | 'unitPrice'
  | 'activity'
  | 'privacy'
  | 'api'
  | 'plans'
  | 'notifications'
  | 'featureFlags'
  | 'productClients'
  | 'contractRequests'
  | 'back'
  | 'logout';

/** A menu entry as the web renders it: every PF 2 attribute, rules already applied. */
export interface MenuItem {
  readonly id: string;
  /** PF 2 'path': the route's key (the web's config/paths.ts has its address, written once). */
  readonly route: PrivateRouteKey | null;
  /** PF 2 'link': an external address; with `absolute` it opens in a new tab. */
  readonly link: string | null;
  readonly absolute: boolean;
  readonly label: string;
  readonly icon: MenuIcon;
  /** PF 6 keys the entry needs (any of): its route policy's (policies.ts); already checked, kept for the record. */
  readonly permissions: readonly PermissionKey[];
  readonly productId: ProductId | null;
  readonly nested: readonly MenuItem[];
  readonly collapsable: boolean;
  readonly startOpen: boolean;
  readonly action: MenuAction | null;
  /** For action 'openLevel': the level it opens. */
  readonly opens: SidebarLevel | null;
  readonly showInMenu: boolean;
  /** The entry that goes back a level ('Menu Principal'). */
  readonly itemBack: boolean;
  readonly isPrivate: boolean;
  /** A short mark beside the label ('!' on Pagamentos when blocked for non-payment). */
  readonly badge: string | null;
}

/** An entry before its rules ran: its route's rule and `renderIf` decide, labels may depend on the user. */
interface MenuItemSpec {
  readonly id: string;
  readonly route?: PrivateRouteKey;
  readonly link?: string | null;
  readonly absolute?: boolean;
  readonly label: string | ((ctx: ShellContext) => string);
  readonly icon: MenuIcon;
  readonly renderIf?: (ctx: ShellContext) => boolean;
  readonly productId?: ProductId;
  readonly nested?: readonly MenuItemSpec[];
  readonly collapsable?: boolean;
  readonly startOpen?: boolean;
  readonly action?: MenuAction;
  readonly opens?: SidebarLevel;
  readonly showInMenu?: boolean;
  readonly itemBack?: boolean;
  readonly badge?: (ctx: ShellContext) => string | null;
}

function isShown(spec: MenuItemSpec, ctx: ShellContext): boolean {
  if (spec.showInMenu === false) return false;
  if (spec.route !== undefined && !canOpenRoute(spec.route, ctx)) return false;
  return spec.renderIf ? spec.renderIf(ctx) : true;
}

/** The keys of the entry's route policy in the viewer's environment (what its rule read). */
function routeKeys(route: PrivateRouteKey | undefined, ctx: ShellContext): readonly PermissionKey[] {
  const byRoute: Partial<Record<PrivateRouteKey, Policy>> = ROUTE_POLICIES;
  return route === undefined ? [] : (byRoute[route]?.[ctx.viewer.environment] ?? []);
}

/** Applies the rules: hidden entries go, and so does a group left with no entries. */
function resolve(specs: readonly MenuItemSpec[], ctx: ShellContext): MenuItem[] {
  return specs.flatMap((spec): MenuItem[] => {
    if (!isShown(spec, ctx)) return [];
    const nested = spec.nested ? resolve(spec.nested, ctx) : [];
    if (spec.nested && nested.length === 0) return [];
    return [
      {
        id: spec.id,
        route: spec.route ?? null,
        link: spec.link ?? null,
        absolute: spec.absolute ?? false,
        label: typeof spec.label === 'function' ? spec.label(ctx) : spec.label,
        icon: spec.icon,
        permissions: routeKeys(spec.route, ctx),
        productId: spec.productId ?? null,
        nested,
        collapsable: spec.collapsable ?? false,
        startOpen: spec.startOpen ?? false,
        action: spec.action ?? null,
        opens: spec.opens ?? null,
        showInMenu: spec.showInMenu ?? true,
        itemBack: spec.itemBack ?? false,
        isPrivate: spec.route !== undefined,
        badge: spec.badge ? spec.badge(ctx) : null,
      },
    ];
  });
}

// --- The entries ---

/** 'Saldo e extrato' when the balance section is on (flag, or always for punctual plans), else 'Consumo'. */
export function balanceLabel(ctx: ShellContext): string {
  const on = isBalanceSectionOn(ctx.viewer.planType, ctx.flags['balance-session']);
  return on ? shellMessages.balance : shellMessages.consumption;
}

const logoutEntry: MenuItemSpec = {
  id: 'sair',
  label: sessionMessages.logout,
  icon: 'logout',
  action: 'logout',
};
const backEntry: MenuItemSpec = {
  id: 'menu-principal',
  label: screenMessages.mainMenu,
  icon: 'back',
  itemBack: true,
};

/** PF 2 and 6: the 'Minha Conta' entries, in the spec's order. */
const MY_ACCOUNT_ENTRIES: readonly MenuItemSpec[] = [
  {
    id: 'gestao-da-conta',
    route: 'accountHome',
    label: screenMessages.accountManagement,
    icon: 'accountHome',
  },
  {
    id: 'saldo-e-extrato',
    route: 'balance',
    label: balanceLabel,
    icon: 'balance',
  },
  {
    id: 'gerenciar-usuarios',
    route: 'groupsAndUsers',
    label: shellMessages.userManagement,
    icon: 'users',
  },
  // The company's users and its access profiles, each reachable by its own
  // entry, after the section's groups page; each shows exactly when its route may be opened.
  { id: 'usuarios', route: 'users', label: shellMessages.users, icon: 'userList' },
  {
    id: 'perfis-de-acesso',
    route: 'accessProfiles',
    label: shellMessages.accessProfiles,
    icon: 'accessProfiles',
  },
  { id: 'relatorios', route: 'reports', label: shellMessages.reports, icon: 'reports' },
  { id: 'perfil', route: 'editProfile', label: shellMessages.profile, icon: 'profile' },
  {
    id: 'pagamentos',
    route: 'payments',
    label: shellMessages.payments,
    icon: 'payments',
    badge: (ctx) => (viewerOf(ctx).company.blockedForNonPayment ? shellMessages.paymentsBadge : null),
  },
  { id: 'preco-unitario', route: 'unitPrice', label: shellMessages.unitPrice, icon: 'unitPrice' },
  {
    id: 'privacidade-e-seguranca',
    route: 'privacyAndSecurity',
    label: shellMessages.privacyAndSecurity,
    icon: 'privacy',
  },
  { id: 'api', route: 'developerArea', label: shellMessages.api, icon: 'api' },
  // Not in the spec's list: after the spec's entries, so their order stays.
  { id: 'atividade', route: 'activity', label: auditMessages.menuLabel, icon: 'activity' },
];

const plansEntry: MenuItemSpec = {
  id: 'contratar-planos',
  route: 'plans',
  label: shellMessages.plans,
  icon: 'plans',
};
const trialPasswordEntry: MenuItemSpec = {
  id: 'alterar-senha',
  route: 'trialPassword',
  label: shellMessages.trialPassword,
  icon: 'privacy',
};

const myAccountGroup: MenuItemSpec = {
  id: 'minha-conta',
  label: screenMessages.myAccount,
  icon: 'account',
  nested: MY_ACCOUNT_ENTRIES,
};

const BACKOFFICE_ENTRIES: readonly MenuItemSpec[] = [
  {
    id: 'backoffice-clientes',
    route: 'backofficeCustomers',
    label: groupMessages.customersTitle,
    icon: 'users',
  },
  {
    id: 'backoffice-notificacoes',
    route: 'backofficeNotifications',
    label: shellMessages.backofficeNotifications,
    icon: 'notifications',
  },
  {
    id: 'backoffice-funcionalidades',
    route: 'backofficeFeatureFlags',
    label: shellMessages.backofficeFeatureFlags,
    icon: 'featureFlags',
  },
  {
    id: 'backoffice-produtos-integrados',
    route: 'backofficeProductClients',
    label: shellMessages.backofficeProductClients,
    icon: 'productClients',
  },
  {
    id: 'backoffice-relatorios',
    route: 'backofficeReports',
    label: shellMessages.reports,
    icon: 'reports',
  },
  {
    id: 'backoffice-contratacoes',
    route: 'backofficeContractRequests',
    label: plansMessages.backofficeTitle,
    icon: 'contractRequests',
  },
];

function solutionEntry(productId: ProductId): MenuItemSpec {
  return {
    id: `solucao-${PRODUCTS[productId].slug}`,
    label: PRODUCTS[productId].name,
    icon: 'product',
    productId,
    action: 'launch',
    renderIf: (ctx) => viewerOf(ctx).productIds.includes(productId),
  };
}

const protestEntry: MenuItemSpec = {
  id: `solucao-${PRODUCTS[PRODUCT_IDS.protest].slug}`,
  label: PRODUCTS[PRODUCT_IDS.protest].name,
  icon: 'product',
  productId: PRODUCT_IDS.protest,
  absolute: true,
  // Filled per user below: the configured landing page.
  link: null,
  renderIf: (ctx) =>
    Boolean(ctx.protestUrl) && canSeeProtest(viewerOf(ctx), ctx.flags['sidebar-mostrar-protestos']),
};

function mySolutionsGroup(ctx: ShellContext): MenuItemSpec {
  return {
    id: 'minhas-solucoes',
    label: screenMessages.mySolutions,
    icon: 'solutions',
    collapsable: true,
    startOpen: true,
    nested: [
      ...MY_SOLUTIONS_PRODUCT_IDS.map(solutionEntry),
      { ...protestEntry, link: ctx.protestUrl ?? null },
    ],
  };
}

function levelSpecs(level: SidebarLevel, ctx: ShellContext): readonly MenuItemSpec[] {
  const trial = isTrial(ctx.viewer);
  const backoffice = isBackoffice(ctx.viewer);
  const hasLevel = (other: SidebarLevel) => resolve(levelEntries(other, ctx), ctx).length > 0;
  const profileEntry: MenuItemSpec = {
    id: 'meu-perfil',
    label: shellMessages.profileEntry,
    icon: 'profile',
    action: 'openLevel',
    opens: 'profile',
    renderIf: () => !trial && hasLevel('profile'),
  };
  switch (level) {
    case 'products':
      if (backoffice) return [];
      return [
        { id: 'voltar-ao-inicio', route: 'home', label: screenMessages.backToStart, icon: 'home' },
        {
          id: 'minha-plataforma',
          label: screenMessages.myPlatform,
          icon: 'platform',
          action: 'openLevel',
          opens: 'product',
          renderIf: () => !trial && hasLevel('product'),
        },
        plansEntry,
        mySolutionsGroup(ctx),
        trialPasswordEntry,
        profileEntry,
        logoutEntry,
      ];
    case 'product':
      if (backoffice) {
        return [
          { id: 'voltar-ao-inicio', route: 'home', label: screenMessages.backToStart, icon: 'home' },
          {
            id: 'backoffice',
            label: shellMessages.backofficeGroup,
            icon: 'account',
            nested: BACKOFFICE_ENTRIES,
          },
          profileEntry,
          logoutEntry,
        ];
      }
      return [backEntry, myAccountGroup, logoutEntry];
    case 'profile':
      return [{ ...backEntry, id: 'voltar' }, ...profileMenuSpecs, logoutEntry];
  }
}

/** The entries of a level without the always-present ones, to tell whether the level has anything. */
function levelEntries(level: SidebarLevel, ctx: ShellContext): readonly MenuItemSpec[] {
  switch (level) {
    case 'products':
      return isBackoffice(ctx.viewer) ? [] : [mySolutionsGroup(ctx)];
    case 'product':
      return isBackoffice(ctx.viewer) ? BACKOFFICE_ENTRIES : [myAccountGroup];
    case 'profile':
      return profileMenuSpecs;
  }
}

/** PF 2 'Profile menu' entries besides Sair. */
const profileMenuSpecs: readonly MenuItemSpec[] = [
  { id: 'editar-perfil', route: 'editProfile', label: screenMessages.editProfile, icon: 'profile' },
  {
    id: 'gestao-da-conta-perfil',
    route: 'accountHome',
    label: screenMessages.accountManagement,
    icon: 'accountHome',
  },
  // Back office only (its rule): the portal's entries above are account routes staff never open.
  {
    id: 'meu-perfil-backoffice',
    route: 'backofficeMyProfile',
    label: shellMessages.profileEntry,
    icon: 'profile',
  },
];

/** The side menu at one content level. */
export function sidebarItems(level: SidebarLevel, ctx: ShellContext): MenuItem[] {
  if (mustLogOut(ctx)) return [];
  return resolve(levelSpecs(level, ctx), ctx);
}

/** The avatar's profile menu under 'MEU PERFIL': Editar perfil, Gestão da conta, Sair; trial users only Sair. */
export function profileMenuItems(ctx: ShellContext): MenuItem[] {
  if (mustLogOut(ctx)) return [];
  const entries = isTrial(ctx.viewer) ? [] : resolve(profileMenuSpecs, ctx);
  return [...entries, ...resolve([logoutEntry], ctx)];
}

/** The 'Minha Conta' entries the user may open: the account home's cards. */
export function myAccountItems(ctx: ShellContext): MenuItem[] {
  if (mustLogOut(ctx)) return [];
  return resolve(MY_ACCOUNT_ENTRIES, ctx);
}

/** Every entry of a list, nested ones included. */
export function flattenMenu(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...flattenMenu(item.nested)]);
}

/**
 * The menu entry a route belongs to: itself, or for a page without its own entry the entry it is
 * reached from, so the side menu opens at that entry's level and highlights it. ('Usuários' and
 * 'Perfis de acesso' have their own entries.)
 */
export function menuRouteOf(route: PrivateRouteKey): PrivateRouteKey {
  if (route === 'accountHomeAlias') return 'accountHome';
  return route;
}

/**
 * Where the side menu opens: the back office at its product level; the portal at the all-products
 * level, or at the product level when the current page is one of its entries.
 */
export function startLevel(ctx: ShellContext, currentRoute: PrivateRouteKey | null): SidebarLevel {
  if (isBackoffice(ctx.viewer)) return 'product';
  if (currentRoute === null) return 'products';
  // The account home has two addresses; both open the menu where the entry is.
  const route = menuRouteOf(currentRoute);
  const onProductLevel = flattenMenu(sidebarItems('product', ctx)).some((item) => item.route === route);
  return onProductLevel ? 'product' : 'products';
}

/** The label of a route's menu entry, for page titles and breadcrumbs ('Saldo e extrato' or 'Consumo'...). */
export function routeLabel(route: PrivateRouteKey, ctx: ShellContext): string | null {
  const key = route === 'accountHomeAlias' ? 'accountHome' : route;
  const spec = [...MY_ACCOUNT_ENTRIES, ...BACKOFFICE_ENTRIES, plansEntry, trialPasswordEntry].find(
    (candidate) => candidate.route === key,
  );
  if (!spec) return null;
  return typeof spec.label === 'function' ? spec.label(ctx) : spec.label;
}

// --- Variants and widths ---

export type SidebarVariant = 'trial' | 'new' | 'old';

/** Trial users get the trial sidebar; others the new one when 'new-sidebar' is on; the back office never. */
export function sidebarVariant(ctx: Pick<ShellContext, 'viewer' | 'flags'>): SidebarVariant {
  if (isBackoffice(ctx.viewer)) return 'old';
  if (isTrial(ctx.viewer)) return 'trial';
  return ctx.flags['new-sidebar'] ? 'new' : 'old';
}

/** Open and closed widths per variant; the trial sidebar takes the new one's (ours). */
export const SIDEBAR_WIDTHS: Readonly<
  Record<SidebarVariant, { readonly open: number; readonly closed: number }>
> = {
  trial: { open: SIDEBAR_WIDTH_PX.newOpen, closed: SIDEBAR_WIDTH_PX.newClosed },
  new: { open: SIDEBAR_WIDTH_PX.newOpen, closed: SIDEBAR_WIDTH_PX.newClosed },
  old: { open: SIDEBAR_WIDTH_PX.oldOpen, closed: SIDEBAR_WIDTH_PX.oldClosed },
};

export function sidebarWidth(variant: SidebarVariant, open: boolean): number {
  return open ? SIDEBAR_WIDTHS[variant].open : SIDEBAR_WIDTHS[variant].closed;
}
