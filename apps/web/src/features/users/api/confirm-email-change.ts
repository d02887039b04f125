/** POST /users/email-change/confirmation: the link e-mailed to a user's new address, used once. */
import { useQuery } from '@tanstack/react-query';
import { emailChangeConfirmPath, userMessageSchema } from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';

export function useConfirmEmailChange(hash: string) {
  // A query, not a mutation: it runs once per link even when the page renders twice, and is never retried
  // (the link is single-use: a second call would answer that it is no longer valid).
  return useQuery({
    queryKey: ['email-change', hash],
    queryFn: () =>
      apiRequest(emailChangeConfirmPath, { method: 'POST', json: { hash }, schema: userMessageSchema }),
    enabled: hash !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
