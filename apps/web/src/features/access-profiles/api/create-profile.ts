/** POST {customers}/profiles: creates a custom profile; the list is read again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileCreatedSchema, profilePath, type ProfileCreateBody } from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';
import { profileKeys } from './keys';

export function createProfile(customerId: number | null, body: ProfileCreateBody) {
  return apiRequest(profilePath(customerId, '/profiles'), {
    method: 'POST',
    json: body,
    schema: profileCreatedSchema,
  });
}

export function useCreateProfile(customerId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileCreateBody) => createProfile(customerId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.list(customerId) }),
  });
}
