/**
 * One login attempt's OAuth parameters and outcome, shared by the login hooks (login.ts) and the
 * network half they load on first use (login-flow.ts), which so need not import the module that
 * loads it.
 */
import type { Environment, MfaChallenge } from '@painel/contracts';
import { FIRST_PARTY_REDIRECT_PATH, firstPartyClients } from '@painel/contracts/routes';
import { randomToken } from '../../../lib/pkce';

export interface LoginContext {
  environment: Environment;
  /** This page's origin: the redirect URI is origin + FIRST_PARTY_REDIRECT_PATH. */
  origin: string;
}

/** One login attempt's OAuth parameters, kept until its code is exchanged (possibly after the MFA step). */
export interface PendingAuthorization {
  clientId: string;
  redirectUri: string;
  state: string;
  codeVerifier: string;
}

export function newPendingAuthorization(context: LoginContext): PendingAuthorization {
  return {
    clientId: firstPartyClients[context.environment],
    redirectUri: `${context.origin}${FIRST_PARTY_REDIRECT_PATH}`,
    state: randomToken(),
    codeVerifier: randomToken(),
  };
}

export type LoginResult =
  { kind: 'signedIn' } | { kind: 'secondFactor'; challenge: MfaChallenge; pending: PendingAuthorization };
