/**
 * A password change that waits for the second factor (AA 2.2, AA 7; PF 2 'Code verification
 * screen', mode 'after password change'). When the user's company requires MFA and the user's
 * factor is active, PUT {customers}/users/profile/password and PUT /users/password answer the MFA
 * session object instead of the message, and nothing changes yet; POST /mfa/code with that
 * token and a right code completes the change and answers the message.
 */
import { z } from 'zod';
import { mfaChallengeSchema, mfaCodeResponseSchema } from './mfa';
import { passwordMessageResponseSchema } from './passwords';

/** The answer of a password change: done (`message`), or an MFA challenge to verify first. */
export const passwordChangeAnswerSchema = z
  .union([passwordMessageResponseSchema, mfaChallengeSchema])
  .meta({ id: 'PasswordChangeAnswer' });
export type PasswordChangeAnswer = z.infer<typeof passwordChangeAnswerSchema>;

/** POST /mfa/code: a login's authorization code, or the message of the password change it completed. */
export const mfaCodeAnswerSchema = z
  .union([mfaCodeResponseSchema, passwordMessageResponseSchema])
  .meta({ id: 'MfaCodeAnswer' });
export type MfaCodeAnswer = z.infer<typeof mfaCodeAnswerSchema>;

/** True when a password change must still be verified with a code. */
export function needsSecondFactor(
  answer: PasswordChangeAnswer,
): answer is z.infer<typeof mfaChallengeSchema> {
  return 'mfa' in answer;
}
