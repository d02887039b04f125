import { describe, expect, it } from 'vitest';
import { signLink, verifyLink } from './payments.signing';

const SECRET = 'segredo-de-teste';
const NOW = new Date('2026-11-26T12:00:00Z');
const CLAIMS = { kind: 'invoice', invoiceId: 42, companyId: 7, expires: NOW.getTime() / 1000 + 300 } as const;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

describe('PDF links', () => {
  it('opens with the link as signed, and not after it expires', () => {
    const token = signLink(SECRET, CLAIMS);
    expect(verifyLink(SECRET, token, NOW)).toEqual(CLAIMS);
    expect(verifyLink(SECRET, token, new Date(CLAIMS.expires * 1000))).toBeNull();
    expect(verifyLink('outro-segredo', token, NOW)).toBeNull();
  });

  it('refuses every changed last character, even one that decodes to the same signature bytes', () => {
    const token = signLink(SECRET, CLAIMS);
    const last = token.at(-1)!;
    const changed = [...ALPHABET].filter((c) => c !== last).map((c) => token.slice(0, -1) + c);
    // base64url's last character of a 32-byte signature carries 2 spare bits: 3 neighbours decode alike.
    const sameBytes = changed.filter((t) =>
      Buffer.from(t.split('.')[1]!, 'base64url').equals(Buffer.from(token.split('.')[1]!, 'base64url')),
    );
    expect(sameBytes).toHaveLength(3);
    for (const t of changed) expect(verifyLink(SECRET, t, NOW), t).toBeNull();
  });
});
