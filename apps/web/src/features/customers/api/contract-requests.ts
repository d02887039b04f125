/**
 * Contratar planos, back office: GET /customers/contract-requests (every trial company's request)
 * and POST /customers/{customerId}/contract-request/convert (the company becomes the plan).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { backofficeContractRequestListSchema, ownContractRequestSchema, trialPaths } from '@painel/contracts';
import type { ContractablePlan } from '@painel/domain';
import { apiRequest } from '../../../lib/api-client';
import { customerKeys } from './keys';

export function contractRequestsQueryOptions() {
  return queryOptions({
    queryKey: customerKeys.contractRequests(),
    queryFn: ({ signal }) =>
      apiRequest(trialPaths.backofficeContractRequests, {
        signal,
        schema: backofficeContractRequestListSchema,
      }),
  });
}

export function useContractRequests() {
  return useQuery(contractRequestsQueryOptions());
}

export function convertToPlan(customerId: number, planType: ContractablePlan) {
  return apiRequest(trialPaths.backofficeConvert.replace(':customerId', String(customerId)), {
    method: 'POST',
    json: { planType },
    schema: ownContractRequestSchema,
  });
}

export function useConvertToPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ customerId, planType }: { customerId: number; planType: ContractablePlan }) =>
      convertToPlan(customerId, planType),
    // The list, and the customers' plans and statuses.
    onSettled: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
