/**
 * The login form's field rules. Errors clear on focus in the web form; here each rule
 * answers the message to show or null.
 */
import { isValidEmail } from './contact';
import { LOGIN_FIELD_MAX, PASSWORD_MIN } from './limits';
import { loginMessages, validationMessages } from './messages';

export function validateLoginEmail(value: string): string | null {
  const email = value.trim();
  if (email === '') return loginMessages.emailRequired;
  if (email.length > LOGIN_FIELD_MAX) return validationMessages.maxLength(LOGIN_FIELD_MAX);
  return isValidEmail(email) ? null : loginMessages.emailInvalid;
}

/**
 * Only a length is asked at login: the full policy is for new passwords. Not trimmed, because
 * spaces are characters of a password like any other.
 */
export function validateLoginPassword(value: string): string | null {
  if (value === '') return loginMessages.passwordRequired;
  if (value.length < PASSWORD_MIN) return loginMessages.passwordMinLength;
  if (value.length > LOGIN_FIELD_MAX) return validationMessages.maxLength(LOGIN_FIELD_MAX);
  return null;
}
