/** PUT {customers}/profiles/{profileId}: saves name, description and products of a custom profile. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profilePath, profileUpdatedSchema, type ProfileUpdateBody } from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';
import { profileKeys } from './keys';

export function updateProfile(customerId: number | null, profileId: number, body: ProfileUpdateBody) {
  return apiRequest(profilePath(customerId, `/profiles/${profileId}`), {
    method: 'PUT',
    json: body,
    schema: profileUpdatedSchema,
  });
}

export function useUpdateProfile(customerId: number | null, profileId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdateBody) => updateProfile(customerId, profileId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.company(customerId) }),
  });
}
