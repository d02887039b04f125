/**
 * POST /api/mfa/reautenticacao: the current password, before one's own second factor is
 * replaced. With an active factor the answer is its challenge (`{ mfa, token }`), whose code goes to
 * POST /api/mfa/code (verify-login-code.ts); without one, `{ verified }` is the whole proof.
 */
import { useMutation } from '@tanstack/react-query';
import { mfaPaths, mfaReauthenticateResponseSchema } from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';

export function reauthenticate(password: string) {
  return apiRequest(mfaPaths.reauthenticate, {
    method: 'POST',
    json: { password },
    schema: mfaReauthenticateResponseSchema,
  });
}

export function useReauthenticate() {
  return useMutation({ mutationFn: reauthenticate });
}
