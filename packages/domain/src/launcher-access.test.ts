import { describe, expect, it } from 'vitest';
import { BASE_PROFILE_IDS, PRODUCT_IDS as P } from './catalogue';
import { productDeniedMessage } from './launcher-access';
import { launcherMessages, screenMessages, trialMessages } from './messages';

// PF 6.6's toast, verbatim: every message of a product the user cannot open starts with it.
const PF_6_6 =
  'Ops! Parece que você não possui acesso ao produto escolhido. Para ter acesso, entre em contato com o administrador da sua conta.';
const viewer = (profileId: number, planType: 'TRIAL' | 'PADRAO', owned: number[] = [P.localize]) => ({
  planType,
  profile: { id: profileId, isCustomProfile: false, baseProfileId: null },
  productIds: [P.localize],
  company: { id: 10, api: false, blockedForNonPayment: false, productIds: owned },
});

describe('productDeniedMessage', () => {
  it('is the spec text itself', () => {
    expect(screenMessages.productDenied).toBe(PF_6_6);
  });

  it.each([
    ['an operator, product not owned', viewer(BASE_PROFILE_IDS.operator, 'PADRAO'), P.sms, PF_6_6],
    [
      'an administrator, product withheld by the profile',
      viewer(BASE_PROFILE_IDS.administrator, 'PADRAO', [P.localize, P.sms]),
      P.sms,
      PF_6_6,
    ],
    [
      'an administrator, product not owned',
      viewer(BASE_PROFILE_IDS.administrator, 'PADRAO'),
      P.sms,
      `${PF_6_6} ${launcherMessages.notOwnedAdministrator}`,
    ],
    [
      'a trial administrator, product not owned',
      viewer(BASE_PROFILE_IDS.administrator, 'TRIAL'),
      P.sms,
      `${PF_6_6} ${launcherMessages.notOwnedTrialAdministrator}`,
    ],
    [
      'an expired trial, a product it owns',
      {
        ...viewer(BASE_PROFILE_IDS.administrator, 'TRIAL'),
        company: { id: 10, api: false, blockedForNonPayment: false, trialExpired: true },
      },
      P.localize,
      trialMessages.expiredTooltip,
    ],
  ] as const)('%s', (_, who, productId, expected) => {
    expect(productDeniedMessage(who, productId)).toBe(expected);
  });
});
