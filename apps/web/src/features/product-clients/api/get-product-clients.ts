/**
 * GET /api/product-clients: the sibling products' OAuth clients as staff manage them (back office,
 * policies.productClients.manage). Secrets never come back here: only create and rotate show one.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { productClientListSchema, productClientPaths } from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';

export const productClientKeys = {
  all: ['product-clients'] as const,
  list: () => [...productClientKeys.all, 'list'] as const,
};

/** A path of productClientPaths for one client. */
export const clientPath = (path: string, clientId: string) =>
  path.replace(':clientId', encodeURIComponent(clientId));

export function productClientsQueryOptions() {
  return queryOptions({
    queryKey: productClientKeys.list(),
    queryFn: ({ signal }) => apiRequest(productClientPaths.list, { signal, schema: productClientListSchema }),
  });
}

export function useProductClients() {
  return useQuery(productClientsQueryOptions());
}
