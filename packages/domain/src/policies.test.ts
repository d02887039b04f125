import { describe, expect, it } from 'vitest';
import { PERMISSIONS as P, type Viewer } from './permissions';
import { allows, anyOf, policies } from './policies';

const CONTRACTED = {
  planType: 'PADRAO',
  company: { id: 10, api: false, blockedForNonPayment: false },
} as const;
const trial = (trialExpired: boolean): Pick<Viewer, 'planType' | 'company'> => ({
  planType: 'TRIAL',
  company: { id: 11, api: false, blockedForNonPayment: false, trialExpired },
});

describe('allows', () => {
  it.each([
    ['a portal key in the portal', 'portal', [P.usersViewGroup], true],
    ['the back office key in the back office', 'backoffice', [P.backofficeUsersView], true],
    ["the portal's key in the back office", 'backoffice', [P.usersViewCompany], false],
    ["the back office's key in the portal", 'portal', [P.backofficeUsersView], false],
    ['no key', 'portal', [], false],
  ] as const)('%s: %s', (_name, environment, permissions, expected) => {
    expect(allows({ ...CONTRACTED, environment, permissions }, policies.users.list)).toBe(expected);
  });

  it('admits nobody in an environment the policy leaves empty', () => {
    expect(
      allows(
        { ...CONTRACTED, environment: 'portal', permissions: Object.values(P) },
        policies.featureFlags.manage,
      ),
    ).toBe(false);
  });
});

describe('a trial company', () => {
  const everyPolicy = Object.values(policies).flatMap((area) => Object.values(area));

  it('passes, while running, only the privacy page its required MFA enrolment needs', () => {
    const viewer = { ...trial(false), environment: 'portal' as const, permissions: Object.values(P) };
    expect(everyPolicy.filter((policy) => allows(viewer, policy))).toEqual([policies.privacy.view]);
  });

  it('passes no policy at all once expired, with every key', () => {
    const viewer = { ...trial(true), environment: 'portal' as const, permissions: Object.values(P) };
    expect(everyPolicy.filter((policy) => allows(viewer, policy))).toEqual([]);
  });

  it('passes them all with a contract', () => {
    const viewer = { ...CONTRACTED, environment: 'portal' as const, permissions: Object.values(P) };
    expect(everyPolicy.filter((policy) => !allows(viewer, policy) && policy.portal.length > 0)).toEqual([]);
  });
});

describe('anyOf', () => {
  it('joins the keys per environment, once each', () => {
    expect(anyOf(policies.activity.view, policies.users.list)).toEqual({
      portal: [P.usersViewCompany, P.usersViewGroup],
      backoffice: [P.backofficeUsersView],
    });
  });
});

describe('the policies', () => {
  const all = Object.entries(policies).flatMap(([area, entries]) =>
    Object.entries(entries).map(([action, policy]) => [`${area}.${action}`, policy] as const),
  );

  it.each(all)('%s names each environment its own keys, without repeats', (_name, policy) => {
    expect(policy.portal.every((key) => !key.startsWith('BACKOFFICE:'))).toBe(true);
    expect(policy.backoffice.every((key) => key.startsWith('BACKOFFICE:'))).toBe(true);
    expect(new Set(policy.portal).size).toBe(policy.portal.length);
    expect(new Set(policy.backoffice).size).toBe(policy.backoffice.length);
    expect(policy.portal.length + policy.backoffice.length).toBeGreaterThan(0);
  });

  it('lets whoever opens the access-profiles page load its list', () => {
    for (const environment of ['portal', 'backoffice'] as const) {
      expect(policies.profiles.list[environment]).toEqual(
        expect.arrayContaining([...policies.profiles.page[environment]]),
      );
    }
  });
});
