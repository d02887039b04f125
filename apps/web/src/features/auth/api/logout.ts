/**
 * Logout: DELETE /api/oauth2/session, then forget everything of this user on the page —
 * localStorage except the purposes of use, the query cache — and go to '/'. A 401 means the
 * session was already gone: same cleanup, no message.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiPaths, logoutResponseSchema } from '@painel/contracts';
import { TOAST_MS, sessionMessages } from '@painel/domain';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { clearLocalStorageExcept } from '../../../lib/storage';
import { splitSentences } from '../../../lib/split-sentences';
import { useToast } from '../../../components/toast/toast-context';
import { STORAGE_KEYS_KEPT_ON_LOGOUT } from '../../../config/storage-keys';
import { paths } from '../../../config/paths';
import { sessionQueryOptions } from './get-session';

export function logout() {
  return apiRequest(apiPaths.session, { method: 'DELETE', schema: logoutResponseSchema });
}

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();

  const forgetSession = () => {
    clearLocalStorageExcept(STORAGE_KEYS_KEPT_ON_LOGOUT);
    queryClient.removeQueries();
    // Known signed out: the login route need not ask the server again.
    queryClient.setQueryData(sessionQueryOptions().queryKey, null);
    void navigate(paths.login, { replace: true });
  };

  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      toast.success(sessionMessages.loggedOut, { durationMs: TOAST_MS.sessionEnd });
      forgetSession();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) {
        forgetSession();
        return;
      }
      toast.error(splitSentences(error instanceof ApiError ? error.message : sessionMessages.defaultError), {
        durationMs: TOAST_MS.sessionEnd,
      });
    },
  });
}
