/**
 * The password-recovery request form: a document and the e-mail of the account.
 * The internal-staff variant asks for a CPF only.
 */
import { isValidCnpj, isValidCpf } from './documents';
import { validateLoginEmail } from './login-form';
import { RECOVERY_FIELD_MAX } from './limits';
import { passwordMessages, validationMessages } from './messages';

export type RecoveryDocumentOptions = {
  /** The internal-staff variant: the label reads 'CPF' and a CNPJ is refused. */
  cpfOnly: boolean;
};

/** A CNPJ or a CPF, bare or fully masked; only a CPF when `cpfOnly`. */
export function validateRecoveryDocument(value: string, { cpfOnly }: RecoveryDocumentOptions): string | null {
  const document = value.trim();
  if (document === '') {
    return cpfOnly ? passwordMessages.recoveryCpfRequired : passwordMessages.recoveryDocumentRequired;
  }
  if (document.length > RECOVERY_FIELD_MAX) {
    return validationMessages.maxLength(RECOVERY_FIELD_MAX);
  }
  const valid = isValidCpf(document) || (!cpfOnly && isValidCnpj(document));
  return valid ? null : passwordMessages.recoveryDocumentInvalid;
}

/** PF 5 gives the recovery e-mail the login e-mail's messages and limit, so it is that rule. */
export function validateRecoveryEmail(value: string): string | null {
  return validateLoginEmail(value);
}
