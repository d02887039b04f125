/**
 * Password forms. PF 5: the public set/change screens ('Cadastrar Senha', 'Alteração de senha'),
 * a new password and its confirmation. AA 5: the own-profile change dialog ('Troca de senha'),
 * which also asks for the current password and words its messages differently.
 */
import { ownPasswordMessages, passwordMessages } from './messages';
import { isPasswordValid } from './password';
import type { PasswordContext } from './password';

/** Not trimmed: spaces are characters of a password like any other. */
function isBlank(value: string): boolean {
  return value === '';
}

export function validateNewPassword(password: string, context: PasswordContext = {}): string | null {
  if (isBlank(password)) return passwordMessages.required;
  return isPasswordValid(password, context) ? null : passwordMessages.policyFailed;
}

export function validateConfirmPassword(password: string, confirm: string): string | null {
  if (isBlank(confirm)) return passwordMessages.confirmRequired;
  return confirm === password ? null : passwordMessages.doNotMatch;
}

export type OwnPasswordChange = {
  current: string;
  next: string;
  confirm: string;
};

export type OwnPasswordChangeErrors = Partial<Record<keyof OwnPasswordChange, string>>;

function validateCurrent(current: string): string | null {
  return isBlank(current) ? ownPasswordMessages.currentRequired : null;
}

function validateNext({ current, next }: OwnPasswordChange, context: PasswordContext): string | null {
  if (isBlank(next)) return ownPasswordMessages.newRequired;
  if (!isPasswordValid(next, context)) return ownPasswordMessages.requirementsNotMet;
  return next === current ? ownPasswordMessages.mustDiffer : null;
}

/** The policy is checked on the confirmation too, before it is compared with the new one. */
function validateConfirm({ next, confirm }: OwnPasswordChange, context: PasswordContext): string | null {
  if (isBlank(confirm)) return ownPasswordMessages.confirmRequired;
  if (!isPasswordValid(confirm, context)) return ownPasswordMessages.requirementsNotMet;
  return confirm === next ? null : ownPasswordMessages.doNotMatch;
}

/** One message per failing field; an empty record means the change may be sent. */
export function validateOwnPasswordChange(
  change: OwnPasswordChange,
  context: PasswordContext = {},
): OwnPasswordChangeErrors {
  const errors: OwnPasswordChangeErrors = {};
  const current = validateCurrent(change.current);
  const next = validateNext(change, context);
  const confirm = validateConfirm(change, context);
  if (current) errors.current = current;
  if (next) errors.next = next;
  if (confirm) errors.confirm = confirm;
  return errors;
}
