/** Rules of user administration that both sides read. */
import { USER_STATUS_IDS, type MfaStatusKey } from './catalogue';
import { isAdministrator, type ProfileRef } from './permissions';

/** The server's MFA status values, as the users list sends them, keyed by the catalogue's keys. */
export const MFA_STATUS_BY_VALUE = {
  ATIVO: 'active',
  INATIVO: 'inactive',
  PENDENTE: 'pending',
  SUSPENSO: 'suspended',
} as const satisfies Record<string, MfaStatusKey>;
export type MfaStatusWire = keyof typeof MFA_STATUS_BY_VALUE;

/** Reset MFA and the security question only while the factor is Ativo or Suspenso. */
export function isMfaResettable(status: MfaStatusWire): boolean {
  return status === 'ATIVO' || status === 'SUSPENSO';
}

/**
 * 'Desbloquear' lifts only 'Bloqueado por segurança', whichever way it came (three wrong
 * verification codes, or a requested password change): the user is Ativo again.
 */
export function isUnblockable(statusId: number): boolean {
  return statusId === USER_STATUS_IDS.securityBlocked;
}

/** The edit switch only moves between Ativo and Inativo; other states are not edited. */
export function isUserEditable(statusId: number): boolean {
  return statusId === USER_STATUS_IDS.active || statusId === USER_STATUS_IDS.inactive;
}

/** An active administrator keeps the company manageable: the last one may not go. */
export function isActiveAdministrator(user: { statusId: number; profile: ProfileRef }): boolean {
  return user.statusId === USER_STATUS_IDS.active && isAdministrator(user.profile);
}

/**
 * A spoken answer compared the way a person would: case, accents and spacing do not count. The
 * server hashes this form, so staff may type 'sao paulo' for 'São  Paulo'.
 */
export function normaliseSecurityAnswer(answer: string): string {
  return answer
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase('pt-BR')
    .trim()
    .replace(/\s+/g, ' ');
}

/** The name an invited user carries until they edit their profile: the address's local part. */
export function invitedUserName(email: string): string {
  const local = email.split('@')[0] ?? email;
  return local.slice(0, 40);
}
