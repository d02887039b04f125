/**
 * Login (PF 4 'Login', PF 7 oauth2 calls) as an OAuth 2 authorization-code flow with PKCE:
 * solve the invisible captcha, authorize with the user's credentials, check the returned state,
 * exchange the code. The server answers the exchange with HttpOnly cookies; the page never sees a
 * token. When the account has a second factor, authorize answers an MFA challenge instead of a
 * code: the login waits for the verification step, whose answer is checked and exchanged
 * by the same functions.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import type { LoginForm, SessionUser } from '@painel/contracts';
import { ApiError, messageForFailure } from '../../../lib/api-client';
import { afterLoginPath } from '../../../lib/redirect';
import type { SecondFactorAnswer } from '../../../lib/second-factor';
import { splitSentences } from '../../../lib/split-sentences';
import { useToast } from '../../../components/toast/toast-context';
import { getEnvironment } from '../../../config/environment';
import { sessionQueryOptions } from './get-session';
import type { LoginContext, PendingAuthorization } from './login-attempt';

/** The network half, fetched on first use (see login-flow.ts). */
const loadFlow = () => import('./login-flow');

/** Loads the session the exchange opened; cookies refused by the browser (e.g. Secure over plain http) end here. */
function useLoadSignedInUser() {
  const queryClient = useQueryClient();
  return async (): Promise<SessionUser> => {
    const user = await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
    if (!user) throw new ApiError(401, 'UNAUTHENTICATED', await messageForFailure('UNAUTHENTICATED'));
    return user;
  };
}

function loginContext(): LoginContext {
  return { environment: getEnvironment(), origin: window.location.origin };
}

/**
 * The login form's submit: log in, load the session, go to redirectURL or /inicio; errors become
 * toasts. When a second factor is asked, it resolves with the challenge for the form to show.
 */
export function useLogin() {
  const loadUser = useLoadSignedInUser();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const toast = useToast();

  return useMutation({
    mutationFn: async (credentials: LoginForm) => {
      const { loginWithPassword } = await loadFlow();
      const result = await loginWithPassword(credentials, loginContext());
      if (result.kind === 'signedIn') await loadUser();
      return result;
    },
    onSuccess: (result) => {
      toast.dismissErrors();
      if (result.kind === 'signedIn') return navigate(afterLoginPath(searchParams), { replace: true });
    },
    onError: async (error) => {
      const message = error instanceof ApiError ? error.message : await messageForFailure(null);
      toast.error(splitSentences(message));
    },
  });
}

/**
 * The second half of a login with MFA: `complete` exchanges the verification step's answer and
 * loads the session; `leave` goes where the login would have gone (PF 2: redirectURL, else the
 * current page again, which for a signed-in user is /inicio).
 */
export function useSecondFactorLogin(pending: PendingAuthorization | null) {
  const loadUser = useLoadSignedInUser();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const toast = useToast();
  return {
    complete: async (answer: SecondFactorAnswer) => {
      if (!pending) throw new ApiError(0, 'STATE_MISMATCH', await messageForFailure('STATE_MISMATCH'));
      const { exchangeAuthorizationCode } = await loadFlow();
      await exchangeAuthorizationCode(answer, pending);
      await loadUser();
      toast.dismissErrors();
    },
    leave: () => void navigate(afterLoginPath(searchParams), { replace: true }),
  };
}
