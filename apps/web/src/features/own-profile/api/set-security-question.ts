/** PUT {customers}/users/profile/security-question: sets the own security question; the profile says which is set. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ownSecurityQuestionPaths,
  ownSecurityQuestionSavedSchema,
  type OwnSecurityQuestionBody,
} from '@painel/contracts';
import { getEnvironment } from '../../../config/environment';
import { apiRequest } from '../../../lib/api-client';
import { ownProfileKeys } from './keys';

export function useSetSecurityQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OwnSecurityQuestionBody) =>
      apiRequest(ownSecurityQuestionPaths[getEnvironment()], {
        method: 'PUT',
        json: body,
        schema: ownSecurityQuestionSavedSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownProfileKeys.all }),
  });
}
