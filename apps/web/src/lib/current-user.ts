/**
 * The signed-in user for screens under a private route. app/ provides it from the session query,
 * so features read the user without importing the auth feature.
 */
import { createContext, use } from 'react';
import type { SessionUser } from '@painel/contracts';

export const CurrentUserContext = createContext<SessionUser | null>(null);

export function useCurrentUser(): SessionUser {
  const user = use(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser() is only available under a private route.');
  return user;
}
