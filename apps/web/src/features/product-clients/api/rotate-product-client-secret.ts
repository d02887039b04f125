/** POST /api/product-clients/:clientId/secret: a new secret, shown once; the current one works 24 h more. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productClientPaths, productClientSecretSchema } from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';
import { clientPath, productClientKeys } from './get-product-clients';
import { replaceClient } from './replace-client';

export function rotateProductClientSecret(clientId: string) {
  return apiRequest(clientPath(productClientPaths.secret, clientId), {
    method: 'POST',
    schema: productClientSecretSchema,
  });
}

export function useRotateProductClientSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateProductClientSecret,
    onSuccess: ({ client }) => replaceClient(queryClient, productClientKeys.list(), client),
  });
}
