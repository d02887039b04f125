/**
 * When a session ends, as the countdown shows it (PF 4 'Session countdown', 'Last-session case').
 * A session ends at `sessionExpiresAt` unless renewed; the company or group access window may end
 * it earlier, at `finalAccessTime`, and that end no renewal can move. All instants are
 * milliseconds on the server's clock; callers convert the browser's clock first.
 */
import { LOGIN_TIME_ZONE, SESSION_IDLE_S } from './limits';

export interface SessionTimes {
  /** When the session ends unless renewed. */
  readonly expiresAtMs: number;
  /** When the access window closes the session, or null when no window does. */
  readonly finalAccessMs: number | null;
}

export interface SessionEnd {
  readonly endsAtMs: number;
  /** False when the access window is what ends the session: renewing would not move the end. */
  readonly renewable: boolean;
}

export function sessionEnd({ expiresAtMs, finalAccessMs }: SessionTimes): SessionEnd {
  // The server caps sessionExpiresAt at the window's end, so "at or before" means the window ends it.
  if (finalAccessMs !== null && finalAccessMs <= expiresAtMs)
    return { endsAtMs: finalAccessMs, renewable: false };
  return { endsAtMs: expiresAtMs, renewable: true };
}

/** Whole seconds left before `endsAtMs`, rounded up (0 means over), never negative. */
export function secondsLeft(endsAtMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((endsAtMs - nowMs) / 1000));
}

export interface ShorterSession {
  /** When the access window closes the session. */
  readonly limitMs: number;
  /** When a session renewed now would have ended without the window. */
  readonly renewalMs: number;
  readonly minutesLeft: number;
}

/**
 * The 'Seu tempo de sessão será menor' case: the access window closes before a full idle period
 * from now, so the session will be shorter than the usual 30 minutes however the user renews it.
 */
export function shorterSession(finalAccessMs: number | null, nowMs: number): ShorterSession | null {
  if (finalAccessMs === null || finalAccessMs <= nowMs) return null;
  const renewalMs = nowMs + SESSION_IDLE_S * 1000;
  if (finalAccessMs >= renewalMs) return null;
  return { limitMs: finalAccessMs, renewalMs, minutesLeft: Math.ceil((finalAccessMs - nowMs) / 60_000) };
}

const timeFormat = new Intl.DateTimeFormat('pt-BR', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: LOGIN_TIME_ZONE,
});

/** 'HH:mm' in São Paulo time, the time zone the access windows are set in. */
export function formatSessionTime(ms: number): string {
  return timeFormat.format(ms);
}

/** Seconds as the countdown shows them: 'm:ss'. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
