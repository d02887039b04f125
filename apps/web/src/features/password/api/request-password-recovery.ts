/**
 * POST /api/users/password: asks for the e-mailed link of 'Solicitação de troca de senha'.
 * The invisible captcha runs first (the form is valid by then); the document goes as digits and
 * the device info in its header. The answer is the same whether or not the account exists.
 */
import { useMutation } from '@tanstack/react-query';
import { passwordMessageResponseSchema, passwordPaths } from '@painel/contracts';
import { unmask } from '@painel/domain';
import { apiRequest } from '../../../lib/api-client';
import { currentDeviceInfo } from '../../../lib/device-info';
import { solveCaptcha } from '../../../components/captcha/captcha';

export interface RecoveryRequestInput {
  /** As typed, masked or not. */
  document: string;
  email: string;
}

export async function requestPasswordRecovery({ document, email }: RecoveryRequestInput) {
  const recaptcha = await solveCaptcha();
  return apiRequest(passwordPaths.recovery, {
    method: 'POST',
    json: { document: unmask(document), email: email.trim(), ...(recaptcha ? { recaptcha } : {}) },
    headers: { 'X-Device-Info': JSON.stringify(currentDeviceInfo()) },
    schema: passwordMessageResponseSchema,
  });
}

export function useRequestPasswordRecovery() {
  return useMutation({ mutationFn: requestPasswordRecovery });
}
