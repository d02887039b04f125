/** GET {customers}/audit: a page of the company's trail ('Atividade'), filtered. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { activityPageSchema, activityPath, type ActivityQuery } from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';
import { activityKeys } from './keys';

function queryString(query: ActivityQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
}

export function fetchActivity(customerId: number | null, query: ActivityQuery, signal?: AbortSignal) {
  return apiRequest(`${activityPath(customerId)}?${queryString(query)}`, {
    signal,
    schema: activityPageSchema,
  });
}

export function activityQueryOptions(customerId: number | null, query: ActivityQuery) {
  return queryOptions({
    queryKey: activityKeys.list(customerId, query),
    queryFn: ({ signal }) => fetchActivity(customerId, query, signal),
    // Paging or filtering keeps the rows in view until the next page arrives.
    placeholderData: keepPreviousData,
  });
}

export function useActivity(customerId: number | null, query: ActivityQuery) {
  return useQuery(activityQueryOptions(customerId, query));
}
