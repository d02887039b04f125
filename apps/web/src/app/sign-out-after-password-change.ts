/**
 * A password change ends every session of the user: the page is signed out as logout
 * would, known signed out so nothing asks the server (whose 401 would read as a lost session), and
 * the login says why: 'Sua senha foi alterada com sucesso!'. Used by every page with ALTERAR SENHA.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { TOAST_MS, ownPasswordMessages } from '@painel/domain';
import { useToast } from '../components/toast/toast-context';
import { paths } from '../config/paths';
import { STORAGE_KEYS_KEPT_ON_LOGOUT } from '../config/storage-keys';
import { clearLocalStorageExcept } from '../lib/storage';
import { sessionQueryOptions } from '../features/auth/api/get-session';

export function useSignOutAfterPasswordChange() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  return () => {
    clearLocalStorageExcept(STORAGE_KEYS_KEPT_ON_LOGOUT);
    queryClient.removeQueries();
    queryClient.setQueryData(sessionQueryOptions().queryKey, null);
    toast.success(ownPasswordMessages.changedLoggedOut, { durationMs: TOAST_MS.sessionEnd });
    void navigate(paths.login, { replace: true });
  };
}
