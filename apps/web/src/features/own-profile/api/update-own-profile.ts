/** PUT {customers}/users/profile: saves name, birth date and phones; the session shows the new name. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownProfileUpdatedSchema, type OwnProfileUpdateBody } from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';
import { ownProfilePath } from './get-own-profile';
import { ownProfileKeys } from './keys';

export function useUpdateOwnProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OwnProfileUpdateBody) =>
      apiRequest(ownProfilePath(), { method: 'PUT', json: body, schema: ownProfileUpdatedSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownProfileKeys.all }),
  });
}
