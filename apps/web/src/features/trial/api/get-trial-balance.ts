/**
 * GET /api/trial/balance: days left, contract request, expiry. Asked only for a trial
 * user of the portal, TRIAL_BALANCE_DELAY_MS after the shell appears (PF 4: "about 225 ms after
 * load"), so the page's own calls go first. The indicator and the expiry dialog share the query.
 */
import { useEffect, useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { trialBalanceSchema, trialPaths } from '@painel/contracts';
import { TRIAL_BALANCE_DELAY_MS, isTrial } from '@painel/domain';
import { apiRequest } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { getEnvironment } from '../../../config/environment';

export const trialKeys = {
  all: ['trial'] as const,
  balance: () => [...trialKeys.all, 'balance'] as const,
  contractRequest: () => [...trialKeys.all, 'contract-request'] as const,
};

/** Ours: the days change at midnight; a new look every few minutes is plenty. */
const BALANCE_STALE_MS = 5 * 60_000;

export function trialBalanceQueryOptions() {
  return queryOptions({
    queryKey: trialKeys.balance(),
    queryFn: ({ signal }) =>
      apiRequest(trialPaths.balance, { signal, background: true, schema: trialBalanceSchema }),
    staleTime: BALANCE_STALE_MS,
  });
}

/** True once the delay has passed (from the first render of the caller). */
function useAfterDelay(ms: number, active: boolean): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => setDone(true), ms);
    return () => window.clearTimeout(timer);
  }, [ms, active]);
  return done;
}

/** The signed-in user's trial balance; undefined for everyone else, and until it arrives. */
export function useTrialBalance() {
  const user = useCurrentUser();
  const applies = getEnvironment() === 'portal' && isTrial({ planType: user.plan.planType });
  const ready = useAfterDelay(TRIAL_BALANCE_DELAY_MS, applies);
  return useQuery({ ...trialBalanceQueryOptions(), enabled: applies && ready }).data;
}
