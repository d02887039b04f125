/**
 * The session's hold on API calls (PF 4 'Token refresh', PF 8 'Any 401'), as an ApiInterceptor:
 * - before a call, when the session is inside the lazy-refresh window (more than 120 s and at
 *   most 1680 s left), renew it first; calls made meanwhile wait for the same renewal;
 * - a 401 on a session the page believed alive ends it, with the answer's code.
 * The calls that make or end a session are left alone: the login's authorize and token calls (a
 * wrong password is a 401 too, and the renewal is itself a token call) and the logout, whose 401
 * only means the session was already gone.
 */
import { apiPaths } from '@painel/contracts/routes';
import { shouldLazyRefresh } from '@painel/domain';
import { ApiError, type ApiCall, type ApiInterceptor } from './api-client';

export interface SessionInterceptorOptions {
  /**
   * Seconds until the session must be renewed, or null when there is nothing to renew: no
   * session, or one that ends with its access window, which no renewal moves.
   */
  renewableSecondsLeft(): number | null;
  /** Renews the session (one renewal at a time: wrap it in `singleFlight`). */
  renew(): Promise<unknown>;
  /** Whether the page believes a session is alive. */
  isSignedIn(): boolean;
  /** A 401 ended the session the page believed alive; `error.code` says why. */
  onSessionLost(error: ApiError): void;
}

/** The calls of the session itself, never delayed by a renewal nor read as a lost session. */
export function isSessionCall({ method, path }: ApiCall): boolean {
  return (
    path === apiPaths.authorize ||
    path === apiPaths.token ||
    (method === 'DELETE' && path === apiPaths.session)
  );
}

export function createSessionInterceptor(options: SessionInterceptorOptions): ApiInterceptor {
  return {
    async beforeRequest(call) {
      // Polls are not activity: renewing for them would keep an idle session alive forever.
      if (isSessionCall(call) || call.background) return;
      const seconds = options.renewableSecondsLeft();
      if (seconds === null || !shouldLazyRefresh(seconds)) return;
      try {
        await options.renew();
      } catch (error) {
        // A session the server refused to renew is over: the call would only get its 401.
        if (error instanceof ApiError && error.status === 401) throw error;
        // Any other failure was reported by the renewal; the call may still go through.
      }
    },
    onUnauthorized(error, call) {
      if (isSessionCall(call) || !options.isSignedIn()) return;
      // A poll that finds the session merely over (no reason given) leaves the ending to the
      // countdown, which shows the expired screen; it would otherwise race it to the login page.
      // A session replaced or cut by its time limit is news at once, whoever hears it.
      if (call.background && error.code === 'UNAUTHENTICATED') return;
      options.onSessionLost(error);
    },
  };
}

/** `task` run at most once at a time: callers that arrive while it runs share its outcome. */
export function singleFlight<T>(task: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () => {
    running ??= task().finally(() => {
      running = null;
    });
    return running;
  };
}
