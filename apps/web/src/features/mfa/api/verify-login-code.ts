/**
 * POST /api/mfa/code (PF 7): the code of the login's second factor, with the challenge token as
 * bearer. A right code is answered with an authorization code to exchange, as authorize would.
 */
import { useMutation } from '@tanstack/react-query';
import { mfaCodeResponseSchema, mfaPaths } from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';

export function verifyLoginCode({ token, code }: { token: string; code: string }) {
  return apiRequest(mfaPaths.code, {
    method: 'POST',
    json: { code },
    headers: { Authorization: `Bearer ${token}` },
    schema: mfaCodeResponseSchema,
  });
}

export function useVerifyLoginCode() {
  return useMutation({ mutationFn: verifyLoginCode });
}
