/** DELETE /api/product-clients/:clientId/secret/previous: the secret before the last rotation stops working now. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productClientPaths, productClientSchema } from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';
import { clientPath, productClientKeys } from './get-product-clients';
import { replaceClient } from './replace-client';

export function revokePreviousSecret(clientId: string) {
  return apiRequest(clientPath(productClientPaths.previousSecret, clientId), {
    method: 'DELETE',
    schema: productClientSchema,
  });
}

export function useRevokePreviousSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokePreviousSecret,
    onSuccess: (client) => replaceClient(queryClient, productClientKeys.list(), client),
  });
}
