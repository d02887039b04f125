/** POST {customers}/groups and PUT {customers}/groups/{groupId}: creates or saves a group. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { groupPath, groupSavedSchema, type GroupBody } from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';
import { groupKeys } from './keys';

export function saveGroup(customerId: number | null, groupId: number | null, body: GroupBody) {
  return groupId === null
    ? apiRequest(groupPath(customerId, '/groups'), { method: 'POST', json: body, schema: groupSavedSchema })
    : apiRequest(groupPath(customerId, `/groups/${groupId}`), { method: 'PUT', json: body, schema: groupSavedSchema });
}

export function useSaveGroup(customerId: number | null, groupId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GroupBody) => saveGroup(customerId, groupId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.company(customerId) }),
  });
}
