import { describe, expect, it } from 'vitest';
import { BASE_PROFILE_IDS, USER_STATUS_IDS } from '@painel/domain';
import { removesLastAdministrator } from './last-administrator';

const base = (id: number) => ({ id, isCustomProfile: false, baseProfileId: null });
const admin = { statusId: USER_STATUS_IDS.active, profile: base(BASE_PROFILE_IDS.administrator) };
const operator = { statusId: USER_STATUS_IDS.active, profile: base(BASE_PROFILE_IDS.operator) };
const inactiveAdmin = { statusId: USER_STATUS_IDS.inactive, profile: base(BASE_PROFILE_IDS.administrator) };

describe('removing the last active administrator, decided on the row read under the lock', () => {
  it('refuses demoting, deactivating or deleting the only one', () => {
    expect(removesLastAdministrator(admin, operator, 1)).toBe(true);
    expect(removesLastAdministrator(admin, inactiveAdmin, 1)).toBe(true);
    expect(removesLastAdministrator(admin, null, 1)).toBe(true);
  });
  it('allows it while another remains, and any change to someone who is not one now', () => {
    expect(removesLastAdministrator(admin, operator, 2)).toBe(false);
    // The stale read said "operator"; the fresh row says administrator: the fresh row decides.
    expect(removesLastAdministrator(operator, operator, 1)).toBe(false);
    expect(removesLastAdministrator(admin, admin, 1)).toBe(false);
    expect(removesLastAdministrator(inactiveAdmin, operator, 0)).toBe(false);
  });
});
