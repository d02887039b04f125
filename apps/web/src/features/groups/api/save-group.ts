/** POST {customers}/groups and PUT {customers}/groups/{groupId}: creates or saves a group. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { groupPath, groupSavedSchema, type GroupBody } from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';
import { groupKeys } from './keys';

export function saveGroup(customerId: number | null, groupId: number | null, body: GroupBody) {
  return groupId === null
    ? apiRequest(groupPath(customerId, '/groups'), { method: 'POST', json: body, schema: groupSavedSchema })
    : apiRequest(groupPath(customerId, `/groups/${groupId}`), {
        method: 'PUT',
        json: body,
        schema: groupSavedSchema,
      });
}

/**
 * `onSaved` lets app/ refresh what other features show of the group: a save invites the rows'
 * e-mails and can rename the group, so the users lists are stale (app/routes/group-route.tsx).
 */
export function useSaveGroup(customerId: number | null, groupId: number | null, onSaved?: GroupSaved) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GroupBody) => saveGroup(customerId, groupId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: groupKeys.company(customerId) }),
        onSaved?.(customerId),
      ]),
  });
}

/** What app/ does after a group is saved, for the customer it belongs to (null: the own company). */
export type GroupSaved = (customerId: number | null) => Promise<unknown> | void;
