/**
 * GET /api/backoffice/users/search (back office, staff who may view customers'
 * users): the first customers' users whose name or e-mail holds what was typed. The autocomplete
 * passes its AbortSignal, so a search overtaken by typing is cancelled on the wire too.
 */
import { userSearchResultSchema, userSearchUrl } from '@painel/contracts';
import { apiRequest } from '../../lib/api-client';

export async function fetchUsers(query: { filter: string; customerId?: number }, signal?: AbortSignal) {
  const result = await apiRequest(userSearchUrl(query), {
    schema: userSearchResultSchema,
    ...(signal ? { signal } : {}),
  });
  return result.list;
}
