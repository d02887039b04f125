/**
 * PUT /api/backoffice/feature-flags: one flag's whole state (default and every override). The
 * answer is the flag as stored, with the names of the companies and users, which replaces it in
 * the list.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  backofficeFeatureFlagSchema,
  featureFlagPaths,
  type BackofficeFeatureFlagList,
  type UpdateFeatureFlagBody,
} from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';
import { featureFlagAdminKeys } from './get-feature-flags';

export function updateFeatureFlag(body: UpdateFeatureFlagBody) {
  return apiRequest(featureFlagPaths.backoffice, {
    method: 'PUT',
    json: body,
    schema: backofficeFeatureFlagSchema,
  });
}

export function useUpdateFeatureFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFeatureFlag,
    onSuccess: (saved) =>
      queryClient.setQueryData<BackofficeFeatureFlagList>(featureFlagAdminKeys.list(), (current) =>
        current ? { list: current.list.map((flag) => (flag.name === saved.name ? saved : flag)) } : current,
      ),
  });
}
