/**
 * Groups: who may list, open, create and edit them, in each environment,
 * and the customer's defaults a group is bounded by. The server and the web read the same rules: a
 * GRUPO-scope key reaches the actor's own group and the groups it manages (`reachesGroup`; the
 * server filters the list by it and answers 404 for any other), EMPRESA-scope keys the whole
 * company, BACKOFFICE keys any customer's groups.
 */
import { WEEK_DAYS, type WeekDayKey } from './catalogue';
import { reachesGroup, type GroupRef } from './group-scope';
import { groupMessages } from './group-messages';
import { hasPermission, PERMISSIONS, type PermissionKey, type Viewer } from './permissions';

const P = PERMISSIONS;

export type GroupAction = 'view' | 'create' | 'edit';

/** The keys each action needs, by environment; any of them (company or group scope) admits. */
export const GROUP_ACTION_KEYS: Readonly<
  Record<
    GroupAction,
    {
      company: readonly PermissionKey[];
      group: readonly PermissionKey[];
      backoffice: readonly PermissionKey[];
    }
  >
> = {
  view: { company: [P.groupsViewCompany], group: [P.groupsViewGroup], backoffice: [P.backofficeGroupsView] },
  // A group made with the group key is managed by the creator's group, and so within its scope.
  create: {
    company: [P.groupsCreateCompany],
    group: [P.groupsCreateGroup],
    backoffice: [P.backofficeGroupsCreate],
  },
  edit: { company: [P.groupsEditCompany], group: [P.groupsEditGroup], backoffice: [P.backofficeGroupsEdit] },
};

/** Every key that admits an action in the portal (company and group scope) or the back office. */
export function groupActionKeys(
  action: GroupAction,
  environment: Viewer['environment'],
): readonly PermissionKey[] {
  const keys = GROUP_ACTION_KEYS[action];
  return environment === 'backoffice' ? keys.backoffice : [...keys.company, ...keys.group];
}

type GroupActor = {
  permissions: readonly string[];
  environment: Viewer['environment'];
  groupId: number | null;
};

/**
 * Which groups of the target company an action reaches: all of them (a company key in the
 * portal, the back-office key in the back office), the actor's group and those it manages (a group
 * key, for an actor with a group), or none.
 */
export type GroupScope =
  | { readonly kind: 'company' }
  | { readonly kind: 'group'; readonly groupId: number }
  | { readonly kind: 'none' };

export function groupScope(action: GroupAction, actor: GroupActor): GroupScope {
  const keys = GROUP_ACTION_KEYS[action];
  if (actor.environment === 'backoffice')
    return hasPermission(actor.permissions, keys.backoffice) ? { kind: 'company' } : { kind: 'none' };
  if (hasPermission(actor.permissions, keys.company)) return { kind: 'company' };
  if (actor.groupId !== null && hasPermission(actor.permissions, keys.group))
    return { kind: 'group', groupId: actor.groupId };
  return { kind: 'none' };
}

/** Whether a group of the target company falls inside a scope. */
export function inGroupScope(scope: GroupScope, group: GroupRef): boolean {
  if (scope.kind === 'company') return true;
  return scope.kind === 'group' && reachesGroup(scope.groupId, group);
}

/** Whether an actor may act on a group of the target company: the scope of the action holds it. */
export function canActOnGroup(action: GroupAction, actor: GroupActor, group: GroupRef): boolean {
  return inGroupScope(groupScope(action, actor), group);
}

/**
 * The groups the list shows and one group opens to: those the actor may view or edit (the form of
 * an editor reads the group too), so a listed group always opens and an unlisted one is not found.
 */
export function groupListScope(actor: GroupActor): GroupScope {
  const scopes = [groupScope('view', actor), groupScope('edit', actor)];
  return (
    scopes.find((scope) => scope.kind === 'company') ??
    scopes.find((scope) => scope.kind === 'group') ?? { kind: 'none' }
  );
}

/**
 * The group a creation makes, as the scope will see it: the company's (a company or back-office
 * key), managed by the creator's group (only the group key), or null when the actor may not create.
 */
export function newGroupRef(actor: GroupActor): GroupRef | null {
  const scope = groupScope('create', actor);
  if (scope.kind === 'company') return { id: null, managedByGroupId: null };
  return scope.kind === 'group' ? { id: null, managedByGroupId: scope.groupId } : null;
}

/**
 * (docs/decisions.md) Who may change a group's restrictions — its consumption limit,
 * access days and hours, IP list and status. Only a company-wide editor (an administrator) or staff
 * with the back-office key: a group-scoped editor (a Gerente) renames the groups in their scope and
 * invites their members, but may not lift a restriction that binds themselves — nor set one on a
 * group they create, which takes their own group's (the server copies them).
 */
export function mayChangeGroupRestrictions(actor: {
  permissions: readonly string[];
  environment: Viewer['environment'];
}): boolean {
  const keys = GROUP_ACTION_KEYS.edit;
  return hasPermission(
    actor.permissions,
    actor.environment === 'backoffice' ? keys.backoffice : keys.company,
  );
}

export type GroupAbilities = { view: boolean; create: boolean; edit: boolean; toggle: boolean };

/**
 * What the screens offer: cards open the view with a view key, the form with an edit key;
 * the 'Visualizar grupo' / 'Editar grupo' switch needs both; 'Novo grupo' needs the create key.
 */
export function groupAbilities(viewer: Pick<Viewer, 'permissions' | 'environment'>): GroupAbilities {
  const can = (action: GroupAction) =>
    hasPermission(viewer.permissions, groupActionKeys(action, viewer.environment));
  const view = can('view');
  const edit = can('edit');
  return { view, create: can('create'), edit, toggle: view && edit };
}

/** How a card opens: the switch's choice when both are allowed, else the one allowed, else not at all. */
export function groupOpenMode(abilities: GroupAbilities, preferred: 'view' | 'edit'): 'view' | 'edit' | null {
  if (abilities.toggle) return preferred;
  if (abilities.edit) return 'edit';
  return abilities.view ? 'view' : null;
}

export type DayHours = { day: number; active: boolean; startTime: string; endTime: string };

/**
 * The customer's defaults (AA 3 'select data': accessLimitation). Companies carry no access hours
 * of their own in this version (ours): every day is open and the whole day is allowed, so no day
 * is locked and the time pickers are bounded by 00:00 and 23:59.
 */
export const CUSTOMER_DEFAULT_ACCESS: readonly DayHours[] = WEEK_DAYS.map((day) => ({
  day: day.isoDay,
  active: true,
  startTime: '00:00',
  endTime: '23:59',
}));

/** The form's days (keys) from a per-day list (ISO numbers). */
export function weekDayKey(isoDay: number): WeekDayKey | null {
  return WEEK_DAYS.find((day) => day.isoDay === isoDay)?.key ?? null;
}

export function isWeekendDay(isoDay: number): boolean {
  return WEEK_DAYS.some((day) => day.isoDay === isoDay && day.weekend);
}

/** Exact decimal reais ('1234.5', '10') to cents, or null when the text is not a money amount. */
export function reaisToCents(text: string): number | null {
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Cents to the decimal text the API speaks ('1234.50'). */
export function centsToReais(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** The status a customer row shows in the back office: blocked for non-payment, trial days, or Ativo. */
export function customerStatusLabel(customer: {
  blockedForNonPayment: boolean;
  trialDaysRemaining: number | null;
  trialExpired: boolean;
}): { label: string; tone: 'error' | 'warning' | 'success' } {
  if (customer.blockedForNonPayment) return { label: groupMessages.customerBlocked, tone: 'error' };
  if (customer.trialExpired) return { label: groupMessages.customerTrialExpired, tone: 'error' };
  if (customer.trialDaysRemaining !== null)
    return { label: groupMessages.customerTrial(customer.trialDaysRemaining), tone: 'warning' };
  return { label: groupMessages.customerActive, tone: 'success' };
}

/** The customer page in the back office, as the ACESSAR CLIENTE link template names it. */
export const CUSTOMER_PAGE_TEMPLATE = '/clientes/{clientId}';
