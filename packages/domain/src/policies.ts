/**
 * Who may open each screen and call each route, written once: a policy names the keys (any of them)
 * that admit a caller in each environment. The API declares `access.customer(policies.users.list)`,
 * the menu's route rules ask `allows(viewer, policies.users.list)` and the web's screens
 * `useAllowed(policies.users.list)`, so the three cannot drift apart; apps/api's
 * core/policies-agreement.test.ts proves the menu and the routes a screen loads read the same one.
 * An empty list admits nobody in that environment (the API leaves it out: 403).
 *
 * Object-level rules (which user, which group) stay in their own domain functions (canActOnUser,
 * canActOnGroup); a policy only says who gets past the door.
 */
import { GROUP_ACTION_KEYS } from './groups';
import {
  PERMISSIONS as P,
  USER_ACTION_PERMISSIONS,
  USER_MANAGEMENT_PERMISSIONS,
  hasPermission,
  trialAdmits,
  trialPhase,
  type PermissionKey,
  type Environment,
  type TrialReach,
  type UserAction,
  type Viewer,
} from './permissions';

export interface Policy {
  readonly portal: readonly PermissionKey[];
  readonly backoffice: readonly PermissionKey[];
  /** Which trials it admits (trialAdmits); absent: a contracted company only, as the account area is. */
  readonly trial?: TrialReach;
}

/**
 * Whether a viewer's permissions (already narrowed by a blocked state) pass a policy in their
 * environment. A policy is a contracted company's unless it says otherwise (trialAdmits): a trial
 * administrator's keys open no account screen, as the API's guard refuses their routes.
 */
export function allows(
  viewer: Pick<Viewer, 'permissions' | 'environment' | 'planType' | 'company'>,
  policy: Policy,
): boolean {
  if (!trialAdmits(trialPhase(viewer), policy.trial ?? 'contracted')) return false;
  return hasPermission(viewer.permissions, policy[viewer.environment]);
}

/** Any of several policies: the keys of each, per environment, once. */
export function anyOf(...parts: readonly Policy[]): Policy {
  const union = (environment: Environment) => [...new Set(parts.flatMap((part) => part[environment]))];
  return { portal: union('portal'), backoffice: union('backoffice') };
}

/** A user action's keys (permissions.ts USER_ACTION_PERMISSIONS): company and group scope, or the back office's. */
function userPolicy(action: UserAction): Policy {
  const keys = USER_ACTION_PERMISSIONS[action];
  return { portal: [...new Set([keys.company, keys.group])], backoffice: [keys.backoffice] };
}

const G = GROUP_ACTION_KEYS;

const users = {
  list: userPolicy('view'),
  edit: userPolicy('edit'),
  delete: userPolicy('delete'),
  create: { portal: [P.usersCreateCompany, P.usersCreateGroup], backoffice: [P.backofficeUsersCreate] },
  resendLink: userPolicy('resendLink'),
  requestPasswordChange: userPolicy('requestPasswordChange'),
  /** The portal's reset is an administrator's: the company-wide edit key, then the domain rule. */
  resetMfa: { portal: [P.usersEditCompany], backoffice: [P.backofficeUsersMfaReset] },
  unblock: { portal: [P.usersEditCompany], backoffice: [P.backofficeUsersMfaReset] },
  securityQuestion: { portal: [], backoffice: [P.backofficeUsersMfaReset] },
  /** The back office's search for a user across customers. */
  search: { portal: [], backoffice: [P.backofficeUsersView] },
} as const satisfies Record<string, Policy>;

const groups = {
  /** The groups page (Gerenciar usuários): in the portal the section's keys (canSeeUserManagement). */
  page: {
    portal: USER_MANAGEMENT_PERMISSIONS,
    backoffice: [P.backofficeGroupsView, P.backofficeGroupsEdit, P.backofficeGroupsCreate],
  },
  /** The list and one group: who views, and who edits (the form opens on the group). */
  list: {
    portal: [...G.view.company, ...G.view.group, ...G.edit.company, ...G.edit.group],
    backoffice: [...G.view.backoffice, ...G.edit.backoffice],
  },
  /** The form's select data serves whoever may create or edit. */
  form: {
    portal: [...G.create.company, ...G.create.group, ...G.edit.company, ...G.edit.group],
    backoffice: [...G.create.backoffice, ...G.edit.backoffice],
  },
  create: { portal: [...G.create.company, ...G.create.group], backoffice: [...G.create.backoffice] },
  edit: { portal: [...G.edit.company, ...G.edit.group], backoffice: [...G.edit.backoffice] },
} as const satisfies Record<string, Policy>;

/** Access profiles: who opens the page and who views one profile's permissions. */
const profilesPage: Policy = {
  portal: [P.profilesView, P.profilePermissionsView],
  backoffice: [P.backofficeProfilesView, P.backofficeProfilesEdit],
};

const profiles = {
  page: profilesPage,
  /** The list also feeds the users' and groups' profile selects. */
  list: anyOf(profilesPage, users.list, {
    portal: [...G.view.company, ...G.view.group],
    backoffice: [...G.view.backoffice],
  }),
  view: {
    portal: [P.profilesView, P.profilePermissionsView, P.profilePermissionsEdit],
    backoffice: [P.backofficeProfilesView, P.backofficeProfilesEdit],
  },
  /** The products a new or edited profile may switch on. */
  contracted: {
    portal: [P.profilesCreate, P.profilePermissionsView, P.profilePermissionsEdit],
    backoffice: [P.backofficeProfilesCreate, P.backofficeProfilesView, P.backofficeProfilesEdit],
  },
  create: { portal: [P.profilesCreate], backoffice: [P.backofficeProfilesCreate] },
  edit: { portal: [P.profilePermissionsEdit], backoffice: [P.backofficeProfilesEdit] },
} as const satisfies Record<string, Policy>;

export const policies = {
  users,
  groups,
  profiles,
  /** 'Atividade' (and the raw audit trail): whoever sees all the company's users. */
  activity: {
    view: { portal: [P.usersViewCompany], backoffice: [P.backofficeUsersView] },
  },
  /** Staff find a customer with any customers key: any screen on a customer needs to find it first. */
  customers: {
    find: {
      portal: [],
      backoffice: [P.backofficeUsersView, P.backofficeGroupsView, P.backofficeProfilesView],
    },
    /**
     * The customer's default access days and hours: staff who edit the
     * customer's groups set the bounds those groups live in; customers never change their own.
     */
    editAccessHours: { portal: [], backoffice: [P.backofficeGroupsEdit] },
  },
  balance: {
    /** 'Saldo e extrato' (PF 6 menu keys); staff read it with the reports key. */
    view: { portal: [P.balanceView, P.statementView], backoffice: [P.backofficeReportsView] },
    /** The month's consumption ('Consumo'): the portal only. */
    monthConsumption: { portal: [P.balanceView, P.statementView], backoffice: [] },
  },
  reports: {
    view: { portal: [P.reportsView], backoffice: [P.backofficeReportsView] },
    /** The consolidated report's ID cliente and Cliente columns. */
    customerColumns: { portal: [], backoffice: [P.backofficeReportProductsView] },
    /** A customer's unit prices in the back office (the portal's are for every member). */
    customerUnitPrices: { portal: [], backoffice: [P.backofficeReportsView] },
  },
  payments: {
    view: { portal: [P.paymentsView], backoffice: [P.backofficePaymentsView] },
    /** Work the overdue sweep by hand. */
    sweep: { portal: [], backoffice: [P.backofficePaymentsView] },
    retryNfse: { portal: [], backoffice: [P.backofficeNfseRetry] },
    /** The customer's fiscal data (the NFS-e's tomador): read with the invoices, written by whoever asks for a new issuance. */
    fiscalData: { portal: [], backoffice: [P.backofficePaymentsView] },
    editFiscalData: { portal: [], backoffice: [P.backofficeNfseRetry] },
    /**
     * Demo mode's 'Simular pagamento'. Staff need the financial key (Atendimento has not); in the
     * portal the invoices' key opens the door and only an administrator passes (simulate-access.ts).
     */
    simulate: { portal: [P.paymentsView], backoffice: [P.backofficePaymentsSimulate] },
    /** The CNAB files exchanged with the bank and each boleto's result. */
    bankFiles: { portal: [], backoffice: [P.backofficePaymentsView] },
    /** Send the remittance and read the returns now; in demo mode, pay a boleto at the stand-in bank. */
    bankExchange: { portal: [], backoffice: [P.backofficePaymentsView] },
  },
  contractRequests: {
    view: { portal: [], backoffice: [P.backofficeContractRequestsView] },
    convert: { portal: [], backoffice: [P.backofficeContractRequestsConvert] },
  },
  notifications: {
    manage: { portal: [], backoffice: [P.backofficeNotificationsCreate] },
  },
  featureFlags: {
    manage: { portal: [], backoffice: [P.backofficeFeatureFlagsManage] },
  },
  /** The products' client applications: the same staff who manage feature flags. */
  productClients: {
    manage: { portal: [], backoffice: [P.backofficeFeatureFlagsManage] },
  },
  ownProfile: {
    /** 'Editar perfil' in the portal; staff edit their own profile with any session. */
    edit: { portal: [P.editOwnProfile], backoffice: [] },
  },
  privacy: {
    /** A running trial too: a trial company that requires MFA enrols there (PF 4; menu.ts). */
    view: { portal: [P.privacyView], backoffice: [], trial: 'running' },
  },
  mfa: {
    /** Enrolling by choice; a company that requires MFA lets every user enrol. */
    enrol: { portal: [P.mfaRegister], backoffice: [] },
  },
} as const satisfies Record<string, Record<string, Policy>>;
