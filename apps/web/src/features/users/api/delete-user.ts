/** DELETE {customers}/users/{id}. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userMessageSchema, usersPath } from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';
import { userKeys } from './keys';

export function deleteUser(customerId: number | null, userId: number) {
  return apiRequest(usersPath(customerId, `/users/${userId}`), {
    method: 'DELETE',
    schema: userMessageSchema,
  });
}

export function useDeleteUser(customerId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => deleteUser(customerId, userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.company(customerId) }),
  });
}
