/** POST {customers}/users/invitations: answered per e-mail (created, already a user, invalid). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inviteResultSchema, usersPath, type InviteBody } from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';
import { userKeys } from './keys';

export function inviteUsers(customerId: number | null, body: InviteBody) {
  return apiRequest(usersPath(customerId, '/users/invitations'), {
    method: 'POST',
    json: body,
    schema: inviteResultSchema,
  });
}

export function useInviteUsers(customerId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteBody) => inviteUsers(customerId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.company(customerId) }),
  });
}
