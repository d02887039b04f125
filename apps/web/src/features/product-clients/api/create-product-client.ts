/** POST /api/product-clients: registers a product's client; the answer carries its secret, once. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  productClientPaths,
  productClientSecretSchema,
  type CreateProductClientBody,
} from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';
import { productClientKeys } from './get-product-clients';

export function createProductClient(body: CreateProductClientBody) {
  return apiRequest(productClientPaths.list, {
    method: 'POST',
    json: body,
    schema: productClientSecretSchema,
  });
}

export function useCreateProductClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProductClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productClientKeys.list() }),
  });
}
