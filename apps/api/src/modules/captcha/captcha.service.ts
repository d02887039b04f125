/**
 * The captcha of login and recovery. ALTCHA by default: the server signs a
 * proof-of-work challenge (HMAC keys derived from the server's secret key, so every process
 * agrees), the browser finds the counter, and `verifyCaptcha` checks the signature, the expiry and
 * the solution, then records the challenge so a replay fails. reCAPTCHA asks Google's siteverify.
 * 'off' (tests only; refused in production by config.ts) accepts anything.
 */
import { hkdfSync } from 'node:crypto';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { z } from 'zod';
import { CAPTCHA_TOKEN_MAX, type CaptchaChallenge } from '@painel/contracts';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import { loadSecretKey } from '../../lib/secret-key';
import { digest } from '../../lib/tokens';
import { recordCaptchaUse } from './captcha.repository';
import type { AppContext } from '../../core/context';

/** What the captcha needs of the application context. */
type CaptchaContext = Pick<AppContext, 'db' | 'config' | 'now'>;

export const CAPTCHA_TTL_MS = 5 * 60_000;
export const RECAPTCHA_TIMEOUT_MS = 10_000;
/** SHA-256, one round per counter: the work is the counter range, ALTCHA_MAX_NUMBER. */
const ALGORITHM = 'SHA-256';

const clock = (ctx: CaptchaContext) => ctx.now();

/** Two HMAC secrets derived from the server key, one per use, never the key itself. */
function hmacSecrets(config: Config) {
  const key = loadSecretKey(config);
  const derive = (label: string) =>
    Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `painel:altcha:${label}`, 32)).toString('hex');
  return { signature: derive('signature'), keySignature: derive('key-signature') };
}

/**
 * A new challenge: a random counter below ALTCHA_MAX_NUMBER whose derived key the solver must
 * reproduce; the server signs that key, so verifying is one HMAC and costs no work.
 */
export async function createCaptchaChallenge(ctx: CaptchaContext): Promise<CaptchaChallenge> {
  const secrets = hmacSecrets(ctx.config);
  const { parameters, signature } = await createChallenge({
    algorithm: ALGORITHM,
    cost: 1,
    counter: randomInt(ctx.config.altchaMaxNumber, 0),
    deriveKey,
    expiresAt: new Date(clock(ctx).getTime() + CAPTCHA_TTL_MS),
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.keySignature,
  });
  if (!signature) throw new Error('altcha-lib returned an unsigned challenge');
  return { parameters: { ...parameters }, signature };
}

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(ALGORITHM),
      nonce: z.string().regex(/^[0-9a-f]{1,128}$/),
      salt: z.string().regex(/^[0-9a-f]{1,128}$/),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string().max(128),
      keySignature: z.string().max(128),
      expiresAt: z.number(),
    }),
    signature: z.string().max(256),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string().max(256), time: z.number().optional() }),
});

function parsePayload(token: string) {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(token, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

async function verifyAltcha(ctx: CaptchaContext, token: string): Promise<boolean> {
  const payload = parsePayload(token);
  if (!payload) return false;
  const now = clock(ctx);
  const expiresAt = new Date(payload.challenge.parameters.expiresAt * 1000);
  if (!(expiresAt > now)) return false;
  const secrets = hmacSecrets(ctx.config);
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.keySignature,
  }).catch(() => null);
  if (!result?.verified) return false;
  return recordCaptchaUse(ctx.db, digest(payload.challenge.signature), expiresAt, now);
}

const siteverifySchema = z.object({ success: z.boolean() });

async function verifyRecaptcha(config: Config, token: string): Promise<boolean> {
  if (!config.recaptchaSecret) return false;
  try {
    const response = await fetch(config.recaptchaVerifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: config.recaptchaSecret, response: token }).toString(),
      signal: AbortSignal.timeout(RECAPTCHA_TIMEOUT_MS),
      redirect: 'error',
    });
    if (!response.ok) return false;
    const parsed = siteverifySchema.safeParse(await response.json());
    return parsed.success && parsed.data.success;
  } catch {
    // Unreachable or unreadable: fail closed.
    return false;
  }
}

/** Throws CAPTCHA_INVALID unless `token` is a fresh, unused solution (or captcha is off). */
export async function verifyCaptcha(ctx: CaptchaContext, token: string | undefined): Promise<void> {
  const { config } = ctx;
  if (config.captcha === 'off') return;
  if (!token || token.length > CAPTCHA_TOKEN_MAX) throw new AppError('CAPTCHA_INVALID');
  const ok =
    config.captcha === 'altcha' ? await verifyAltcha(ctx, token) : await verifyRecaptcha(config, token);
  if (!ok) throw new AppError('CAPTCHA_INVALID');
}
