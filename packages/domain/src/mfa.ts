/**
 * Second-factor rules (PF 3 'MFA session object', PF 4 'Code verification';
 * AA 6 'Reset MFA'): the limits, the masked phone shown as the challenge's subject, the attempts
 * left, and who may reset whose MFA. Pure: the API enforces them, the web only reads them.
 */
import { onlyDigits } from './documents';
import { isValidMobile } from './phone';
import {
  PERMISSIONS,
  hasPermission,
  isAdministrator,
  isAttendance,
  isBackofficeAdministrative,
  isProviderCompany,
  isSquad,
  type ProfileRef,
} from './permissions';

export const MFA_TYPES = ['SMS', 'TOTP'] as const;
export type MfaType = (typeof MFA_TYPES)[number];

export const MFA_STATUS_VALUES = ['ATIVO', 'INATIVO', 'PENDENTE', 'SUSPENSO'] as const;
export type MfaStatusValue = (typeof MFA_STATUS_VALUES)[number];

/** Wrong codes in a row that block the account ('use three in every text'). */
export const MFA_MAX_ATTEMPTS = 3;
/** A login challenge, an SMS code and an enrolment live this long ('valid up to 10 min'). */
export const MFA_CODE_TTL_S = 600;
/**
 * How long a session's fresh proof (password and current factor's code) allows it to
 * replace or reset its own factor: long enough to enrol the new one, short enough that a session
 * left open is not a standing permission.
 */
export const MFA_REAUTHENTICATION_TTL_S = 600;

/**
 * The subject of an SMS challenge: the mobile with all but its area code and last four digits
 * hidden, '(11) *****-4321'. Null when the stored number is not a valid mobile.
 */
export function maskMfaPhone(mobile: string): string | null {
  if (!isValidMobile(mobile)) return null;
  const digits = onlyDigits(mobile);
  return `(${digits.slice(0, 2)}) *****-${digits.slice(7)}`;
}

/** Attempts left after this many wrong codes in a row; zero means blocked. */
export function mfaAttemptsLeft(failures: number): number {
  if (!Number.isFinite(failures) || failures <= 0) return MFA_MAX_ATTEMPTS;
  return Math.max(0, MFA_MAX_ATTEMPTS - Math.floor(failures));
}

export interface MfaResetActor {
  readonly userId: number;
  readonly companyId: number;
  readonly profile: ProfileRef;
  readonly permissions: readonly string[];
}

export interface MfaResetTarget {
  readonly userId: number;
  readonly companyId: number;
}

/** 'notFound' is also the answer for another company's user, so ids reveal nothing. */
export type MfaResetDecision = 'allowed' | 'forbidden' | 'notFound';

/**
 * PUT /mfa/users/{id}/reset. Anyone may reset their own MFA. Provider staff (company 1) reset a
 * customer's with the back-office key and a staff role (administrative, squad, customer service),
 * never another staff member's. A customer resets only within their company, and only as an
 * administrator (a custom profile is judged by its base).
 */
export function mfaResetDecision(actor: MfaResetActor, target: MfaResetTarget): MfaResetDecision {
  if (actor.userId === target.userId && actor.companyId === target.companyId) return 'allowed';
  if (isProviderCompany(actor.companyId)) {
    if (isProviderCompany(target.companyId)) return 'forbidden';
    const staffRole =
      isBackofficeAdministrative(actor.profile) || isSquad(actor.profile) || isAttendance(actor.profile);
    return staffRole && hasPermission(actor.permissions, PERMISSIONS.backofficeUsersMfaReset)
      ? 'allowed'
      : 'forbidden';
  }
  if (actor.companyId !== target.companyId) return 'notFound';
  return isAdministrator(actor.profile) ? 'allowed' : 'forbidden';
}
