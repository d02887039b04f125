/**
 * POST /api/mfa/sms: another SMS with a new code. At login the challenge token goes as
 * bearer; during enrolment the session cookie says who asks. Answers the wait before the next one.
 */
import { useMutation } from '@tanstack/react-query';
import { mfaPaths, mfaSmsResponseSchema } from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';

export function resendSms(token?: string) {
  return apiRequest(mfaPaths.sms, {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    schema: mfaSmsResponseSchema,
  });
}

export function useResendSms() {
  return useMutation({ mutationFn: resendSms });
}
