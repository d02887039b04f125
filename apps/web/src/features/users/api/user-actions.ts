/**
 * The row actions that take only the user: resend the invitation link, 'Solicitar troca de senha',
 * 'Desbloquear', the MFA reset (POST/PUT {customers}/users/{id}/…); and the back office's
 * security question.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { securityQuestionResultSchema, userMessageSchema, usersPath } from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';
import { userKeys } from './keys';

export type UserAction = 'resendLink' | 'requestPasswordChange' | 'unblock' | 'resetMfa';

export function runUserAction(customerId: number | null, userId: number, action: UserAction) {
  if (action === 'resendLink')
    return apiRequest(usersPath(customerId, `/users/${userId}/invitation`), {
      method: 'POST',
      schema: userMessageSchema,
    });
  if (action === 'requestPasswordChange') {
    return apiRequest(usersPath(customerId, `/users/${userId}/password-change`), {
      method: 'POST',
      schema: userMessageSchema,
    });
  }
  if (action === 'unblock')
    return apiRequest(usersPath(customerId, `/users/${userId}/unblock`), {
      method: 'POST',
      schema: userMessageSchema,
    });
  return apiRequest(usersPath(customerId, `/users/${userId}/mfa/reset`), {
    method: 'PUT',
    schema: userMessageSchema,
  });
}

export function useUserAction(customerId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, action }: { userId: number; action: UserAction }) =>
      runUserAction(customerId, userId, action),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.company(customerId) }),
  });
}

export function checkSecurityAnswer(customerId: number, userId: number, answer: string) {
  return apiRequest(usersPath(customerId, `/users/${userId}/mfa/security-question`), {
    method: 'POST',
    json: { answer },
    schema: securityQuestionResultSchema,
  });
}

export function useCheckSecurityAnswer(customerId: number) {
  return useMutation({
    mutationFn: ({ userId, answer }: { userId: number; answer: string }) =>
      checkSecurityAnswer(customerId, userId, answer),
  });
}
