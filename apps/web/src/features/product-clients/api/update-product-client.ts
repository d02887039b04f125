/** PUT /api/product-clients/:clientId: a client's name, product and addresses (not its id nor its type). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  productClientPaths,
  productClientSchema,
  type ProductClient,
  type UpdateProductClientBody,
} from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';
import { clientPath, productClientKeys } from './get-product-clients';
import { replaceClient } from './replace-client';

export function updateProductClient({ clientId, body }: { clientId: string; body: UpdateProductClientBody }) {
  return apiRequest(clientPath(productClientPaths.one, clientId), {
    method: 'PUT',
    json: body,
    schema: productClientSchema,
  });
}

export function useUpdateProductClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProductClient,
    onSuccess: (saved: ProductClient) => replaceClient(queryClient, productClientKeys.list(), saved),
  });
}
