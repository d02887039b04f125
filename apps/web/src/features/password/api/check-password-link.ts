/**
 * POST /api/users/password/link: whether the e-mailed link this page opened with can still be used,
 * asked on arrival so a used or expired link says so before anyone types a password. Spends nothing.
 */
import { useQuery } from '@tanstack/react-query';
import { passwordLinkCheckSchema, passwordPaths } from '@painel/contracts';
import { ApiError, apiRequest } from '../../../lib/api-client';
import type { SetPasswordPurpose } from './set-password';

/** The refusals that mean "this link is spent or unknown": anything else (a network error) leaves the form to tell. */
const LINK_REFUSALS = new Set(['PASSWORD_LINK_INVALID', 'REGISTER_LINK_INVALID']);

export function usePasswordLinkCheck(purpose: SetPasswordPurpose, hash: string) {
  const query = useQuery({
    queryKey: ['password-link', purpose, hash],
    queryFn: ({ signal }) =>
      apiRequest(passwordPaths.linkCheck, {
        method: 'POST',
        json: { purpose, hash },
        schema: passwordLinkCheckSchema,
        signal,
      }),
    enabled: hash !== '',
    retry: false,
    // Asked once per visit: after the change the link is spent, and the page shows its success instead.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const refusal =
    query.error instanceof ApiError && query.error.code !== null && LINK_REFUSALS.has(query.error.code)
      ? query.error.message
      : null;
  return { checking: query.isPending && hash !== '', refusal };
}
