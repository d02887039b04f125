/**
 * The security question a user sets on their own profile and staff check in the back office
 *: the fixed list of questions and the rules of the answer. The answer is compared
 * in the form normaliseSecurityAnswer (users.ts) gives it: the server hashes that form when the user
 * sets it and when staff check it, so both sides read the same rule.
 */
import { securityQuestionMessages as m } from './messages/security-question';
import { normaliseSecurityAnswer } from './users';

/** The questions a user may choose; stored as the text itself (users.mfa_security_question). */
export const SECURITY_QUESTIONS = [
  'Qual o nome do seu primeiro animal de estimação?',
  'Em que cidade você nasceu?',
  'Qual o nome da escola onde você estudou na infância?',
  'Qual o nome do seu melhor amigo de infância?',
  'Qual o modelo do seu primeiro carro?',
  'Qual o sobrenome de solteira da sua mãe?',
] as const;
export type SecurityQuestion = (typeof SECURITY_QUESTIONS)[number];

export function isSecurityQuestion(value: unknown): value is SecurityQuestion {
  return typeof value === 'string' && (SECURITY_QUESTIONS as readonly string[]).includes(value);
}

/** Bounds of the answer, counted on its normalised form (what is hashed and compared). */
export const SECURITY_ANSWER_MIN = 3;
export const SECURITY_ANSWER_MAX = 60;

/** The message for an answer that cannot be saved, or undefined when it can. */
export function securityAnswerError(answer: string): string | undefined {
  const normalised = normaliseSecurityAnswer(answer);
  if (normalised === '') return m.answerRequired;
  if (normalised.length < SECURITY_ANSWER_MIN) return m.answerTooShort(SECURITY_ANSWER_MIN);
  if (normalised.length > SECURITY_ANSWER_MAX) return m.answerTooLong(SECURITY_ANSWER_MAX);
  return undefined;
}

/**
 * Staff's check of the answer (back office) is limited per target user: at most
 * SECURITY_CHECK_MAX_FAILURES wrong answers in a window of SECURITY_CHECK_WINDOW_MINUTES that starts
 * at the first wrong one; a right answer, or the end of the window, starts afresh. While the limit
 * is reached every check is refused, right answer or not, so guessing cannot go on in parallel.
 */
export const SECURITY_CHECK_MAX_FAILURES = 5;
export const SECURITY_CHECK_WINDOW_MINUTES = 15;

export type SecurityCheckWindow = { failures: number; windowStartedAt: Date | null };

/** The window as it stands at `now`: an expired one counts nothing. */
export function currentSecurityCheckWindow(stored: SecurityCheckWindow, now: Date): SecurityCheckWindow {
  if (stored.windowStartedAt === null) return { failures: 0, windowStartedAt: null };
  const ends = stored.windowStartedAt.getTime() + SECURITY_CHECK_WINDOW_MINUTES * 60_000;
  return ends <= now.getTime() ? { failures: 0, windowStartedAt: null } : stored;
}

/** Tries left in the current window (0: refused until it ends). */
export function securityCheckAttemptsLeft(window: SecurityCheckWindow): number {
  return Math.max(0, SECURITY_CHECK_MAX_FAILURES - window.failures);
}

/** Whole minutes until a window that reached the limit ends (at least 1). */
export function securityCheckMinutesLeft(window: SecurityCheckWindow, now: Date): number {
  if (window.windowStartedAt === null) return 0;
  const ends = window.windowStartedAt.getTime() + SECURITY_CHECK_WINDOW_MINUTES * 60_000;
  return Math.max(1, Math.ceil((ends - now.getTime()) / 60_000));
}
