/** POST /api/mfa/confirmacao: the first code from the app or the SMS, which makes the enrolment active. */
import { useMutation } from '@tanstack/react-query';
import { mfaConfirmResponseSchema, mfaPaths } from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';

export function confirmEnrolment(code: string) {
  return apiRequest(mfaPaths.confirm, { method: 'POST', json: { code }, schema: mfaConfirmResponseSchema });
}

export function useConfirmEnrolment() {
  return useMutation({ mutationFn: confirmEnrolment });
}
