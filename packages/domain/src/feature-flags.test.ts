import { describe, expect, it } from 'vitest';
import { FEATURE_FLAG_NAMES, evaluateFeatureFlag, isFeatureFlagName } from './feature-flags';

describe('evaluateFeatureFlag: user, then company, then default', () => {
  it.each([
    [{ defaultEnabled: true }, true],
    [{ defaultEnabled: false, companyOverride: true }, true],
    [{ defaultEnabled: false, userOverride: true }, true],
    [{ defaultEnabled: false, companyOverride: false, userOverride: true }, true],
    [{ defaultEnabled: true, companyOverride: null, userOverride: null }, true],
  ])('%j is on', (state, expected) => expect(evaluateFeatureFlag(state)).toBe(expected));

  it.each([
    [{ defaultEnabled: false }, false],
    [{ defaultEnabled: true, companyOverride: false }, false],
    [{ defaultEnabled: true, userOverride: false }, false],
    [{ defaultEnabled: true, companyOverride: true, userOverride: false }, false],
    [{ defaultEnabled: false, companyOverride: null, userOverride: null }, false],
  ])('%j is off', (state, expected) => expect(evaluateFeatureFlag(state)).toBe(expected));
});

describe('isFeatureFlagName', () => {
  it.each([...FEATURE_FLAG_NAMES])('knows %s', (name) => expect(isFeatureFlagName(name)).toBe(true));
  it.each(['', 'new_sidebar', 'NEW-SIDEBAR', 'balance', 'sidebar-mostrar-protestos ', 'toString'])(
    'does not know %j',
    (name) => expect(isFeatureFlagName(name)).toBe(false),
  );
});
