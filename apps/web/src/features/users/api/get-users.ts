/** GET {customers}/users: a page of the company's users within the caller's reach, filtered exactly. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, userPageSchema, usersPath } from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';
import { userKeys } from './keys';

/** Only filled values travel: an empty filter is no filter. */
function search(query: Record<string, string | number>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== '') params.set(key, String(value));
  return params.toString();
}

export function fetchUsers(
  customerId: number | null,
  query: Record<string, string | number>,
  signal?: AbortSignal,
) {
  return apiRequest(`${usersPath(customerId, '/users')}?${search(query)}`, {
    signal,
    schema: userPageSchema,
  });
}

export function usersQueryOptions(customerId: number | null, query: Record<string, string | number>) {
  return queryOptions({
    queryKey: userKeys.list(customerId, query),
    queryFn: ({ signal }) => fetchUsers(customerId, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUsers(customerId: number | null, query: Record<string, string | number>) {
  return useQuery(usersQueryOptions(customerId, query));
}

/**
 * The names the Nome filter suggests (AA 2.4 'Users autocomplete'): the same list call, unfiltered,
 * one page of the largest size the contract allows, fetched only while the filter drawer is open.
 * Suggestions only: what is typed is the filter whether or not it is among them.
 */
export function useUserNameSuggestions(
  customerId: number | null,
  groupId: number | undefined,
  enabled: boolean,
) {
  const query = { numPage: 0, numPageSize: MAX_PAGE_SIZE, ...(groupId !== undefined ? { groupId } : {}) };
  return useQuery({
    ...usersQueryOptions(customerId, query),
    placeholderData: undefined,
    enabled,
    select: (page) =>
      [...new Set(page.list.map((user) => user.name))].sort((a, b) => a.localeCompare(b, 'pt-BR')),
  });
}
