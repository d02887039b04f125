import { describe, expect, it } from 'vitest';
import { BASE_PROFILE_IDS } from './catalogue';
import { MFA_MAX_ATTEMPTS, maskMfaPhone, mfaAttemptsLeft, mfaResetDecision, type MfaResetActor } from './mfa';
import { PERMISSIONS } from './permissions';

describe('maskMfaPhone', () => {
  it.each([
    ['11987654321', '(11) *****-4321'],
    ['(11) 98765-4321', '(11) *****-4321'],
    ['21999990000', '(21) *****-0000'],
    ['85 91234-5678', '(85) *****-5678'],
    ['99912345678', '(99) *****-5678'],
  ])('masks %j as %j', (mobile, masked) => {
    expect(maskMfaPhone(mobile)).toBe(masked);
  });

  it.each([
    '',
    '1133334444', // a landline
    '11887654321', // no 9 after the area code
    '20987654321', // area code not in use
    '99999999999', // repeated digits
    '1198765432', // ten digits
    '+5511987654321', // country code: not the stored shape
    '11 98765-432a',
  ])('refuses %j', (mobile) => {
    expect(maskMfaPhone(mobile)).toBeNull();
  });
});

describe('mfaAttemptsLeft', () => {
  it.each([
    [0, 3],
    [1, 2],
    [2, 1],
    [3, 0],
    [7, 0],
    [-1, 3],
    [Number.NaN, 3],
  ])('after %d wrong codes leaves %d', (failures, left) => {
    expect(mfaAttemptsLeft(failures)).toBe(left);
  });

  it('blocks at three, the number every text uses', () => {
    expect(MFA_MAX_ATTEMPTS).toBe(3);
  });
});

describe('mfaResetDecision', () => {
  const base = (id: number) => ({ id, isCustomProfile: false, baseProfileId: null });
  const custom = (baseProfileId: number) => ({ id: 150, isCustomProfile: true, baseProfileId });
  const customer = (userId: number, companyId: number, profile: MfaResetActor['profile']): MfaResetActor => ({
    userId,
    companyId,
    profile,
    permissions: [],
  });
  const staff = (
    userId: number,
    profileId: number,
    permissions: string[] = [PERMISSIONS.backofficeUsersMfaReset],
  ): MfaResetActor => ({
    userId,
    companyId: 1,
    profile: base(profileId),
    permissions,
  });
  const { administrator, operator, manager, financial, backofficeAdministrative, attendance, squad } =
    BASE_PROFILE_IDS;

  it.each([
    ['an operator, for themself', customer(10, 200, base(operator)), { userId: 10, companyId: 200 }],
    [
      'an administrator, in their company',
      customer(11, 200, base(administrator)),
      { userId: 12, companyId: 200 },
    ],
    [
      'a custom profile based on Administrador',
      customer(11, 200, custom(administrator)),
      { userId: 12, companyId: 200 },
    ],
    [
      'staff (administrative) with the key, for a customer',
      staff(2, backofficeAdministrative),
      { userId: 12, companyId: 200 },
    ],
    ['staff (customer service) with the key', staff(2, attendance), { userId: 12, companyId: 300 }],
    ['staff (squad) with the key', staff(2, squad), { userId: 12, companyId: 300 }],
    ['staff, for themself', staff(2, attendance, []), { userId: 2, companyId: 1 }],
  ] as const)('allows %s', (_label, actor, target) => {
    expect(mfaResetDecision(actor, target)).toBe('allowed');
  });

  it.each([
    [
      'an operator, for a colleague',
      customer(10, 200, base(operator)),
      { userId: 12, companyId: 200 },
      'forbidden',
    ],
    [
      'a manager, for a colleague',
      customer(10, 200, base(manager)),
      { userId: 12, companyId: 200 },
      'forbidden',
    ],
    [
      'a financial user, for a colleague',
      customer(10, 200, base(financial)),
      { userId: 12, companyId: 200 },
      'forbidden',
    ],
    [
      'a custom profile based on Operador',
      customer(10, 200, custom(operator)),
      { userId: 12, companyId: 200 },
      'forbidden',
    ],
    [
      'an administrator, in another company',
      customer(11, 200, base(administrator)),
      { userId: 12, companyId: 300 },
      'notFound',
    ],
    [
      'an operator, in another company',
      customer(10, 200, base(operator)),
      { userId: 12, companyId: 300 },
      'notFound',
    ],
    [
      'the same id in another company',
      customer(12, 200, base(administrator)),
      { userId: 12, companyId: 300 },
      'notFound',
    ],
    [
      'staff without the key',
      staff(2, backofficeAdministrative, []),
      { userId: 12, companyId: 200 },
      'forbidden',
    ],
    [
      'staff with the key, for another staff member',
      staff(2, backofficeAdministrative),
      { userId: 3, companyId: 1 },
      'forbidden',
    ],
    [
      'a company-1 user of a customer profile, with the key',
      staff(2, administrator),
      { userId: 12, companyId: 200 },
      'forbidden',
    ],
  ] as const)('refuses %s', (_label, actor, target, decision) => {
    expect(mfaResetDecision(actor, target)).toBe(decision);
  });
});
