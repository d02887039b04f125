import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { base64UrlEncode, basicAuthorization, randomToken, s256Challenge } from './pkce';

describe('PKCE', () => {
  it('derives the S256 challenge of RFC 7636 appendix B', async () => {
    await expect(s256Challenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).resolves.toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('makes 43-character base64url tokens from 32 random bytes, different each time', () => {
    const first = randomToken();
    const second = randomToken();
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first).not.toBe(second);
  });

  it('encodes base64url without padding', () => {
    expect(base64UrlEncode(new Uint8Array([251, 255, 191]))).toBe('-_-_');
    expect(base64UrlEncode(new Uint8Array([1]))).toBe('AQ');
  });
});

describe('basicAuthorization', () => {
  it('encodes the UTF-8 bytes of "email:password"', () => {
    const expected = Buffer.from('joão@empresa.com.br:Senha:çã1', 'utf8').toString('base64');
    expect(basicAuthorization('joão@empresa.com.br', 'Senha:çã1')).toBe(`Basic ${expected}`);
  });

  it('matches an independent SHA-256 for any verifier', async () => {
    const verifier = randomToken();
    const expected = createHash('sha256').update(verifier).digest('base64url');
    await expect(s256Challenge(verifier)).resolves.toBe(expected);
  });
});
