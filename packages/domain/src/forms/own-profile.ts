/** Field rules of the own profile. */
import { NAME_MAX } from '../limits';
import { accountMessages, validationMessages } from '../messages';
import { sanitizeText } from '../patterns';
import { isValidLandline, isValidMobile } from '../phone';
import { birthdateProblem, collapseSpaces, compact, isBlank, isEmptyDate, maxLengthError } from './shared';
import type { DateInput, Errors } from './shared';

/**
 * Letters (with their accents), spaces, apostrophes (' and ’) and hyphens: D'Ávila, Souza-Lima.
 * ’ is written \u2019: one character above U+00FF in a file makes V8 keep the API's whole bundled
 * chunk at two bytes per character (apps/api/build.mjs).
 */
const PERSON_NAME_CHARACTER = /[\p{L}\p{M} '\u2019-]/u;
const PERSON_NAME = /^[\p{L}\p{M} '\u2019-]+$/u;

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
