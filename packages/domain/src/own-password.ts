/**
 * The reverse permission of AA 2.2: ALTERAR SENHA on the own profile is hidden, and the server
 * refuses the change, when the user holds the key that denies changing one's own password. It is
 * a denial, so it lives apart from PERMISSIONS (whose keys grant, and which an Administrador holds
 * in full): no base profile carries it; a profile gets it only by being given this key.
 */
import { hasPermission } from './permissions';

/** Name ours: AA 2.2 says only "the reverse of the change-own-password permission". */
export const REVERSE_PERMISSIONS = {
  ownPasswordChangeDenied: 'ADMINISTRATIVO:PERFIL:SENHA:NAOALTERAR:USUARIO',
} as const;

/** True unless the user's permissions deny changing their own password. */
export function canChangeOwnPassword(permissions: readonly string[]): boolean {
  return !hasPermission(permissions, REVERSE_PERMISSIONS.ownPasswordChangeDenied);
}
