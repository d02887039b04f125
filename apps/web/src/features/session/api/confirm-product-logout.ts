/**
 * POST /api/oauth2/oauth/logout/confirmacao: the person confirmed the logout a product asked for
 * without proving it (RP-Initiated Logout). The server ends this browser's portal session and the
 * product sessions it started, and answers where to go: the product's registered post-logout
 * address, or the login page. The page then forgets the user and leaves by a document navigation.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endSessionConfirmResponseSchema, oidcPaths, type EndSessionConfirmBody } from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';
import { clearLocalStorageExcept } from '../../../lib/storage';
import { STORAGE_KEYS_KEPT_ON_LOGOUT } from '../../../config/storage-keys';

export function confirmProductLogout(body: EndSessionConfirmBody) {
  return apiRequest(oidcPaths.endSessionConfirm, {
    method: 'POST',
    json: body,
    schema: endSessionConfirmResponseSchema,
  });
}

export function useConfirmProductLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmProductLogout,
    onSuccess: ({ redirectTo }) => {
      clearLocalStorageExcept(STORAGE_KEYS_KEPT_ON_LOGOUT);
      queryClient.removeQueries();
      // Another site (the product) or the login page: the browser loads it afresh.
      window.location.assign(redirectTo);
    },
  });
}
