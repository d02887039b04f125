/**
 * POST /api/customers/trial/users/password: the signed-in trial user sets a new password,
 * sent base64-encoded as the contract writes it. The user stays signed in; their other sessions end.
 */
import { useMutation } from '@tanstack/react-query';
import { encodeTrialPassword, passwordMessageResponseSchema, passwordPaths } from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';

export function changeTrialPassword(password: string) {
  return apiRequest(passwordPaths.trial, {
    method: 'POST',
    json: encodeTrialPassword(password),
    schema: passwordMessageResponseSchema,
  });
}

export function useChangeTrialPassword() {
  return useMutation({ mutationFn: (password: string) => changeTrialPassword(password) });
}
