/**
 * DELETE /api/oauth2/session when the page ends a session on its own (countdown at zero,
 * 'VOLTAR' on the blocked screen): best effort, since the server may have ended it already.
 * The confirmed logout of the 'Sair' button is the auth feature's.
 */
import { apiPaths } from '@painel/contracts/routes';
import { apiRequest } from '../../../lib/api-client';

export async function endSession(): Promise<void> {
  try {
    await apiRequest(apiPaths.session, { method: 'DELETE' });
  } catch {
    // Already gone, or unreachable: either way this page is done with it.
  }
}
