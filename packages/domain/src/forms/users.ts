/** Field rules of editing and inviting users. */
import { isValidEmail } from '../contact';
import { EDIT_USER_EMAIL_MAX } from '../limits';
import { accountMessages, validationMessages } from '../messages';
import { isValidMobile } from '../phone';
import { birthdateProblem, compact, isBlank, isEmptyDate, maxLengthError, requiredId } from './shared';
import type { DateInput, Errors } from './shared';
import { validateProfileLandline, validateProfileName } from './own-profile';

/** Edit user: the mobile is optional there; when given, a valid mobile. */
function validateOptionalMobile(value: string): string | null {
  if (isBlank(value)) return null;
  return isValidMobile(value.trim()) ? null : accountMessages.mobileInvalid;
}

function validateUserEmail(value: string): string | null {
  const email = value.trim();
  if (email === '') return validationMessages.required;
  return (
    maxLengthError(email, EDIT_USER_EMAIL_MAX) ??
    (isValidEmail(email) ? null : validationMessages.invalidEmail)
  );
}

/**
 * 'Alterar usuário'. The CPF is shown but always disabled: nobody edits it
 * there, so it is not judged; with MFA the mobile belongs to the second factor's registration and
 * is read-only, so it is not judged either.
 */
export type EditUserForm = {
  name: string;
  email: string;
  groupId: number | null;
  profileId: number | null;
  mobile: string;
  phone: string;
  birthdate: DateInput;
};

export type EditUserContext = {
  /** With MFA the mobile belongs to the MFA registration and is not judged here. */
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
