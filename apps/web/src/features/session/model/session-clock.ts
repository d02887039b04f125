/**
 * The session's clock (PF 4 'Session countdown'): when the current session ends, on the server's
 * clock, from the session user's `sessionExpiresAt` and `finalAccessTime` or from a renewal's
 * `expires_in`. The countdown subscribes to it; the API interceptor asks it whether to renew
 * first. A login, a renewal or a refetched session moves the deadline and so resets the countdown.
 */
import { sessionEnd, type SessionEnd, type SessionTimes } from '@painel/domain';
import { serverNow } from '../../../lib/server-clock';

/** The two times of the session user this clock reads. */
export interface SessionTimesSource {
  sessionExpiresAt: string;
  finalAccessTime: string | null;
}

export interface SessionDeadline extends SessionEnd {
  readonly times: SessionTimes;
}

/** The user's ISO times in milliseconds; null when the session end is unreadable. */
export function sessionTimesOf(source: SessionTimesSource): SessionTimes | null {
  const expiresAtMs = Date.parse(source.sessionExpiresAt);
  if (!Number.isFinite(expiresAtMs)) return null;
  const finalAccessMs = source.finalAccessTime === null ? Number.NaN : Date.parse(source.finalAccessTime);
  return { expiresAtMs, finalAccessMs: Number.isFinite(finalAccessMs) ? finalAccessMs : null };
}

export type SessionClock = ReturnType<typeof createSessionClock>;

/** Ours: a renewal that moves the end by less than this met a limit renewing cannot pass. */
const FUTILE_RENEWAL_MS = 60_000;

export function createSessionClock(now: () => number = serverNow) {
  let deadline: SessionDeadline | null = null;
  // An end a renewal proved it cannot move (the server's absolute cap, say): not renewable past it.
  let ceilingMs: number | null = null;
  const listeners = new Set<() => void>();

  const endOf = (times: SessionTimes) => {
    const end = sessionEnd(times);
    return ceilingMs !== null && end.endsAtMs >= ceilingMs ? { endsAtMs: ceilingMs, renewable: false } : end;
  };

  const set = (times: SessionTimes | null, force = false) => {
    const current = deadline?.times;
    if (
      !force &&
      times &&
      current &&
      times.expiresAtMs === current.expiresAtMs &&
      times.finalAccessMs === current.finalAccessMs
    )
      return;
    if (!times) ceilingMs = null;
    deadline = times ? { times, ...endOf(times) } : null;
    listeners.forEach((listener) => listener());
  };

  return {
    /** Follows the session user as the page knows it (null: signed out). */
    track(source: SessionTimesSource | null): void {
      set(source ? sessionTimesOf(source) : null);
    },
    /** A renewal answered `expires_in`: the session now ends that far from now (until refetched). */
    renewed(expiresInSeconds: number): void {
      if (!deadline) return;
      const expiresAtMs = now() + expiresInSeconds * 1000;
      const futile = expiresAtMs < deadline.times.expiresAtMs + FUTILE_RENEWAL_MS;
      if (futile) ceilingMs = expiresAtMs;
      set({ expiresAtMs, finalAccessMs: deadline.times.finalAccessMs }, futile);
    },
    /** The session is over for this page: nothing to count, renew or lose any more. */
    clear(): void {
      set(null);
    },
    deadline(): SessionDeadline | null {
      return deadline;
    },
    isActive(): boolean {
      return deadline !== null;
    },
    /** Exact seconds until a renewable session must be renewed; null when none is (see interceptor). */
    renewableSecondsLeft(): number | null {
      return deadline?.renewable ? (deadline.endsAtMs - now()) / 1000 : null;
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
