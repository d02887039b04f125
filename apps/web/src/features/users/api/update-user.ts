/** PUT {customers}/users/{id}: 'Alterar usuário' (switch, contact fields, group, profile) and the row's Ativar/Inativar. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userMessageSchema, usersPath, type UserUpdateBody } from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';
import { userKeys } from './keys';

export function updateUser(customerId: number | null, userId: number, body: UserUpdateBody) {
  return apiRequest(usersPath(customerId, `/users/${userId}`), {
    method: 'PUT',
    json: body,
    schema: userMessageSchema,
  });
}

export function useUpdateUser(customerId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: number; body: UserUpdateBody }) =>
      updateUser(customerId, userId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.company(customerId) }),
  });
}
