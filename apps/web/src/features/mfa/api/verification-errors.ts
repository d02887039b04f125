/**
 * PF 3 'Verification error items' on a failed MFA call: the 422s carry `errors: [{ key, errorMsg }]`
 * (keys 'attempts', 'failure', 'resend', 'restart') and, when resending too early, the wait.
 */
import { mfaErrorResponseSchema, type VerificationErrorItem } from '@painel/contracts';
import { ApiError } from '../../../lib/api-client';

/** The key that blocks the user: the blocked-access screen follows. */
export const BLOCKED_KEY = 'failure';

export interface VerificationFailure {
  item: VerificationErrorItem;
  /** Seconds before another SMS may be asked for, when the server says. */
  maxRemainingTime?: number;
}

/** The first item of a 422 from an MFA call, or null for any other failure. */
export function verificationFailure(error: unknown): VerificationFailure | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const parsed = mfaErrorResponseSchema.safeParse(error.body);
  const item = parsed.success ? parsed.data.errors?.[0] : undefined;
  if (!parsed.success || !item) return null;
  return parsed.data.maxRemainingTime === undefined
    ? { item }
    : { item, maxRemainingTime: parsed.data.maxRemainingTime };
}
