/**
 * The "finished session" notice (PF 2 'Login screen', PF 8 'Any 401'): when a session ends away
 * from the login page, which message to show is kept in a short-lived cookie, and the login page
 * shows it once, about a second after it loads, then deletes it.
 */
import { sessionMessages } from '@painel/domain';
import { deleteCookie, readCookie, writeCookie } from './cookies';

export const FINISHED_SESSION_COOKIE = 'painel_aviso';
/** Ours: long enough to survive the way to the login page, short enough not to greet a later visit. */
export const FINISHED_SESSION_COOKIE_MAX_AGE_S = 300;

export const finishedSessionNotices = {
  /** Another login of the same person ended this session (code SESSION_REPLACED). */
  'shared-login': sessionMessages.sharedLogin,
  /** The access window closed, or the session ran out of time (SESSION_TIME_LIMIT, countdown at zero). */
  'time-limit': sessionMessages.timeLimit,
  /** Any other 401. */
  'invalid-session': sessionMessages.invalidSession,
} as const;

export type FinishedSessionNotice = keyof typeof finishedSessionNotices;

function isNotice(value: string | null): value is FinishedSessionNotice {
  return value !== null && Object.hasOwn(finishedSessionNotices, value);
}

/** Which notice a 401 stands for, from its error code. */
export function noticeForCode(code: string | null): FinishedSessionNotice {
  if (code === 'SESSION_REPLACED') return 'shared-login';
  if (code === 'SESSION_TIME_LIMIT') return 'time-limit';
  return 'invalid-session';
}

export function storeFinishedSessionNotice(notice: FinishedSessionNotice): void {
  writeCookie(FINISHED_SESSION_COOKIE, notice, { maxAgeSeconds: FINISHED_SESSION_COOKIE_MAX_AGE_S });
}

/** The pending notice's message, removing it so it shows once; null when there is none. */
export function takeFinishedSessionNotice(): string | null {
  const value = readCookie(FINISHED_SESSION_COOKIE);
  if (value === null) return null;
  deleteCookie(FINISHED_SESSION_COOKIE);
  return isNotice(value) ? finishedSessionNotices[value] : null;
}
