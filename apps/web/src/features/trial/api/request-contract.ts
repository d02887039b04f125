/**
 * POST /api/trial/contract-request: the trial company asks to contract a plan — with the plans
 * page's form (plan, contact, purpose), or with no body from the expiry dialog. The answer is the
 * new balance (hasContractRequest true), written straight into the cache so the indicator reads
 * 'Em contratação.' at once; the page's own view of the request is fetched again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trialBalanceSchema, trialPaths, type ContractRequestBody } from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';
import { trialKeys } from './get-trial-balance';

export function requestContract(body?: ContractRequestBody) {
  return apiRequest(trialPaths.contractRequest, {
    method: 'POST',
    ...(body ? { json: body } : {}),
    schema: trialBalanceSchema,
  });
}

export function useRequestContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body?: ContractRequestBody) => requestContract(body),
    onSuccess: async (balance) => {
      queryClient.setQueryData(trialKeys.balance(), balance);
      await queryClient.invalidateQueries({ queryKey: trialKeys.contractRequest() });
    },
  });
}
