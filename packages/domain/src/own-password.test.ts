import { describe, expect, it } from 'vitest';
import { BASE_PROFILE_PERMISSIONS, PERMISSIONS, parsePermission } from './permissions';
import { REVERSE_PERMISSIONS, canChangeOwnPassword } from './own-password';

describe('canChangeOwnPassword', () => {
  it.each([
    [[], true],
    [[PERMISSIONS.editOwnProfile], true],
    [['ADMINISTRATIVO:PERFIL:SENHA:NAOALTERAR:EMPRESA'], true],
    [[REVERSE_PERMISSIONS.ownPasswordChangeDenied], false],
    [[PERMISSIONS.editOwnProfile, REVERSE_PERMISSIONS.ownPasswordChangeDenied], false],
  ] as const)('permissions %j -> %s', (permissions, expected) => {
    expect(canChangeOwnPassword(permissions)).toBe(expected);
  });

  it('is a well-formed key that no base profile holds', () => {
    expect(parsePermission(REVERSE_PERMISSIONS.ownPasswordChangeDenied)).not.toBeNull();
    for (const keys of Object.values(BASE_PROFILE_PERMISSIONS)) {
      expect(canChangeOwnPassword(keys)).toBe(true);
    }
  });
});
