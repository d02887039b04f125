/**
 * Login (PF 4 'Login', PF 7 oauth2 calls) as an OAuth 2 authorization-code flow with PKCE:
 * authorize with the user's credentials, check the returned state, exchange the code. The server
 * answers the exchange with HttpOnly cookies; the page never sees a token.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import {
  FIRST_PARTY_REDIRECT_PATH,
  apiPaths,
  authorizeResponseSchema,
  firstPartyClients,
  messageForError,
  tokenResponseSchema,
  type Environment,
  type LoginForm,
} from '@painel/contracts';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { currentDeviceInfo } from '../../../lib/device-info';
import { basicAuthorization, randomToken, s256Challenge } from '../../../lib/pkce';
import { afterLoginPath } from '../../../lib/redirect';
import { splitSentences } from '../../../lib/split-sentences';
import { useToast } from '../../../components/toast/toast-context';
import { getEnvironment } from '../../../config/environment';
import { sessionQueryOptions } from './get-session';

export interface LoginContext {
  environment: Environment;
  /** This page's origin: the redirect URI is origin + FIRST_PARTY_REDIRECT_PATH. */
  origin: string;
}

/** Runs authorize + token; resolves once the session cookies are set. Failures are ApiErrors. */
export async function loginWithPassword(
  { email, password }: LoginForm,
  context: LoginContext,
): Promise<void> {
  const clientId = firstPartyClients[context.environment];
  const redirectUri = `${context.origin}${FIRST_PARTY_REDIRECT_PATH}`;
  const state = randomToken();
  const codeVerifier = randomToken();
  const codeChallenge = await s256Challenge(codeVerifier);

  const authorization = await apiRequest(apiPaths.authorize, {
    method: 'POST',
    form: {
      client_id: clientId,
      redirect_uri: redirectUri,
      state,
      response_type: 'code',
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
    },
    headers: {
      Authorization: basicAuthorization(email.trim(), password),
      'X-Device-Info': JSON.stringify(currentDeviceInfo()),
    },
    schema: authorizeResponseSchema,
  });

  // An answer to a request we did not make: stop before using its code (status 0: the client's own check).
  if (authorization.state !== state)
    throw new ApiError(0, 'STATE_MISMATCH', messageForError('STATE_MISMATCH'));

  await apiRequest(apiPaths.token, {
    method: 'POST',
    form: {
      grant_type: 'authorization_code',
      code: authorization.code,
      redirect_uri: redirectUri,
      code_verifier: codeVerifier,
      client_id: clientId,
    },
    schema: tokenResponseSchema,
  });
}

/** The login form's submit: log in, load the session, go to redirectURL or /inicio; errors become toasts. */
export function useLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const toast = useToast();

  return useMutation({
    mutationFn: async (credentials: LoginForm) => {
      await loginWithPassword(credentials, { environment: getEnvironment(), origin: window.location.origin });
      const user = await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
      // Cookies refused by the browser (e.g. Secure cookies over plain http) end here.
      if (!user) throw new ApiError(401, 'UNAUTHENTICATED', messageForError('UNAUTHENTICATED'));
      return user;
    },
    onSuccess: () => {
      toast.dismissErrors();
      return navigate(afterLoginPath(searchParams), { replace: true });
    },
    onError: (error) => {
      const message = error instanceof ApiError ? error.message : messageForError(null);
      toast.error(splitSentences(message));
    },
  });
}
