/**
 * Session-time decisions shared by the API client and the countdown: when to refresh a
 * token before a request, and when to warn that the session is about to end.
 */
import { LAZY_REFRESH_MAX_REMAINING_S, LAZY_REFRESH_MIN_REMAINING_S, SESSION_WARNING_S } from './limits';

/**
 * True when a request should refresh the token first: more than 120 s and at most 1680 s left.
 * Below the window the countdown dialog owns renewal; above it refreshing would be wasted work.
 */
export function shouldLazyRefresh(remainingSeconds: number): boolean {
  return remainingSeconds > LAZY_REFRESH_MIN_REMAINING_S && remainingSeconds <= LAZY_REFRESH_MAX_REMAINING_S;
}

/**
 * True while the countdown dialog should show: 120 s or fewer left but not yet over, because at
 * zero the session is logged out instead (see isSessionOver).
 */
export function isSessionWarning(remainingSeconds: number): boolean {
  return remainingSeconds > 0 && remainingSeconds <= SESSION_WARNING_S;
}

/** True once no time is left: the countdown logs out and goes to /sessao-expirada. */
export function isSessionOver(remainingSeconds: number): boolean {
  return remainingSeconds <= 0;
}
