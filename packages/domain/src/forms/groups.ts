/** Field rules of the group form. */
import { isValidIpOrRange } from '../ip-ranges';
import type { RangeErrors } from '../dates';
import { validateAccessHoursForm } from './access-hours';
import type { AccessHoursBounds, AccessHoursForm } from './access-hours';
import { GROUP_NAME_MAX } from '../limits';
import { accountMessages, validationMessages } from '../messages';
import { sanitizeText } from '../patterns';
import { collapseSpaces, compact, maxLengthError, requiredId } from './shared';
import type { Errors } from './shared';
import { validateEmailList } from './users';

const GROUP_NAME_CHARACTER = /[\p{L}\p{M}\p{N} -]/u;
const GROUP_NAME = /^[\p{L}\p{M}\p{N} -]+$/u;

/** While typing: anything but letters, digits, spaces and hyphens is dropped. */
export function sanitizeGroupNameInput(input: string): string {
  return sanitizeText(input, GROUP_NAME_CHARACTER);
}

export function validateGroupName(value: string): string | null {
  const name = collapseSpaces(value);
  if (name === '') return accountMessages.groupNameRequired;
  return (
    maxLengthError(name, GROUP_NAME_MAX) ?? (GROUP_NAME.test(name) ? null : validationMessages.invalidValue)
  );
}

export type ConsumptionLimitContext = {
  /** The customer's own limit (limitationCustomer); null when it has none. */
  customerLimit: number | null;
  /** allowGroupZeroConsumption: the group may be left empty or set to zero. */
  allowZero: boolean;
};

/** Reais, as the currency field gives them. */
export function validateConsumptionLimit(
  value: number | null,
  { customerLimit, allowZero }: ConsumptionLimitContext,
): string | null {
  if (value === null) return allowZero ? null : validationMessages.required;
  if (!Number.isFinite(value) || value < 0 || (value === 0 && !allowZero))
    return accountMessages.consumptionLimitInvalid;
  return customerLimit !== null && value > customerLimit ? accountMessages.consumptionLimitExceeded : null;
}

/**
 * Optional; each entry an IPv4 or IPv6 address or a CIDR range of either. The spec names
 * no error, only the hint 'É necessário inserir os IPs com sua respectiva pontuação.', which is
 * what a wrong entry needs.
 */
export function validateGroupIps(ips: readonly string[]): string | null {
  return ips.every((ip) => isValidIpOrRange(ip)) ? null : accountMessages.ipHint;
}

export type ProfileRow = {
  profileId: number | null;
  emails: readonly string[];
};

export type ProfileRowErrors = Errors<keyof ProfileRow>;

/** A row the user has not touched: no profile, no e-mail. It is skipped, never sent. */
export function isEmptyProfileRow(row: ProfileRow): boolean {
  return row.profileId === null && row.emails.length === 0;
}

/**
 * One record per row, in order. A started row needs a profile and valid e-mails; a profile
 * already chosen in an earlier row is 'O perfil de acesso não pode ser repetido.'.
 */
export function validateProfileRows(rows: readonly ProfileRow[]): ProfileRowErrors[] {
  return rows.map((row, index) => {
    if (isEmptyProfileRow(row)) return {};
    const repeated = rows
      .slice(0, index)
      .some((earlier) => row.profileId !== null && earlier.profileId === row.profileId);
    return compact({
      profileId: repeated ? accountMessages.profileRepeated : requiredId(row.profileId),
      emails: validateEmailList(row.emails),
    });
  });
}

/** 'Add more profiles' is off once every profile has a row. */
export function canAddProfileRow(rows: readonly ProfileRow[], profilesCount: number): boolean {
  return rows.length < profilesCount;
}

/** A row's remove button is off while the row is empty. */
export function canRemoveProfileRow(row: ProfileRow): boolean {
  return !isEmptyProfileRow(row);
}

export const EMPTY_PROFILE_ROW: ProfileRow = { profileId: null, emails: [] };

/** Adding a row locks the last chosen profile in the other rows (see lockedProfileIds). */
export function addProfileRow(rows: readonly ProfileRow[]): ProfileRow[] {
  return [...rows, EMPTY_PROFILE_ROW];
}

/** Removing a row releases its profile; the last remaining row is reset to empty. */
export function removeProfileRow(rows: readonly ProfileRow[], index: number): ProfileRow[] {
  if (rows.length <= 1) return [EMPTY_PROFILE_ROW];
  return rows.filter((_, i) => i !== index);
}

/**
 * The profiles row `index` may not choose: each row that was followed by an added one has
 * its profile locked in the other rows; the newest row's choice is still free, and the repeated
 * profile message catches a clash with it.
 */
export function lockedProfileIds(rows: readonly ProfileRow[], index: number): Set<number> {
  const locked = new Set<number>();
  rows.forEach((row, i) => {
    if (i !== index && i < rows.length - 1 && row.profileId !== null) locked.add(row.profileId);
  });
  return locked;
}

/** The rows worth sending: the started ones, with a profile (a valid form has one on each). */
export function filledProfileRows(rows: readonly ProfileRow[]): { profileId: number; emails: string[] }[] {
  return rows.flatMap((row) =>
    row.profileId === null || row.emails.length === 0
      ? []
      : [{ profileId: row.profileId, emails: [...row.emails] }],
  );
}

export type GroupForm = AccessHoursForm & {
  groupName: string;
  consumptionLimit: number | null;
  ips: readonly string[];
  /** Profile-and-e-mail rows: saving the group invites them into it (create and edit). */
  users: readonly ProfileRow[];
};

export type GroupFormContext = ConsumptionLimitContext & AccessHoursBounds;

export type GroupFormErrors = Errors<'groupName' | 'consumptionLimit' | 'ips' | 'days'> & {
  weekdayTime?: RangeErrors;
  weekendTime?: RangeErrors;
  /** Present only when some row has an error; then one record per row. */
  users?: ProfileRowErrors[];
};

export function validateGroupForm(form: GroupForm, context: GroupFormContext): GroupFormErrors {
  const errors: GroupFormErrors = compact({
    groupName: validateGroupName(form.groupName),
    consumptionLimit: validateConsumptionLimit(form.consumptionLimit, context),
    ips: validateGroupIps(form.ips),
  });
  const users = validateProfileRows(form.users);
  Object.assign(errors, validateAccessHoursForm(form, context));
  if (users.some((row) => Object.keys(row).length > 0)) errors.users = users;
  return errors;
}

/** The save button: on only when the whole form is valid. */
export function canSaveGroup(form: GroupForm, context: GroupFormContext): boolean {
  return Object.keys(validateGroupForm(form, context)).length === 0;
}
