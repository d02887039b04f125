/**
 * The six-digit verification code: what the input keeps, when the code is complete
 * enough to submit, and where the resend countdown starts.
 */
import { onlyDigits } from './documents';
import { CODE_LENGTH, RESEND_WAIT_S } from './limits';

const COMPLETE_CODE = new RegExp(`^\\d{${CODE_LENGTH}}$`);

/** The submit button stays disabled until this holds. */
export function isCompleteCode(code: string): boolean {
  return COMPLETE_CODE.test(code);
}

/** What the input keeps of a keystroke or a paste: digits only, at most six. */
export function sanitizeCode(input: string): string {
  return onlyDigits(input).slice(0, CODE_LENGTH);
}

/**
 * Seconds the resend countdown starts at. A missing, zero, negative or non-finite wait from the
 * server falls back to 60 (PF 4's 'maxRemainingTime or 60' read as JavaScript's `||`); a fraction
 * is rounded up so the link never appears before the server allows it.
 */
export function resendCountdownStart(maxRemainingTime?: number | null): number {
  if (maxRemainingTime == null || !Number.isFinite(maxRemainingTime) || maxRemainingTime <= 0) {
    return RESEND_WAIT_S;
  }
  return Math.ceil(maxRemainingTime);
}
