/**
 * PUT /api/users/password ('Alteração de senha') and PUT /api/users/password/cadastro ('Cadastrar
 * Senha'), PF 7: the new password, its confirmation and the link's hash travel encoded in the
 * Authorization header as the contract defines (setPasswordAuthorization); the body is empty.
 */
import { useMutation } from '@tanstack/react-query';
import { passwordChangeAnswerSchema, passwordPaths, setPasswordAuthorization } from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';

export type SetPasswordPurpose = 'reset' | 'register';

export interface SetPasswordInput {
  purpose: SetPasswordPurpose;
  password: string;
  passwordCheck: string;
  hash: string;
}

const PATHS: Record<SetPasswordPurpose, string> = {
  reset: passwordPaths.recovery,
  register: passwordPaths.register,
};

export function setPassword({ purpose, password, passwordCheck, hash }: SetPasswordInput) {
  return apiRequest(PATHS[purpose], {
    method: 'PUT',
    headers: { Authorization: setPasswordAuthorization({ password, passwordCheck, hash }) },
    // 'Alteração de senha' of a user with a second factor answers the MFA challenge (PF 2 'after password change').
    schema: passwordChangeAnswerSchema,
  });
}

export function useSetPassword() {
  return useMutation({ mutationFn: setPassword });
}
