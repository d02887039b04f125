/**
 * Groups: who may list, open, create and edit them, in each environment,
 * and the customer's defaults a group is bounded by. The server and the web read the same rules: a
 * GRUPO-scope key reaches only the actor's own group (the server filters the list and answers 404
 * for any other), EMPRESA-scope keys the whole company, BACKOFFICE keys any customer's groups.
 */
import { WEEK_DAYS, type WeekDayKey } from './catalogue';
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
  // Creating makes a new group, which is nobody's own group: only the company-wide key creates.
  create: { company: [P.groupsCreateCompany], group: [], backoffice: [P.backofficeGroupsCreate] },
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

/**
 * Whether an actor may act on a group: a company key reaches every group of the company, a group
 * key only the actor's own group, a back-office key any group of the customer of the path.
 */
export function canActOnGroup(
  action: GroupAction,
  actor: { permissions: readonly string[]; environment: Viewer['environment']; groupId: number | null },
  groupId: number,
): boolean {
  const keys = GROUP_ACTION_KEYS[action];
  if (actor.environment === 'backoffice') return hasPermission(actor.permissions, keys.backoffice);
  if (hasPermission(actor.permissions, keys.company)) return true;
  return hasPermission(actor.permissions, keys.group) && actor.groupId !== null && actor.groupId === groupId;
}

/**
 * (docs/decisions.md) Who may change a group's restrictions — its consumption limit,
 * access days and hours, IP list and status. Only a company-wide editor (an administrator) or staff
 * with the back-office key: a group-scoped editor (a Gerente) edits their own group's name and
 * invites its members, but may not lift a restriction that binds themselves.
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

/** Whether the list is narrowed to the actor's own group (a group-scope viewer in the portal). */
export function groupListScope(actor: {
  permissions: readonly string[];
  environment: Viewer['environment'];
}): 'all' | 'own' {
  if (actor.environment === 'backoffice') return 'all';
  return hasPermission(actor.permissions, GROUP_ACTION_KEYS.view.company) ? 'all' : 'own';
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
