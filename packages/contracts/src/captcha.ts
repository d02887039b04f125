/**
 * The captcha of login and recovery: a self-hosted ALTCHA proof of work. The web
 * fetches a challenge, the widget solves it, and the form sends the widget's payload (base64 JSON of
 * challenge and solution) in its captcha field; the API verifies it once. reCAPTCHA tokens travel
 * in the same field when the server is configured for it.
 */
import { z } from 'zod';

/**
 * An ALTCHA v2 challenge as altcha-lib signs it. Loose on purpose: the signature covers every
 * parameter, so none may be dropped on the way out.
 */
export const captchaChallengeSchema = z
  .object({
    parameters: z.looseObject({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      expiresAt: z.number().optional(),
    }),
    signature: z.string(),
  })
  .meta({ id: 'CaptchaChallenge' });
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;
