/**
 * PUT /api/customers/users/profile/password (AA 7; '/users/profile/password' in the back office):
 * the current and the new password, encoded as the contract defines (encodeOwnPasswordChange).
 * On success every session of the user has ended, this one too — unless the user has a
 * second factor: then the answer is the MFA challenge, and POST /mfa/code completes the change.
 */
import { useMutation } from '@tanstack/react-query';
import { encodeOwnPasswordChange, ownPasswordPath, passwordChangeAnswerSchema } from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';
import { getEnvironment } from '../../../config/environment';

export interface OwnPasswordChangeInput {
  email: string;
  current: string;
  next: string;
}

export function changeOwnPassword(input: OwnPasswordChangeInput) {
  return apiRequest(ownPasswordPath(getEnvironment()), {
    method: 'PUT',
    json: encodeOwnPasswordChange(input),
    schema: passwordChangeAnswerSchema,
  });
}

export function useChangeOwnPassword() {
  return useMutation({ mutationFn: changeOwnPassword });
}
