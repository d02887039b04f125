/**
 * POST /api/mfa: starts the enrolment of a second factor from
 * Privacidade e Segurança. TOTP answers the manual key and its QR code; SMS sends a code to the phone.
 */
import { useMutation } from '@tanstack/react-query';
import { mfaEnrolResponseSchema, mfaPaths, type MfaEnrolBody } from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';

/** PF 7: the portal enrols with origin 'PAINEL'. */
export const ENROLMENT_ORIGIN = 'PAINEL';

export function startEnrolment(body: Omit<MfaEnrolBody, 'origin'>) {
  return apiRequest(mfaPaths.enrol, {
    method: 'POST',
    json: { ...body, origin: ENROLMENT_ORIGIN },
    schema: mfaEnrolResponseSchema,
  });
}

export function useStartEnrolment() {
  return useMutation({ mutationFn: startEnrolment });
}
