/**
 * The signed-in user as the domain's permission rules see it (packages/domain permissions.ts
 * `Viewer`): the shell, the launcher and every screen decide what to show from this one mapping.
 * Only show/hide: the server enforces the same rules on every request.
 */
import { useMemo } from 'react';
import type { SessionUser } from '@painel/contracts';
import { allows, type Environment, type Policy, type Viewer } from '@painel/domain';
import { getEnvironment } from '../config/environment';
import { useCurrentUser } from './current-user';

export function viewerOf(user: SessionUser, environment: Environment): Viewer {
  return {
    permissions: user.permissions,
    productIds: user.products.map((product) => product.id),
    planType: user.plan.planType,
    profile: {
      id: user.profile.id,
      isCustomProfile: user.profile.isCustomProfile,
      baseProfileId: user.profile.base.id,
    },
    company: {
      id: user.company.id,
      api: user.company.api,
      blockedForNonPayment: user.company.blockedForNonPayment,
      productIds: user.company.productIds,
      trialExpired: user.company.trialExpired,
    },
    environment,
  };
}

/**
 * Whether the current user passes a domain policy (packages/domain policies.ts) in this
 * environment: how a screen decides to show a button or a section, never by naming keys.
 */
export function useAllowed(policy: Policy): boolean {
  return allows(useViewer(), policy);
}

/** The current user's Viewer (only under a private route). */
export function useViewer(): Viewer {
  const user = useCurrentUser();
  return useMemo(() => viewerOf(user, getEnvironment()), [user]);
}
