/**
 * Show or hide content by permission (PF 6.2 'Content can be shown or hidden by permission
 * key(s), with a reverse option'): `<Can policy={policies.groups.create}>` renders its children
 * when the signed-in user passes the policy, `<Can policy={…} not>` when they do not. Screens
 * name a domain policy (packages/domain policies.ts), never keys: the same policy the API's route
 * declares, so what a screen shows is what the server allows. Only show/hide; the server decides.
 */
import type { ReactNode } from 'react';
import type { Policy } from '@painel/domain';
import { useAllowed } from '../../lib/viewer';

interface CanProps {
  readonly policy: Policy;
  /** The reverse option: render the children when the user does NOT pass the policy. */
  readonly not?: boolean;
  readonly children: ReactNode;
}

export function Can({ policy, not = false, children }: CanProps) {
  const allowed = useAllowed(policy);
  return allowed !== not ? children : null;
}
