/**
 * Feature flags: the three the portal reads, evaluated for a user of a company. A user's own
 * override wins over the company's, which wins over the flag's default. The back office has no
 * new sidebar, whatever the flags say.
 */
export const FEATURE_FLAGS = {
  balanceSession: 'balance-session',
  sidebarProtest: 'sidebar-mostrar-protestos',
  newSidebar: 'new-sidebar',
} as const;

export const FEATURE_FLAG_NAMES = [
  FEATURE_FLAGS.balanceSession,
  FEATURE_FLAGS.sidebarProtest,
  FEATURE_FLAGS.newSidebar,
] as const;
export type FeatureFlagName = (typeof FEATURE_FLAG_NAMES)[number];

export function isFeatureFlagName(value: string): value is FeatureFlagName {
  return FEATURE_FLAG_NAMES.some((name) => name === value);
}

/** Flags that are always off in an environment. */
export const FEATURE_FLAGS_OFF_IN: Readonly<Record<'portal' | 'backoffice', readonly FeatureFlagName[]>> = {
  portal: [],
  backoffice: [FEATURE_FLAGS.newSidebar],
};

export interface FeatureFlagState {
  readonly defaultEnabled: boolean;
  /** null or undefined: no override at that level. */
  readonly companyOverride?: boolean | null;
  readonly userOverride?: boolean | null;
}

export function evaluateFeatureFlag(state: FeatureFlagState): boolean {
  return state.userOverride ?? state.companyOverride ?? state.defaultEnabled;
}
