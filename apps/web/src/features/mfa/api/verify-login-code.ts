/**
 * POST /api/mfa/code: the code of a challenge, with its token as bearer. A login's right code
 * is answered with an authorization code to exchange, as authorize would; a password change's with
 * the message of the change it completed.
 */
import { useMutation } from '@tanstack/react-query';
import { mfaCodeAnswerSchema, mfaPaths } from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';

export function verifyLoginCode({ token, code }: { token: string; code: string }) {
  return apiRequest(mfaPaths.code, {
    method: 'POST',
    json: { code },
    headers: { Authorization: `Bearer ${token}` },
    schema: mfaCodeAnswerSchema,
  });
}

export function useVerifyLoginCode() {
  return useMutation({ mutationFn: verifyLoginCode });
}
