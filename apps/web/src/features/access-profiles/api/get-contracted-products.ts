/**
 * GET {customers}/contracts/products: what the company's profiles may hold, each
 * functionality marked mandatory and whether the caller may grant it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractedProductsSchema, profilePath } from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';
import { profileKeys } from './keys';

export function fetchContractedProducts(customerId: number | null, signal?: AbortSignal) {
  return apiRequest(profilePath(customerId, '/contracts/products'), {
    signal,
    schema: contractedProductsSchema,
  });
}

export function contractedProductsQueryOptions(customerId: number | null) {
  return queryOptions({
    queryKey: profileKeys.contracted(customerId),
    queryFn: ({ signal }) => fetchContractedProducts(customerId, signal),
  });
}

export function useContractedProducts(customerId: number | null, enabled: boolean) {
  return useQuery({ ...contractedProductsQueryOptions(customerId), enabled });
}
