import { describe, expect, it } from 'vitest';
import { BASE_PROFILE_IDS, USER_STATUS_IDS } from './catalogue';
import {
  baseProfilePermissions,
  canActOnUser,
  inUserScope,
  userScope,
  type UserAction,
  type UserActor,
} from './permissions';
import {
  invitedUserName,
  isActiveAdministrator,
  isMfaResettable,
  isUnblockable,
  isUserEditable,
  normaliseSecurityAnswer,
} from './users';

const profile = (id: number) => ({ id, isCustomProfile: false, baseProfileId: null });
const actor = (profileId: number, environment: 'portal' | 'backoffice' = 'portal'): UserActor => ({
  userId: 1,
  companyId: 10,
  groupId: 100,
  profile: profile(profileId),
  permissions: baseProfilePermissions(profileId),
  environment,
});

describe('userScope: one predicate for the list and the actions', () => {
  it.each([
    [BASE_PROFILE_IDS.administrator, 'portal', 'company'],
    [BASE_PROFILE_IDS.manager, 'portal', 'groupOperators'],
    [BASE_PROFILE_IDS.operator, 'portal', 'none'],
    [BASE_PROFILE_IDS.financial, 'portal', 'none'],
    [BASE_PROFILE_IDS.backofficeAdministrative, 'backoffice', 'company'],
  ] as const)('profile %i in %s reaches %s', (id, environment, kind) => {
    expect(userScope(actor(id, environment), 'view').kind).toBe(kind);
  });

  it('agrees with canActOnUser for every target and action', () => {
    const targets = [
      {
        userId: 2,
        companyId: 10,
        groupId: 100,
        groupManagedBy: null,
        profile: profile(BASE_PROFILE_IDS.operator),
      },
      {
        userId: 3,
        companyId: 10,
        groupId: 200,
        groupManagedBy: null,
        profile: profile(BASE_PROFILE_IDS.operator),
      },
      {
        userId: 4,
        companyId: 10,
        groupId: 100,
        groupManagedBy: null,
        profile: profile(BASE_PROFILE_IDS.administrator),
      },
      {
        userId: 5,
        companyId: 10,
        groupId: 100,
        groupManagedBy: null,
        profile: { id: 50, isCustomProfile: true, baseProfileId: BASE_PROFILE_IDS.operator },
      },
    ];
    const actions: UserAction[] = [
      'view',
      'edit',
      'delete',
      'resendLink',
      'requestPasswordChange',
      'unblock',
    ];
    for (const id of [1, 2, 3, 4]) {
      for (const action of actions) {
        for (const target of targets) {
          const who = actor(id);
          expect(canActOnUser(who, target, action)).toBe(inUserScope(userScope(who, action), target));
        }
      }
    }
    const manager = actor(BASE_PROFILE_IDS.manager);
    expect(targets.map((t) => canActOnUser(manager, t, 'edit'))).toEqual([true, false, false, true]);
  });

  it('lets the administrator and support unblock, never a manager or an operator', () => {
    const target = {
      userId: 2,
      companyId: 10,
      groupId: 100,
      groupManagedBy: null,
      profile: profile(BASE_PROFILE_IDS.operator),
    };
    expect(canActOnUser(actor(BASE_PROFILE_IDS.administrator), target, 'unblock')).toBe(true);
    expect(canActOnUser(actor(BASE_PROFILE_IDS.attendance, 'backoffice'), target, 'unblock')).toBe(true);
    expect(canActOnUser(actor(BASE_PROFILE_IDS.manager), target, 'unblock')).toBe(false);
    expect(canActOnUser(actor(BASE_PROFILE_IDS.operator), target, 'unblock')).toBe(false);
  });
});

describe('user rules', () => {
  it('edits only Ativo or Inativo; resets MFA only when Ativo or Suspenso', () => {
    expect([1, 2, 3, 4].map(isUserEditable)).toEqual([true, true, false, false]);
    expect((['ATIVO', 'INATIVO', 'PENDENTE', 'SUSPENSO'] as const).map(isMfaResettable)).toEqual([
      true,
      false,
      false,
      true,
    ]);
  });

  it('unblocks only Bloqueado por segurança', () => {
    expect([1, 2, 3, 4].map(isUnblockable)).toEqual([false, false, false, true]);
  });

  it('knows an active administrator', () => {
    expect(isActiveAdministrator({ statusId: USER_STATUS_IDS.active, profile: profile(1) })).toBe(true);
    expect(isActiveAdministrator({ statusId: USER_STATUS_IDS.inactive, profile: profile(1) })).toBe(false);
    expect(
      isActiveAdministrator({
        statusId: USER_STATUS_IDS.active,
        profile: { id: 40, isCustomProfile: true, baseProfileId: 1 },
      }),
    ).toBe(true);
  });

  it('compares security answers without case, accents or extra spaces', () => {
    expect(normaliseSecurityAnswer('  São   PAULO ')).toBe('sao paulo');
    expect(invitedUserName('maria.silva@empresa.example')).toBe('maria.silva');
  });
});
