/** GET /api/trial/contract-request: the trial company's request (null before asking), for 'Contratar planos'. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownContractRequestSchema, trialPaths } from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';
import { trialKeys } from './get-trial-balance';

export function contractRequestQueryOptions() {
  return queryOptions({
    queryKey: trialKeys.contractRequest(),
    queryFn: ({ signal }) =>
      apiRequest(trialPaths.contractRequest, { signal, schema: ownContractRequestSchema }),
  });
}

export function useContractRequest() {
  return useQuery(contractRequestQueryOptions());
}
