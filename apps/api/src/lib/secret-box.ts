/**
 * Secrets at rest (MFA TOTP secrets): AES-256-GCM with the server key of lib/secret-key.ts.
 * A sealed value reads `v1.<iv>.<ciphertext>.<tag>` (base64url). The `context` is bound as
 * additional data, so a sealed secret copied onto another user's row no longer opens.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A sealed value that this key cannot open: sealed under another SECRET_KEY, or altered. */
export class UnreadableSecretError extends Error {
  constructor(readonly context: string) {
    super(
      `sealed secret unreadable (${context.replace(/:\d+$/, '')}): sealed under another SECRET_KEY, or altered`,
    );
    this.name = 'UnreadableSecretError';
  }
}

export type SecretBox = {
  seal: (plaintext: string, context: string) => string;
  /** Throws UnreadableSecretError when the value was not sealed with this key and context, or was altered. */
  open: (sealed: string, context: string) => string;
};

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('secretBox needs a 32-byte key');
  return {
    seal(plaintext, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, iv, ciphertext, cipher.getAuthTag()]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed, context) {
      const [version, iv, ciphertext, tag, ...rest] = sealed.split('.');
      if (
        version !== VERSION ||
        iv === undefined ||
        ciphertext === undefined ||
        tag === undefined ||
        rest.length > 0
      ) {
        throw new UnreadableSecretError(context);
      }
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
          authTagLength: TAG_BYTES,
        });
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(ciphertext, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw new UnreadableSecretError(context);
      }
    },
  };
}

/** The additional data that binds a user's MFA secret to that user. */
export function mfaSecretContext(userId: number): string {
  return `users.mfa_secret:${userId}`;
}
