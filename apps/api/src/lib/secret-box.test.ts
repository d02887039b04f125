import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { mfaSecretContext, secretBox } from './secret-box';
import { loadSecretKey } from './secret-key';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'painel-key-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('secretBox (AES-256-GCM)', () => {
  const box = secretBox(randomBytes(32));
  const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

  it('opens what it sealed, and never shows the secret in the sealed text', () => {
    const sealed = box.seal(secret, mfaSecretContext(7));
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain(secret);
    expect(box.open(sealed, mfaSecretContext(7))).toBe(secret);
  });

  it('seals the same secret differently each time (fresh IV)', () => {
    expect(box.seal(secret, 'c')).not.toBe(box.seal(secret, 'c'));
  });

  it('refuses another user’s context, another key, altered text and garbage', () => {
    const sealed = box.seal(secret, mfaSecretContext(7));
    expect(() => box.open(sealed, mfaSecretContext(8))).toThrow();
    expect(() => secretBox(randomBytes(32)).open(sealed, mfaSecretContext(7))).toThrow();
    const [v, iv, data, tag] = sealed.split('.');
    const flipped = Buffer.from(data ?? '', 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() =>
      box.open([v, iv, flipped.toString('base64url'), tag].join('.'), mfaSecretContext(7)),
    ).toThrow();
    expect(() => box.open('v1.abc', 'c')).toThrow();
    expect(() => box.open(secret, 'c')).toThrow();
  });

  it('wants a 32-byte key', () => {
    expect(() => secretBox(randomBytes(16))).toThrow();
  });
});

describe('loadSecretKey', () => {
  it('reads SECRET_KEY as 32 bytes of base64', () => {
    const raw = randomBytes(32);
    expect(
      loadSecretKey({
        secretKey: raw.toString('base64'),
        nodeEnv: 'production',
        dataDir: '/nonexistent',
      }).equals(raw),
    ).toBe(true);
  });

  it('refuses a SECRET_KEY of the wrong length or alphabet, saying how to make one', () => {
    expect(() =>
      loadSecretKey({ secretKey: randomBytes(24).toString('base64'), nodeEnv: 'production', dataDir: '/x' }),
    ).toThrow(/32 random bytes/);
    expect(() =>
      loadSecretKey({ secretKey: `${'é'.repeat(40)}`, nodeEnv: 'development', dataDir: '/x' }),
    ).toThrow(/openssl rand/);
  });

  it('stops production without SECRET_KEY with a clear message', () => {
    expect(() => loadSecretKey({ secretKey: undefined, nodeEnv: 'production', dataDir: tempDir() })).toThrow(
      /SECRET_KEY is required in production/,
    );
  });

  it('creates the development key once, readable by the owner only, and reuses it', () => {
    const dir = tempDir();
    const first = loadSecretKey({ secretKey: undefined, nodeEnv: 'development', dataDir: dir });
    const file = path.join(dir, 'secret-key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64').equals(first)).toBe(true);
    expect(loadSecretKey({ secretKey: undefined, nodeEnv: 'test', dataDir: dir }).equals(first)).toBe(true);
  });

  it('reads a key file another process wrote first', () => {
    const dir = tempDir();
    const raw = randomBytes(32);
    writeFileSync(path.join(dir, 'secret-key'), `${raw.toString('base64')}\n`, { mode: 0o600 });
    expect(loadSecretKey({ secretKey: undefined, nodeEnv: 'development', dataDir: dir }).equals(raw)).toBe(
      true,
    );
  });
});
