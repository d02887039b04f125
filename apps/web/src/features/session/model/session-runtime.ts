/**
 * The session lifecycle's moving parts, one per app (PF 4 'Session', 'Token refresh', 'Session
 * countdown'; PF 8 'Any 401'): the clock, the renewal shared by the lazy refresh and 'CONTINUAR
 * SESSÃO', and the three ways a session ends on this page — lost (a 401: notice, '/'), expired
 * (the countdown reached zero: /sessao-expirada) and left (the blocked screen's 'VOLTAR').
 * What belongs to other areas (the session query, the router, toasts) comes in as `deps`.
 */
import type { Environment } from '@painel/contracts';
import { secondsLeft, sessionEnd, sessionMessages } from '@painel/domain';
import { ApiError, installApiInterceptor } from '../../../lib/api-client';
import { noticeForCode, storeFinishedSessionNotice } from '../../../lib/finished-session-notice';
import { REDIRECT_PARAM, paths } from '../../../config/paths';
import { createSessionInterceptor, singleFlight } from '../../../lib/session-interceptor';
import { serverNow } from '../../../lib/server-clock';
import { splitSentences } from '../../../lib/split-sentences';
import type { Toaster } from '../../../components/toast/toast-context';
import { endSession } from '../api/end-session';
import { renewSession } from '../api/renew-session';
import { createSessionClock, sessionTimesOf, type SessionTimesSource } from './session-clock';

export interface SessionRuntimeDeps {
  environment(): Environment;
  /** Replacing navigation in the app's router. */
  navigate(to: string): Promise<void> | void;
  toast: Toaster;
  /** Asks the server for the session and, when alive, shows it on the page (the session query). */
  fetchSession(): Promise<SessionTimesSource | null>;
  /** Refetches the session user in the background after a renewal. */
  reloadSession(): Promise<unknown>;
  /** Forgets the user on the page: stored data (but the purposes of use), cached queries; signed out. */
  forgetSession(): void;
}

/** Ours: a session the server still vouches for with this little left is ended anyway. */
const STILL_ALIVE_MIN_S = 5;

function isGatewayFailure(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 500 || error.status === 504);
}

export type SessionRuntime = ReturnType<typeof createSessionRuntime>;

export function createSessionRuntime(deps: SessionRuntimeDeps) {
  const clock = createSessionClock();
  let expiring = false;

  /** PF 8 'Any 401': forget the session, leave the notice its code stands for, go to '/'. */
  const lose = (error: ApiError) => {
    if (!clock.isActive()) return;
    clock.clear();
    storeFinishedSessionNotice(noticeForCode(error.code));
    deps.forgetSession();
    void deps.navigate(paths.login);
  };

  /** One renewal at a time; its failure is reported once, however many callers wait on it. */
  const renew = singleFlight(async () => {
    try {
      const token = await renewSession(deps.environment());
      clock.renewed(token.expires_in);
      // The exact times (and finalAccessTime) come with the session user.
      void deps.reloadSession().catch(() => undefined);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) lose(error);
      else if (isGatewayFailure(error)) deps.toast.error(sessionMessages.communicationFailure);
      throw error;
    }
  });

  return {
    clock,

    /** Puts the lazy refresh and the 401 handling on every API call; returns the uninstaller. */
    install(): () => void {
      return installApiInterceptor(
        createSessionInterceptor({
          renewableSecondsLeft: () => clock.renewableSecondsLeft(),
          renew,
          isSignedIn: () => clock.isActive(),
          onSessionLost: lose,
        }),
      );
    },

    /** 'CONTINUAR SESSÃO': renew, telling the user of failures the renewal did not already report. */
    async continueSession(): Promise<void> {
      try {
        await renew();
      } catch (error) {
        if (error instanceof ApiError && (error.status === 401 || isGatewayFailure(error))) return;
        deps.toast.error(
          splitSentences(error instanceof ApiError ? error.message : sessionMessages.defaultError),
        );
      }
    },

    /**
     * The countdown reached zero: unless the server says the session lives on (another tab
     * renewed it), log out here, leave the time-limit notice, and show /sessao-expirada with the
     * way back to `returnPath`.
     */
    async expire(returnPath: string): Promise<void> {
      if (expiring) return;
      expiring = true;
      clock.clear();
      try {
        const alive = await deps.fetchSession().catch(() => null);
        const times = alive ? sessionTimesOf(alive) : null;
        if (alive && times && secondsLeft(sessionEnd(times).endsAtMs, serverNow()) > STILL_ALIVE_MIN_S) {
          clock.track(alive);
          return;
        }
        storeFinishedSessionNotice('time-limit');
        void endSession();
        const query = new URLSearchParams({ [REDIRECT_PARAM]: returnPath }).toString();
        await deps.navigate(`${paths.sessionExpired}?${query}`);
        deps.forgetSession();
      } finally {
        expiring = false;
      }
    },

    /**
     * The blocked screen's 'VOLTAR': log out, forget everything but the purposes of use, go to '/'
     * (or, for its 'CADASTRAR NOVA SENHA', to the password recovery).
     */
    async leave(to: string = paths.login): Promise<void> {
      clock.clear();
      await endSession();
      deps.forgetSession();
      await deps.navigate(to);
    },
  };
}
