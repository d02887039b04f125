/**
 * Renewal (PF 4 'Token refresh', PF 7 POST oauth2/oauth/token with grant_type=refresh_token).
 * The refresh token travels in its HttpOnly cookie, so the page sends only the grant and its
 * client; the answer carries the new lifetime. A 401 means the session cannot be renewed.
 */
import type { Environment, TokenResponse } from '@painel/contracts';
import { apiPaths, firstPartyClients } from '@painel/contracts/routes';
import { apiRequest } from '../../../lib/api-client';

export function renewSession(environment: Environment): Promise<TokenResponse> {
  return apiRequest(apiPaths.token, {
    method: 'POST',
    form: { grant_type: 'refresh_token', client_id: firstPartyClients[environment] },
    // Loaded on the first renewal: the session runtime is in every page, zod need not be.
    schema: async () => (await import('@painel/contracts/auth')).tokenResponseSchema,
  });
}
