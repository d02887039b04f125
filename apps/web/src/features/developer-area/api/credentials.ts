/** The developer area's calls: the company's API credentials (list, create, rotate, revoke). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiCredentialListSchema,
  apiCredentialSchema,
  apiCredentialSecretSchema,
  developerAreaPaths,
  monthConsumptionSchema,
  reportExportPaths,
  type CreateApiCredentialBody,
} from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';

export const credentialKeys = { list: ['developer-area', 'credentials'] as const };

const one = (path: string, clientId: string) => path.replace(':clientId', encodeURIComponent(clientId));

export function credentialsQueryOptions() {
  return queryOptions({
    queryKey: credentialKeys.list,
    queryFn: ({ signal }) => apiRequest(developerAreaPaths.list, { signal, schema: apiCredentialListSchema }),
  });
}

export const useCredentials = () => useQuery(credentialsQueryOptions());

function useCredentialMutation<T, R>(call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: credentialKeys.list }),
  });
}

export const useCreateCredential = () =>
  useCredentialMutation((body: CreateApiCredentialBody) =>
    apiRequest(developerAreaPaths.list, { method: 'POST', json: body, schema: apiCredentialSecretSchema }),
  );

export const useRotateCredential = () =>
  useCredentialMutation((clientId: string) =>
    apiRequest(one(developerAreaPaths.rotate, clientId), {
      method: 'POST',
      schema: apiCredentialSecretSchema,
    }),
  );

export const useRevokeCredential = () =>
  useCredentialMutation((clientId: string) =>
    apiRequest(one(developerAreaPaths.revoke, clientId), { method: 'POST', schema: apiCredentialSchema }),
  );

/** The month's consumption (reports' 'Consumo'); the page shows the API product's line. Hidden when refused. */
export const useApiMonthConsumption = () =>
  useQuery({
    queryKey: ['developer-area', 'month-consumption'] as const,
    queryFn: ({ signal }) =>
      apiRequest(reportExportPaths.monthConsumption, { signal, schema: monthConsumptionSchema }),
    retry: false,
  });
