/**
 * Field rules of account administration (AA 4, 5, 9): the consolidated report's filters, the
 * own profile, custom access profiles, editing and inviting users, and the group form.
 *
 * Each rule answers the pt-BR message to show or null; a form answers a record holding only its
 * failing fields, so an empty record means "may be sent". Dates are calendar dates (a Date at
 * local midnight, or 'DD/MM/YYYY' / 'YYYY-MM-DD' text) and "today" is always derived from the
 * `now` passed in, on the São Paulo calendar (see dates.ts).
 */
import {
  addDays,
  differenceInCalendarDays,
  differenceInCalendarMonths,
  isValid,
  min as earliest,
  startOfMonth,
  subMonths,
  subYears,
} from 'date-fns';
import {
  PROFILE_WIZARD_EXCLUDED_BASE_PROFILE_IDS,
  WEEK_DAYS,
  isMandatoryFunctionality,
  isMandatoryPermission,
  wizardBaseProfileOptions,
} from './catalogue';
import type { WeekDayKey } from './catalogue';
import { isValidIp, isValidEmail } from './contact';
import { isValidCpf, onlyDigits } from './documents';
import {
  parseDate,
  todayInSaoPaulo,
  validateDateRange,
  validateSingleDate,
  validateTimeRange,
} from './dates';
import type { RangeErrors } from './dates';
import {
  BIRTHDATE_MAX_AGE_YEARS,
  BIRTHDATE_MIN_AGE_YEARS,
  DESCRIPTION_MAX,
  EDIT_USER_EMAIL_MAX,
  GROUP_NAME_MAX,
  NAME_MAX,
  REPORT_BACKOFFICE_MONTHS,
  REPORT_CUSTOMER_MIN_MONTHS_BACK,
  REPORT_RANGE_MAX_DAYS,
  REPORT_RANGE_MAX_MONTHS_BACK,
} from './limits';
import { accountMessages, dateMessages, validationMessages } from './messages';
import { sanitizeText } from './patterns';
import { isValidLandline, isValidMobile } from './phone';

// --- Shared pieces ---

/** A calendar date as a picker (Date) or a payload (text) holds it; empty means not filled. */
export type DateInput = Date | string | null | undefined;

type Errors<K extends string> = Partial<Record<K, string>>;

function compact<K extends string>(checks: Record<K, string | null>): Errors<K> {
  const errors: Errors<K> = {};
  for (const [key, message] of Object.entries<string | null>(checks)) {
    // Object.entries widens the keys of Record<K, ...> to string; they are still the K keys.
    if (message !== null) errors[key as K] = message;
  }
  return errors;
}

function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim() === '';
}

function isEmptyDate(value: DateInput): value is null | undefined | '' {
  return value == null || (typeof value === 'string' && value.trim() === '');
}

function trimmed(value: Date | string): Date | string {
  return typeof value === 'string' ? value.trim() : value;
}

function toCalendarDate(value: Date | string): Date | null {
  const date = trimmed(value);
  if (typeof date === 'string') return parseDate(date);
  return isValid(date) ? date : null;
}

/** Whitespace runs become one space and the ends are trimmed: the group name on blur (AA 5). */
export function collapseSpaces(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** The length rule shared by every text field here: 'Insira no maximo N caracteres.'. */
function maxLengthError(value: string, max: number): string | null {
  return value.length > max ? validationMessages.maxLength(max) : null;
}

// --- Consolidated report (AA 5, 9) ---

/**
 * The customer's month/year: not before the month 6 months back ('Data não permitida. Informe uma
 * data maior.') and not after the current month (the shared month/year message of PF 5).
 */
export function validateReportMonth(value: DateInput, now: Date): string | null {
  if (isEmptyDate(value)) return validationMessages.required;
  const date = toCalendarDate(value);
  if (date === null) return dateMessages.invalid;
  const min = subMonths(todayInSaoPaulo(now), REPORT_CUSTOMER_MIN_MONTHS_BACK);
  if (differenceInCalendarMonths(date, min) < 0) return accountMessages.reportDateNotAllowed;
  return validateSingleDate(date, { min, now });
}

/** The back office's month picker: the first day of the current and the 6 previous months, newest first. */
export function backofficeReportMonths(now: Date): Date[] {
  const thisMonth = startOfMonth(todayInSaoPaulo(now));
  return Array.from({ length: REPORT_BACKOFFICE_MONTHS }, (_, back) => subMonths(thisMonth, back));
}

export type BackofficeReportPeriod = {
  mode: 'month' | 'range';
  month?: DateInput;
  start?: DateInput;
  end?: DateInput;
  customerId?: number | null;
};

export type BackofficeReportErrors = Errors<'month' | 'start' | 'end' | 'customerId'>;

/**
 * The range: the start at most 6 months back, the end at most 31 days after the start and not
 * after today, the start not after the end. A start in the future always fails one of the last
 * two, so it needs no message of its own.
 */
function validateReportRange(start: DateInput, end: DateInput, now: Date): RangeErrors {
  if (isEmptyDate(start) || isEmptyDate(end)) {
    const errors: RangeErrors = {};
    if (isEmptyDate(start)) errors.start = validationMessages.required;
    if (isEmptyDate(end)) errors.end = validationMessages.required;
    return errors;
  }
  const today = todayInSaoPaulo(now);
  const startDate = toCalendarDate(start);
  const max = startDate === null ? today : earliest([addDays(startDate, REPORT_RANGE_MAX_DAYS), today]);
  const min = subMonths(today, REPORT_RANGE_MAX_MONTHS_BACK);
  return validateDateRange(trimmed(start), trimmed(end), { min, max, now });
}

export function validateBackofficeReportPeriod(
  period: BackofficeReportPeriod,
  now: Date,
): BackofficeReportErrors {
  const customerId = period.customerId == null ? accountMessages.reportCustomerRequired : null;
  if (period.mode === 'month') {
    return compact({ month: validateReportMonth(period.month, now), customerId });
  }
  const range = validateReportRange(period.start, period.end, now);
  return compact({ start: range.start ?? null, end: range.end ?? null, customerId });
}

// --- Own profile (AA 2.2, 5) ---

/** Letters (with their accents), spaces, apostrophes and hyphens: D'Ávila, Souza-Lima. */
const PERSON_NAME_CHARACTER = /[\p{L}\p{M} '’-]/u;
const PERSON_NAME = /^[\p{L}\p{M} '’-]+$/u;

/** The name field's filter while typing: drops any other character, collapses double spaces. */
export function sanitizePersonNameInput(input: string): string {
  return sanitizeText(input, PERSON_NAME_CHARACTER);
}

/**
 * The name as saved: spaces collapsed, each word capitalised and the rest lower-cased
 * ('maria  DA silva' -> 'Maria Da Silva'). Deliberately simple: particles (da, de, dos) are
 * capitalised too, and only spaces separate words ("d'ávila" -> "D'ávila").
 */
export function normalizePersonName(value: string): string {
  return collapseSpaces(value)
    .split(' ')
    .map((word) => word.charAt(0).toLocaleUpperCase('pt-BR') + word.slice(1).toLocaleLowerCase('pt-BR'))
    .join(' ');
}

/** Required, at most 40 characters once spaces are collapsed, letters only (see the filter). */
export function validateProfileName(value: string): string | null {
  const name = collapseSpaces(value);
  if (name === '') return accountMessages.nameRequired;
  return maxLengthError(name, NAME_MAX) ?? (PERSON_NAME.test(name) ? null : validationMessages.invalidValue);
}

type BirthdateProblem = 'invalid' | 'outOfRange' | null;

/** Born between 100 and 10 years before today, both days included. */
function birthdateProblem(value: Date | string, now: Date): BirthdateProblem {
  const date = toCalendarDate(value);
  if (date === null) return 'invalid';
  const today = todayInSaoPaulo(now);
  const oldest = subYears(today, BIRTHDATE_MAX_AGE_YEARS);
  const youngest = subYears(today, BIRTHDATE_MIN_AGE_YEARS);
  const inRange =
    differenceInCalendarDays(date, oldest) >= 0 && differenceInCalendarDays(date, youngest) <= 0;
  return inRange ? null : 'outOfRange';
}

/** Optional (the payload sends null); 'Informe uma data válida.' or 'Data de nascimento não permitida.'. */
export function validateBirthdate(value: DateInput, now: Date): string | null {
  if (isEmptyDate(value)) return null;
  const problem = birthdateProblem(value, now);
  if (problem === 'invalid') return validationMessages.invalidDate;
  return problem === 'outOfRange' ? accountMessages.birthdateNotAllowed : null;
}

export type ProfileMobileContext = {
  /** With MFA the mobile is read-only here: it changes only when MFA is (re)registered. */
  companyHasMfa: boolean;
};

/** Without MFA the mobile is required and must be a valid mobile; with MFA it is not judged. */
export function validateProfileMobile(value: string, { companyHasMfa }: ProfileMobileContext): string | null {
  if (companyHasMfa) return null;
  return isValidMobile(value.trim()) ? null : accountMessages.mobileInvalid;
}

/** Edit user (AA 5): the mobile is optional there; when given, a valid mobile. */
function validateOptionalMobile(value: string): string | null {
  if (isBlank(value)) return null;
  return isValidMobile(value.trim()) ? null : accountMessages.mobileInvalid;
}

/** Optional; when given, a valid landline. */
export function validateProfileLandline(value: string): string | null {
  if (isBlank(value)) return null;
  return isValidLandline(value.trim()) ? null : accountMessages.landlineInvalid;
}

export type OwnProfileForm = {
  name: string;
  birthdate: DateInput;
  mobile: string;
  phone: string;
};

export function validateOwnProfile(
  form: OwnProfileForm,
  context: ProfileMobileContext & { now: Date },
): Errors<keyof OwnProfileForm> {
  return compact({
    name: validateProfileName(form.name),
    birthdate: validateBirthdate(form.birthdate, context.now),
    mobile: validateProfileMobile(form.mobile, context),
    phone: validateProfileLandline(form.phone),
  });
}

// --- Custom access profiles (AA 2.3, 4, 5) ---

/** The wizard creates; the permissions dialog edits an existing profile's name and description. */
export type ProfileFormMode = 'create' | 'edit';

const PROFILE_NAME_CHARACTERS: Record<ProfileFormMode, RegExp> = {
  create: /^[\p{L}\p{M}\p{N} -]+$/u,
  edit: /^[\p{L}\p{M} ]+$/u,
};

/** Required, at most 40; alphanumerics, spaces and hyphens on create, letters and spaces on edit. */
export function validateCustomProfileName(value: string, mode: ProfileFormMode): string | null {
  const name = value.trim();
  if (name === '') return validationMessages.required;
  const tooLong = maxLengthError(name, NAME_MAX);
  if (tooLong) return tooLong;
  return PROFILE_NAME_CHARACTERS[mode].test(name) ? null : validationMessages.invalidValue;
}

/** At most 255; optional on create, required on edit. */
export function validateCustomProfileDescription(value: string, mode: ProfileFormMode): string | null {
  const description = value.trim();
  if (description === '') return mode === 'edit' ? validationMessages.required : null;
  return maxLengthError(description, DESCRIPTION_MAX);
}

function isExcludedBase(id: number): boolean {
  return PROFILE_WIZARD_EXCLUDED_BASE_PROFILE_IDS.some((excluded) => excluded === id);
}

/** The base profiles the wizard offers, from whatever list the server sent: id 2 is never one. */
export function customProfileBaseOptions<T extends { id: number }>(profiles: readonly T[]): T[] {
  return profiles.filter((profile) => !isExcludedBase(profile.id));
}

/** Required, and one of the wizard's options (Administrador, Operador, Gerente). */
export function validateCustomProfileBase(baseProfileId: number | null): string | null {
  if (baseProfileId === null) return validationMessages.required;
  const offered = wizardBaseProfileOptions().some((profile) => profile.id === baseProfileId);
  return offered ? null : validationMessages.invalidValue;
}

/** Switching a functionality off: refused for the mandatory ones (vehicles' aggregates, 63). */
export function validateFunctionalityToggle(
  productId: number,
  functionalityId: number,
  active: boolean,
): string | null {
  return !active && isMandatoryFunctionality(productId, functionalityId)
    ? accountMessages.mandatoryFunctionality
    : null;
}

/** Switching a permission off: refused for the mandatory ones (vehicles' aggregates, 146). */
export function validatePermissionToggle(
  productId: number,
  permissionId: number,
  active: boolean,
): string | null {
  return !active && isMandatoryPermission(productId, permissionId)
    ? accountMessages.mandatoryPermission
    : null;
}

export type ProfileProductSelection = {
  id: number;
  functionalities: readonly { id: number; active: boolean }[];
};

/** A profile create or save payload: no chosen product may leave a mandatory functionality off. */
export function validateProfileProducts(products: readonly ProfileProductSelection[]): string | null {
  const offending = products.some((product) =>
    product.functionalities.some(
      (item) => validateFunctionalityToggle(product.id, item.id, item.active) !== null,
    ),
  );
  return offending ? accountMessages.mandatoryFunctionality : null;
}

export type ProfileWizardDraft = {
  name: string;
  baseProfileId: number | null;
  products: readonly ProfileProductSelection[];
};

/**
 * The wizard's next button (AA 4): step 0 needs a valid name and base profile; from step 1 at
 * least one product; from step 2 an active functionality in every chosen product.
 */
export function canAdvanceProfileWizard(step: number, draft: ProfileWizardDraft): boolean {
  if (validateCustomProfileName(draft.name, 'create') || validateCustomProfileBase(draft.baseProfileId))
    return false;
  if (step >= 1 && draft.products.length === 0) return false;
  if (step >= 2 && !draft.products.every((product) => product.functionalities.some((item) => item.active))) {
    return false;
  }
  return step < 3 || validateProfileProducts(draft.products) === null;
}

// --- Users (AA 2.4, 5) ---

function validateCpfField(value: string): string | null {
  const cpf = value.trim();
  if (cpf === '') return validationMessages.required;
  if (isValidCpf(cpf)) return null;
  // A CPF typed with fewer than 11 digits is unfinished rather than wrong.
  const incomplete = /^[\d.-]+$/.test(cpf) && onlyDigits(cpf).length < 11;
  return incomplete ? validationMessages.incompleteCpf : validationMessages.invalidCpf;
}

function validateUserEmail(value: string): string | null {
  const email = value.trim();
  if (email === '') return validationMessages.required;
  return (
    maxLengthError(email, EDIT_USER_EMAIL_MAX) ??
    (isValidEmail(email) ? null : validationMessages.invalidEmail)
  );
}

function requiredId(id: number | null | undefined): string | null {
  return id == null ? validationMessages.required : null;
}

export type EditUserForm = {
  name: string;
  email: string;
  cpf: string;
  groupId: number | null;
  profileId: number | null;
  mobile: string;
  phone: string;
  birthdate: DateInput;
};

export type EditUserContext = {
  /** With MFA the CPF and the mobile belong to the MFA registration and are not judged here. */
  companyHasMfa: boolean;
  now: Date;
};

/** 'Data de nascimento inválida.' for a non-date; out of the 10-100 years window, not allowed. */
function validateUserBirthdate(value: DateInput, now: Date): string | null {
  if (isEmptyDate(value)) return null;
  const problem = birthdateProblem(value, now);
  if (problem === 'invalid') return accountMessages.birthdateInvalid;
  return problem === 'outOfRange' ? accountMessages.birthdateNotAllowed : null;
}

export function validateEditUser(
  form: EditUserForm,
  { companyHasMfa, now }: EditUserContext,
): Errors<keyof EditUserForm> {
  return compact({
    name: validateProfileName(form.name),
    email: validateUserEmail(form.email),
    cpf: companyHasMfa ? null : validateCpfField(form.cpf),
    groupId: requiredId(form.groupId),
    profileId: requiredId(form.profileId),
    mobile: companyHasMfa ? null : validateOptionalMobile(form.mobile),
    phone: validateProfileLandline(form.phone),
    birthdate: validateUserBirthdate(form.birthdate, now),
  });
}

/** At least one address, and every address valid. */
export function validateEmailList(emails: readonly string[]): string | null {
  if (emails.length === 0) return validationMessages.required;
  return emails.every((email) => isValidEmail(email.trim())) ? null : validationMessages.invalidEmail;
}

export type AddUsersForm = {
  emails: readonly string[];
  /** Given by the context when the group field is hidden, but always required. */
  groupId: number | null;
  profileId: number | null;
};

export function validateAddUsers(form: AddUsersForm): Errors<keyof AddUsersForm> {
  return compact({
    emails: validateEmailList(form.emails),
    groupId: requiredId(form.groupId),
    profileId: requiredId(form.profileId),
  });
}

// --- Groups (AA 2.5, 4, 5, 9) ---

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
 * Optional; each entry an IPv4 or IPv6 address. The spec names no error, only the hint
 * 'É necessário inserir os IPs com sua respectiva pontuação.', which is what a wrong entry needs.
 */
export function validateGroupIps(ips: readonly string[]): string | null {
  return ips.every((ip) => isValidIp(ip.trim())) ? null : accountMessages.ipHint;
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

export type AccessDay = {
  day: WeekDayKey;
  active: boolean;
};

function isWeekend(day: WeekDayKey): boolean {
  return WEEK_DAYS.some((weekDay) => weekDay.key === day && weekDay.weekend);
}

/**
 * At least one day stays active, and no day the customer's defaults leave inactive (those are
 * locked in the form).
 */
export function validateAccessDays(
  days: readonly AccessDay[],
  customerDays?: readonly AccessDay[],
): string | null {
  if (!days.some((day) => day.active)) return validationMessages.required;
  if (customerDays === undefined) return null;
  const allowed = new Set(customerDays.filter((day) => day.active).map((day) => day.day));
  return days.every((day) => !day.active || allowed.has(day.day)) ? null : validationMessages.invalidValue;
}

export type TimeBounds = {
  /** 'HH:mm', from the customer's defaults. */
  min?: string;
  max?: string;
};

/** A group's access hours: valid 'HH:mm' times within the customer's bounds, start before end. */
export function validateGroupTimeRange(start: string, end: string, bounds: TimeBounds = {}): RangeErrors {
  return validateTimeRange(start, end, { forbidEqual: true, ...bounds });
}

export type GroupForm = {
  groupName: string;
  consumptionLimit: number | null;
  ips: readonly string[];
  days: readonly AccessDay[];
  accessStartTime: string;
  accessEndTime: string;
  accessStartTimeWeekends: string;
  accessEndTimeWeekends: string;
  /** Profile-and-e-mail rows; empty when editing, where users are managed in their own table. */
  users: readonly ProfileRow[];
};

export type GroupFormContext = ConsumptionLimitContext & {
  customerDays?: readonly AccessDay[];
  weekdayBounds?: TimeBounds;
  weekendBounds?: TimeBounds;
};

export type GroupFormErrors = Errors<'groupName' | 'consumptionLimit' | 'ips' | 'days'> & {
  weekdayTime?: RangeErrors;
  weekendTime?: RangeErrors;
  /** Present only when some row has an error; then one record per row. */
  users?: ProfileRowErrors[];
};

/** The weekday or weekend hours, judged only when one of those days is active (AA 4). */
function timeRangeErrors(
  days: readonly AccessDay[],
  weekend: boolean,
  start: string,
  end: string,
  bounds?: TimeBounds,
): RangeErrors | null {
  if (!days.some((day) => day.active && isWeekend(day.day) === weekend)) return null;
  const errors = validateGroupTimeRange(start, end, bounds);
  return Object.keys(errors).length > 0 ? errors : null;
}

export function validateGroupForm(form: GroupForm, context: GroupFormContext): GroupFormErrors {
  const errors: GroupFormErrors = compact({
    groupName: validateGroupName(form.groupName),
    consumptionLimit: validateConsumptionLimit(form.consumptionLimit, context),
    ips: validateGroupIps(form.ips),
    days: validateAccessDays(form.days, context.customerDays),
  });
  const weekdayTime = timeRangeErrors(
    form.days,
    false,
    form.accessStartTime,
    form.accessEndTime,
    context.weekdayBounds,
  );
  const weekendTime = timeRangeErrors(
    form.days,
    true,
    form.accessStartTimeWeekends,
    form.accessEndTimeWeekends,
    context.weekendBounds,
  );
  const users = validateProfileRows(form.users);
  if (weekdayTime) errors.weekdayTime = weekdayTime;
  if (weekendTime) errors.weekendTime = weekendTime;
  if (users.some((row) => Object.keys(row).length > 0)) errors.users = users;
  return errors;
}

/** The save button (AA 5): on only when the whole form is valid. */
export function canSaveGroup(form: GroupForm, context: GroupFormContext): boolean {
  return Object.keys(validateGroupForm(form, context)).length === 0;
}
