/**
 * POST /api/trial/contract-request: the trial company asks to contract a plan. The answer is the
 * new balance (hasContractRequest true), written straight into the cache so the indicator reads
 * 'Em contratação.' at once.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trialBalanceSchema, trialPaths } from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';
import { trialKeys } from './get-trial-balance';

export function requestContract() {
  return apiRequest(trialPaths.contractRequest, { method: 'POST', json: {}, schema: trialBalanceSchema });
}

export function useRequestContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestContract,
    onSuccess: (balance) => queryClient.setQueryData(trialKeys.balance(), balance),
  });
}
