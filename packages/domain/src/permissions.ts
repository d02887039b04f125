/**
 * Who may do what. Permission strings are 'PRODUCT:AREA:ACTION[:...]:LEVEL',
 * 3 to 5 upper-case parts, the last one optionally a scope level (EMPRESA, GRUPO, USUARIO).
 * Everything here denies by default: an unknown, malformed or missing key grants nothing. The
 * server enforces these rules on every request; the client only uses them to show or hide.
 *
 * Imports the catalogue (never the reverse), and holds BASE_PROFILE_PERMISSIONS here so the
 * catalogue needs no permission key and the two modules stay acyclic.
 */
import { BASE_PROFILE_IDS, PRODUCT_IDS, PROVIDER_COMPANY_ID, isBaseProfileId } from './catalogue';
import type { BaseProfileId, CustomerBaseProfileId, PlanType, ProductId } from './catalogue';
import { reachesGroup, type GroupRef } from './group-scope';

// --- Parsing ---

export const PERMISSION_LEVELS = ['EMPRESA', 'GRUPO', 'USUARIO'] as const;
export type PermissionLevel = (typeof PERMISSION_LEVELS)[number];

export interface ParsedPermission {
  readonly product: string;
  readonly area: string;
  /** Every part between the area and the level, joined by ':' (e.g. 'MFA:CADASTRAR', 'LINK:REENVIAR'). */
  readonly action: string;
  readonly level: PermissionLevel | null;
  readonly raw: string;
}

const PART = /^[A-Z][A-Z0-9]*$/;
const MIN_PARTS = 3;
const MAX_PARTS = 5;

function asLevel(part: string): PermissionLevel | null {
  return PERMISSION_LEVELS.find((level) => level === part) ?? null;
}

/**
 * Splits a permission string, or returns null when it is malformed: fewer than 3 or more than 5
 * parts, an empty part, lower case, spaces, accents or other characters, or no action left
 * once the level is taken off.
 */
export function parsePermission(permission: string): ParsedPermission | null {
  const parts = permission.split(':');
  if (parts.length < MIN_PARTS || parts.length > MAX_PARTS) return null;
  if (!parts.every((part) => PART.test(part))) return null;
  const level = asLevel(parts[parts.length - 1] ?? '');
  const [product, area, ...rest] = level ? parts.slice(0, -1) : parts;
  if (product === undefined || area === undefined || rest.length === 0) return null;
  return { product, area, action: rest.join(':'), level, raw: permission };
}

export function isPermissionString(permission: string): boolean {
  return parsePermission(permission) !== null;
}

export function permissionLevel(permission: string): PermissionLevel | null {
  return parsePermission(permission)?.level ?? null;
}

export function isCompanyLevel(permission: string): boolean {
  return permissionLevel(permission) === 'EMPRESA';
}

export function isGroupLevel(permission: string): boolean {
  return permissionLevel(permission) === 'GRUPO';
}

export function isUserLevel(permission: string): boolean {
  return permissionLevel(permission) === 'USUARIO';
}

// --- Checks ---

function requiredList(required: string | readonly string[] | undefined | null): readonly string[] {
  if (required === undefined || required === null) return [];
  return typeof required === 'string' ? [required] : required;
}

/**
 * Any-of, exact match: true when at least one well-formed required key is granted. An empty or
 * missing requirement is false (deny by default), never "no requirement, so allowed".
 */
export function hasPermission(
  granted: readonly string[],
  required: string | readonly string[] | undefined | null,
): boolean {
  return requiredList(required).some((key) => isPermissionString(key) && granted.includes(key));
}

/** "Some level": the key granted at any of EMPRESA, GRUPO or USUARIO. */
export function anyLevel(granted: readonly string[], prefixWithoutLevel: string): boolean {
  const prefix = parsePermission(`${prefixWithoutLevel}:EMPRESA`);
  if (prefix === null) return false;
  return PERMISSION_LEVELS.some((level) => granted.includes(`${prefixWithoutLevel}:${level}`));
}

export interface ActorScope {
  readonly companyId: number;
  readonly groupId: number | null;
  readonly userId: number;
}

export interface ResourceScope {
  readonly companyId: number;
  readonly groupId?: number | null;
  readonly userId?: number | null;
}

/**
 * True when a granted required key reaches the resource through its level: EMPRESA the same
 * company, GRUPO the same company and group, USUARIO the same user (of the same company).
 * A key without a level is read as company-wide: it never crosses to another company.
 */
export function canAccessResource(
  granted: readonly string[],
  required: string | readonly string[] | undefined | null,
  actor: ActorScope,
  resource: ResourceScope,
): boolean {
  if (actor.companyId !== resource.companyId) return false;
  return requiredList(required).some((key) => {
    if (!hasPermission(granted, key)) return false;
    switch (permissionLevel(key)) {
      case 'GRUPO':
        return actor.groupId !== null && resource.groupId === actor.groupId;
      case 'USUARIO':
        return resource.userId === actor.userId;
      default:
        return true;
    }
  });
}

// --- The keys ---

/**
 * Every key the spec names. Keys marked "name ours" exist in the spec without a
 * readable name; we named them in the same style.
 */
export const PERMISSIONS = {
  // Menu of 'Minha Conta'.
  balanceView: 'FINANCEIRO:SALDO:VISUALIZAR',
  statementView: 'FINANCEIRO:EXTRATO:VISUALIZAR',
  paymentsView: 'FINANCEIRO:BOLETOENOTAFISCAL:VISUALIZAR',
  reportsView: 'GESTAODACONTA:RELATORIOS:VISUALIZAR',
  reportProductsView: 'GESTAODACONTA:RELATORIOS:PRODUTOS:VISUALIZAR', // name ours
  editOwnProfile: 'ADMINISTRATIVO:PERFIL:EDITAR:USUARIO',
  privacyView: 'ADMINISTRATIVO:PRIVACIDADESESEGURANCA:VISUALIZAR:USUARIO',
  mfaRegister: 'ADMINISTRATIVO:PRIVACIDADESESEGURANCA:MFA:CADASTRAR:USUARIO',
  mfaValidate: 'ADMINISTRATIVO:PRIVACIDADESESEGURANCA:MFA:VALIDAR:USUARIO', // name ours

  // Groups, company and group scope.
  groupsViewCompany: 'ADMINISTRATIVO:GRUPOS:VISUALIZAR:EMPRESA',
  groupsViewGroup: 'ADMINISTRATIVO:GRUPOS:VISUALIZAR:GRUPO',
  groupsCreateCompany: 'ADMINISTRATIVO:GRUPOS:CRIAR:EMPRESA',
  groupsCreateGroup: 'ADMINISTRATIVO:GRUPOS:CRIAR:GRUPO',
  groupsEditCompany: 'ADMINISTRATIVO:GRUPOS:EDITAR:EMPRESA',
  groupsEditGroup: 'ADMINISTRATIVO:GRUPOS:EDITAR:GRUPO',

  // Users.
  usersViewCompany: 'ADMINISTRATIVO:USUARIOS:VISUALIZAR:EMPRESA',
  usersViewGroup: 'ADMINISTRATIVO:USUARIOS:VISUALIZAR:GRUPO',
  usersCreateCompany: 'ADMINISTRATIVO:USUARIOS:CRIAR:EMPRESA', // name ours
  usersCreateGroup: 'ADMINISTRATIVO:USUARIOS:CRIAR:GRUPO', // name ours
  usersEditCompany: 'ADMINISTRATIVO:USUARIOS:EDITAR:EMPRESA', // name ours
  usersEditGroup: 'ADMINISTRATIVO:USUARIOS:EDITAR:GRUPO',
  usersDeleteCompany: 'ADMINISTRATIVO:USUARIOS:EXCLUIR:EMPRESA',
  usersDeleteGroup: 'ADMINISTRATIVO:USUARIOS:EXCLUIR:GRUPO',
  usersPasswordChangeCompany: 'ADMINISTRATIVO:USUARIOS:SENHA:SOLICITAR:EMPRESA', // name ours
  usersPasswordChangeGroup: 'ADMINISTRATIVO:USUARIOS:SENHA:SOLICITAR:GRUPO', // name ours
  usersResendLink: 'ADMINISTRATIVO:USUARIOS:LINK:REENVIAR',

  // Access profiles.
  profilesView: 'ADMINISTRATIVO:PERFIS:VISUALIZAR:EMPRESA', // name ours
  profilesCreate: 'ADMINISTRATIVO:PERFIS:CRIAR:EMPRESA', // name ours
  profilePermissionsView: 'ADMINISTRATIVO:PERFIS:PERMISSOES:VISUALIZAR:EMPRESA', // name ours
  profilePermissionsEdit: 'ADMINISTRATIVO:PERFIS:PERMISSOES:EDITAR:EMPRESA', // name ours

  // Back office: staff acting on customers.
  backofficeProfilesCreate: 'BACKOFFICE:CLIENTES:PERFIS:CRIAR',
  backofficeProfilesView: 'BACKOFFICE:CLIENTES:PERFIS:VISUALIZAR', // name ours
  backofficeProfilesEdit: 'BACKOFFICE:CLIENTES:PERFIS:EDITAR', // name ours
  backofficeUsersView: 'BACKOFFICE:CLIENTES:USUARIOS:VISUALIZAR', // name ours
  backofficeUsersCreate: 'BACKOFFICE:CLIENTES:USUARIOS:CRIAR', // name ours
  backofficeUsersEdit: 'BACKOFFICE:CLIENTES:USUARIOS:EDITAR', // name ours
  backofficeUsersDelete: 'BACKOFFICE:CLIENTES:USUARIOS:EXCLUIR',
  backofficeUsersResendLink: 'BACKOFFICE:CLIENTES:USUARIOS:LINK:REENVIAR',
  backofficeUsersPasswordChange: 'BACKOFFICE:CLIENTES:USUARIOS:SENHA:SOLICITAR', // name ours
  backofficeUsersMfaReset: 'BACKOFFICE:CLIENTES:USUARIOS:MFA:RESETAR', // name ours
  backofficeGroupsView: 'BACKOFFICE:CLIENTES:GRUPOS:VISUALIZAR',
  backofficeGroupsCreate: 'BACKOFFICE:CLIENTES:GRUPOS:CRIAR',
  backofficeGroupsEdit: 'BACKOFFICE:CLIENTES:GRUPOS:EDITAR',
  // Back office: portal notifications and feature flags. Names ours.
  backofficeNotificationsCreate: 'BACKOFFICE:NOTIFICACOES:CRIAR',
  backofficeFeatureFlagsManage: 'BACKOFFICE:FEATUREFLAGS:GERENCIAR',
  // Back office: the consolidated consumption report, and its ID cliente and Cliente
  // columns ("the product-view permission"). Names ours.
  backofficeReportsView: 'BACKOFFICE:RELATORIOS:VISUALIZAR',
  backofficeReportProductsView: 'BACKOFFICE:RELATORIOS:PRODUTOS:VISUALIZAR',
  // Back office: a customer's invoices (Pagamentos). Name ours.
  backofficePaymentsView: 'BACKOFFICE:FINANCEIRO:FATURAS:VISUALIZAR',
  // Back office: ask again for a failed NFS-e issuance. Name ours.
  backofficeNfseRetry: 'BACKOFFICE:FINANCEIRO:NFSE:REEMITIR',
  // Back office: simulate a customer's payment in demo mode (financial staff). Name ours.
  backofficePaymentsSimulate: 'BACKOFFICE:FINANCEIRO:PAGAMENTOS:SIMULAR',
  // Back office (Contratar planos): the trial companies' contract requests, and turning
  // a trial company into a plan. Names ours.
  backofficeContractRequestsView: 'BACKOFFICE:CLIENTES:CONTRATACOES:VISUALIZAR',
  backofficeContractRequestsConvert: 'BACKOFFICE:CLIENTES:CONTRATACOES:CONVERTER',
} as const;

export type PermissionName = keyof typeof PERMISSIONS;
export type PermissionKey = (typeof PERMISSIONS)[PermissionName];

const P = PERMISSIONS;

/** Any of these opens 'Gerenciar usuários'. */
export const USER_MANAGEMENT_PERMISSIONS: readonly PermissionKey[] = [
  P.groupsViewCompany,
  P.groupsViewGroup,
  P.usersViewCompany,
  P.usersViewGroup,
];

/** Every profile keeps these: its holder manages their own account (own profile, privacy, MFA). */
export const OWN_ACCOUNT_PERMISSIONS: readonly PermissionKey[] = [
  P.editOwnProfile,
  P.privacyView,
  P.mfaRegister,
  P.mfaValidate,
];

/**
 * What each customer base profile gets by default; the API seeds base profiles from this.
 * Administrador: every customer-environment key. Gerente: own account plus the GRUPO-scope user and
 * group keys (and resending links, which has no level). Operador: own account. Financeiro: own
 * account plus balance, statement, payments and reports.
 */
export const BASE_PROFILE_PERMISSIONS: Readonly<Record<CustomerBaseProfileId, readonly PermissionKey[]>> = {
  [BASE_PROFILE_IDS.administrator]: Object.values(PERMISSIONS).filter(
    (key) => !key.startsWith('BACKOFFICE:'),
  ),
  [BASE_PROFILE_IDS.financial]: [
    ...OWN_ACCOUNT_PERMISSIONS,
    P.balanceView,
    P.statementView,
    P.paymentsView,
    P.reportsView,
  ],
  [BASE_PROFILE_IDS.operator]: OWN_ACCOUNT_PERMISSIONS,
  [BASE_PROFILE_IDS.manager]: [
    ...OWN_ACCOUNT_PERMISSIONS,
    P.groupsViewGroup,
    P.groupsCreateGroup,
    P.groupsEditGroup,
    P.usersViewGroup,
    P.usersCreateGroup,
    P.usersEditGroup,
    P.usersDeleteGroup,
    P.usersPasswordChangeGroup,
    P.usersResendLink,
  ],
};

const BACKOFFICE_PERMISSIONS: readonly PermissionKey[] = Object.values(PERMISSIONS).filter((key) =>
  key.startsWith('BACKOFFICE:'),
);

/**
 * The provider's staff profiles (back office). The spec names them without their grants: ours.
 * Administrativo and Squad manage every customer and hold every BACKOFFICE key (so also writing
 * notifications and managing feature flags); Atendimento (customer service) views, resends links
 * and requests password changes, but does not create or delete.
 */
export const STAFF_PROFILE_PERMISSIONS: Readonly<Record<5 | 6 | 7, readonly PermissionKey[]>> = {
  [BASE_PROFILE_IDS.backofficeAdministrative]: BACKOFFICE_PERMISSIONS,
  [BASE_PROFILE_IDS.squad]: BACKOFFICE_PERMISSIONS,
  [BASE_PROFILE_IDS.attendance]: [
    P.backofficeProfilesView,
    P.backofficeUsersView,
    P.backofficeUsersResendLink,
    P.backofficeUsersPasswordChange,
    P.backofficeUsersMfaReset,
    P.backofficeGroupsView,
    P.backofficeReportsView,
    P.backofficePaymentsView,
    P.backofficeContractRequestsView,
  ],
};

/** Every base profile's grants, customer and staff: what the API stores for profiles 1 to 7. */
export function baseProfilePermissions(id: number): readonly PermissionKey[] {
  if (id === 1 || id === 2 || id === 3 || id === 4) return BASE_PROFILE_PERMISSIONS[id];
  if (id === 5 || id === 6 || id === 7) return STAFF_PROFILE_PERMISSIONS[id];
  return [];
}

// --- Profiles ---

export interface ProfileRef {
  readonly id: number;
  readonly isCustomProfile: boolean;
  readonly baseProfileId: number | null;
}

/** The base profile a profile is judged by: its own id, or its base's id when custom. */
export function effectiveBaseProfile(profile: ProfileRef): BaseProfileId | null {
  const id = profile.isCustomProfile ? profile.baseProfileId : profile.id;
  return id !== null && isBaseProfileId(id) ? id : null;
}

function isProfile(baseId: BaseProfileId) {
  return (profile: ProfileRef): boolean => effectiveBaseProfile(profile) === baseId;
}

export const isAdministrator = isProfile(BASE_PROFILE_IDS.administrator);
export const isFinancial = isProfile(BASE_PROFILE_IDS.financial);
export const isOperator = isProfile(BASE_PROFILE_IDS.operator);
export const isManager = isProfile(BASE_PROFILE_IDS.manager);
export const isBackofficeAdministrative = isProfile(BASE_PROFILE_IDS.backofficeAdministrative);
export const isAttendance = isProfile(BASE_PROFILE_IDS.attendance);
export const isSquad = isProfile(BASE_PROFILE_IDS.squad);

// --- The viewer and the menu ---

export type Environment = 'portal' | 'backoffice';

/** What the shell knows about the signed-in user, enough to decide every menu rule. */
export interface Viewer {
  readonly permissions: readonly string[];
  readonly productIds: readonly number[];
  readonly planType: PlanType;
  readonly profile: ProfileRef;
  readonly company: {
    readonly id: number;
    readonly api: boolean;
    readonly blockedForNonPayment: boolean;
    /** The products the company owns (its contract); `productIds` are those the user's profile grants. Absent: not known. */
    readonly productIds?: readonly number[];
    /** A trial plan whose seven days are over ('Período expirado.'); absent: not a trial, or still running. */
    readonly trialExpired?: boolean;
  };
  readonly environment: Environment;
}

export function isTrial(viewer: Pick<Viewer, 'planType'>): boolean {
  return viewer.planType === 'TRIAL';
}

/** Where a trial company stands: running, or over once its seven days end; null when it has a contract. */
export type TrialPhase = 'running' | 'expired';

export function trialPhase(viewer: Pick<Viewer, 'planType' | 'company'>): TrialPhase | null {
  if (!isTrial(viewer)) return null;
  return viewer.company.trialExpired ? 'expired' : 'running';
}

/**
 * Which companies a route or a policy serves (docs/decisions.md 'What a trial reaches'):
 * - 'contracted': a company with a contract only. Every policy (the account area: users, groups,
 *   profiles, audit, reports, balance, invoices, invitations) and every `member` route (company data).
 * - 'running': a running trial too: what a signed-in person uses (their session, notifications,
 *   the products they try).
 * - 'expired': a trial whose period is over too: what leads out of it (the plans and the contract
 *   request, the own password, the session and signing out).
 */
export type TrialReach = 'contracted' | 'running' | 'expired';

/**
 * The one trial rule, read by the API's guard on every guarded request, by `allows` (menu, routes,
 * screens) and by the product launch. Deny by default: an expired trial passes only what says it
 * serves one.
 */
export function trialAdmits(phase: TrialPhase | null, reach: TrialReach): boolean {
  if (phase === null) return true;
  if (phase === 'running') return reach !== 'contracted';
  return reach === 'expired';
}

export function isProviderCompany(companyId: number): boolean {
  return companyId === PROVIDER_COMPANY_ID;
}

function owns(viewer: Viewer, productId: number): boolean {
  return viewer.productIds.includes(productId);
}

/** 'Gerenciar usuários': one of the four view keys, the account-management product, not trial. */
export function canSeeUserManagement(viewer: Viewer): boolean {
  return (
    hasPermission(viewer.permissions, USER_MANAGEMENT_PERMISSIONS) &&
    owns(viewer, PRODUCT_IDS.accountManagement) &&
    !isTrial(viewer)
  );
}

/** 'Preço Unitário': not blocked for non-payment and not trial. */
export function canSeeUnitPrice(viewer: Viewer): boolean {
  return !viewer.company.blockedForNonPayment && !isTrial(viewer);
}

/** Developer area (the API entry): administrator, not blocked for non-payment, company has API. */
export function canSeeDeveloperArea(viewer: Viewer): boolean {
  return isAdministrator(viewer.profile) && !viewer.company.blockedForNonPayment && viewer.company.api;
}

/** The balance section follows its feature flag, except for punctual plans where it is always on. */
export function isBalanceSectionOn(planType: PlanType, flagOn: boolean): boolean {
  return planType === 'PONTUAL' || flagOn;
}

/** Protesto in 'Minhas Soluções': hidden for trial users and unless 'sidebar-mostrar-protestos' is on. */
export function canSeeProtest(viewer: Viewer, flagOn: boolean): boolean {
  return flagOn && !isTrial(viewer);
}

/** The top-bar trail switcher: hidden for trial users and in the back office. */
export function canSeeTrailSwitcher(viewer: Viewer): boolean {
  return viewer.environment === 'portal' && !isTrial(viewer);
}

/**
 * A product card or menu entry launches only when the user owns the product and is not on an
 * expired trial; API also needs the company's API flag. While blocked for non-payment every card is disabled except account
 * management, where the boletos are. (Análise 360 is shown only to owners of product 17, which
 * ownership already covers.)
 */
export function canLaunchProduct(viewer: Viewer, productId: number): boolean {
  if (!owns(viewer, productId)) return false;
  // An expired trial tries no more products: a product's pages are a running trial's ('running').
  if (!trialAdmits(trialPhase(viewer), 'running')) return false;
  if (viewer.company.blockedForNonPayment && productId !== PRODUCT_IDS.accountManagement) return false;
  return productId !== PRODUCT_IDS.api || viewer.company.api;
}

// --- Blocked states ---

export type BlockedState = 'nonPayment' | 'mfaBlocked' | 'mfaPending';

/** While blocked for non-payment the user may only view boletos and invoices. */
export const blockedForNonPaymentPermissions: readonly PermissionKey[] = [P.paymentsView];

/** What each blocked state leaves: these replace the session's permissions and products. */
export const BLOCKED_STATE_GRANTS: Readonly<
  Record<BlockedState, { permissions: readonly PermissionKey[]; productIds: readonly ProductId[] }>
> = {
  nonPayment: {
    permissions: blockedForNonPaymentPermissions,
    productIds: [PRODUCT_IDS.accountManagement],
  },
  mfaBlocked: { permissions: [P.mfaValidate], productIds: [] },
  mfaPending: { permissions: [P.privacyView], productIds: [PRODUCT_IDS.accountManagement] },
};

/**
 * Which blocked state of PF 4 applies: an MFA-required company whose user has no active second
 * factor must enrol first (pending); a company blocked for non-payment keeps only payments.
 */
export function blockedStateOf(input: {
  companyRequiresMfa: boolean;
  mfaStatus: string;
  blockedForNonPayment: boolean;
}): BlockedState | null {
  if (input.companyRequiresMfa && input.mfaStatus !== 'ATIVO') return 'mfaPending';
  if (input.blockedForNonPayment) return 'nonPayment';
  return null;
}

/** The viewer as a blocked state leaves it. */
export function restrictViewer(viewer: Viewer, state: BlockedState): Viewer {
  const grants = BLOCKED_STATE_GRANTS[state];
  return {
    ...viewer,
    permissions: grants.permissions,
    productIds: grants.productIds,
    company: {
      ...viewer.company,
      blockedForNonPayment: viewer.company.blockedForNonPayment || state === 'nonPayment',
    },
  };
}

// --- Acting on users ---

export type UserAction = 'view' | 'edit' | 'delete' | 'resendLink' | 'requestPasswordChange' | 'unblock';

/** The key each action needs: company-wide (administrator), group (manager), back office. */
export const USER_ACTION_PERMISSIONS: Readonly<
  Record<UserAction, { company: PermissionKey; group: PermissionKey; backoffice: PermissionKey }>
> = {
  view: { company: P.usersViewCompany, group: P.usersViewGroup, backoffice: P.backofficeUsersView },
  edit: { company: P.usersEditCompany, group: P.usersEditGroup, backoffice: P.backofficeUsersEdit },
  delete: {
    company: P.usersDeleteCompany,
    group: P.usersDeleteGroup,
    backoffice: P.backofficeUsersDelete,
  },
  resendLink: {
    company: P.usersResendLink,
    group: P.usersResendLink,
    backoffice: P.backofficeUsersResendLink,
  },
  requestPasswordChange: {
    company: P.usersPasswordChangeCompany,
    group: P.usersPasswordChangeGroup,
    backoffice: P.backofficeUsersPasswordChange,
  },
  /**
   * Lifting a 'Bloqueado por segurança': the people the blocked screen names, the
   * company's administrator and support. The group slot names the company-wide key, which no
   * manager holds, so a manager reaches nobody; in the back office the key of the MFA reset,
   * which Atendimento (support) holds.
   */
  unblock: {
    company: P.usersEditCompany,
    group: P.usersEditCompany,
    backoffice: P.backofficeUsersMfaReset,
  },
};

export interface UserActor extends ActorScope {
  readonly profile: ProfileRef;
  readonly permissions: readonly string[];
  readonly environment: Environment;
}

export interface TargetUser {
  readonly userId: number;
  readonly companyId: number;
  readonly groupId: number | null;
  /** The group that manages the user's group (domain `GroupRef.managedByGroupId`). */
  readonly groupManagedBy: number | null;
  readonly profile: ProfileRef;
}

function groupOf(user: Pick<TargetUser, 'groupId' | 'groupManagedBy'>): GroupRef {
  return { id: user.groupId, managedByGroupId: user.groupManagedBy };
}

/**
 * Which users of the target company an actor reaches with an action: every user (back office with
 * the action's key; an administrator with the company-wide key), the Operador users of the actor's
 * own group and of the groups it manages (a manager with the group key: `reachesGroup`), or nobody. The list query filters by this scope and
 * every action checks it through canActOnUser, so what a list shows and what an action allows
 * cannot drift apart.
 */
export type UserScope =
  | { readonly kind: 'company' }
  | { readonly kind: 'groupOperators'; readonly groupId: number }
  | { readonly kind: 'none' };

export function userScope(actor: UserActor, action: UserAction): UserScope {
  const keys = USER_ACTION_PERMISSIONS[action];
  if (actor.environment === 'backoffice') {
    return hasPermission(actor.permissions, keys.backoffice) ? { kind: 'company' } : { kind: 'none' };
  }
  if (isAdministrator(actor.profile)) {
    return hasPermission(actor.permissions, keys.company) ? { kind: 'company' } : { kind: 'none' };
  }
  if (isManager(actor.profile) && actor.groupId !== null && hasPermission(actor.permissions, keys.group)) {
    return { kind: 'groupOperators', groupId: actor.groupId };
  }
  return { kind: 'none' };
}

/** Whether a user of the target company falls inside a scope. */
export function inUserScope(
  scope: UserScope,
  target: Pick<TargetUser, 'groupId' | 'groupManagedBy' | 'profile'>,
): boolean {
  if (scope.kind === 'company') return true;
  if (scope.kind === 'groupOperators')
    return reachesGroup(scope.groupId, groupOf(target)) && isOperator(target.profile);
  return false;
}

/**
 * Back office: the action's back-office key. Customer environment, same company only: an
 * administrator needs the company-wide key; a manager the group key, the same group as the
 * target, and an Operador target; every other profile gets nothing.
 */
export function canActOnUser(actor: UserActor, target: TargetUser, action: UserAction): boolean {
  if (actor.environment !== 'backoffice' && actor.companyId !== target.companyId) return false;
  return inUserScope(userScope(actor, action), target);
}

/** Deleting follows canActOnUser, and nobody deletes themselves. */
export function canDeleteUser(actor: UserActor, target: TargetUser): boolean {
  return actor.userId !== target.userId && canActOnUser(actor, target, 'delete');
}

export interface NewUserPlacement {
  readonly companyId: number;
  /** null with `groupManagedBy`: the group being created in the same request (the group form). */
  readonly groupId: number | null;
  readonly groupManagedBy: number | null;
  readonly profile: ProfileRef;
}

/**
 * Creating users: back office with the create key; an administrator with the company-wide
 * create key in their company; a manager with the group create key, only into their own group or
 * one it manages, and only as Operador.
 */
export function canCreateUser(actor: UserActor, placement: NewUserPlacement): boolean {
  if (actor.environment === 'backoffice') {
    return hasPermission(actor.permissions, P.backofficeUsersCreate);
  }
  if (actor.companyId !== placement.companyId) return false;
  if (isAdministrator(actor.profile)) return hasPermission(actor.permissions, P.usersCreateCompany);
  if (isManager(actor.profile)) {
    return (
      hasPermission(actor.permissions, P.usersCreateGroup) &&
      reachesGroup(actor.groupId, groupOf(placement)) &&
      isOperator(placement.profile)
    );
  }
  return false;
}
