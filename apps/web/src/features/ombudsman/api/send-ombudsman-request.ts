/**
 * POST /api/ouvidoria: the 'Ouvidoria Assertiva' form, validated beforehand with the same
 * contract schema the API applies. Success is `{ statusCode: 200 }` (the schema refuses anything
 * else, so an unexpected answer counts as a failure, as PF 8 asks).
 */
import { useMutation } from '@tanstack/react-query';
import { ombudsmanPaths, ombudsmanResponseSchema, type OmbudsmanBody } from '@painel/contracts';
import { unmask } from '@painel/domain';
import { apiRequest } from '../../../lib/api-client';

export function sendOmbudsmanRequest(form: OmbudsmanBody) {
  // The mask is for the eyes; the e-mail and the record carry the digits.
  const body: OmbudsmanBody = { ...form, phone: unmask(form.phone) };
  return apiRequest(ombudsmanPaths.send, { method: 'POST', json: body, schema: ombudsmanResponseSchema });
}

export function useSendOmbudsmanRequest() {
  return useMutation({ mutationFn: sendOmbudsmanRequest });
}
