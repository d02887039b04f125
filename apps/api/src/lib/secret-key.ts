/**
 * The server's 32-byte secret key: what encrypts MFA secrets at rest (lib/secret-box.ts) and what
 * any other module needing a server secret derives from. Production reads SECRET_KEY (base64) and
 * refuses to start without it; development and tests without SECRET_KEY create a random key once
 * in DATA_DIR/secret-key (mode 0600) and reuse it on every start, so encrypted rows stay readable.
 */
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

export const SECRET_KEY_BYTES = 32;
export const SECRET_KEY_FILE = 'secret-key';

const cache = new Map<string, Buffer>();

function errnoCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

function decode(text: string, origin: string): Buffer {
  const trimmed = text.trim();
  const key = /^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed) ? Buffer.from(trimmed, 'base64') : Buffer.alloc(0);
  if (key.length !== SECRET_KEY_BYTES) {
    throw new Error(
      `${origin} must be ${SECRET_KEY_BYTES} random bytes in base64 (generate one with: openssl rand -base64 ${SECRET_KEY_BYTES}).`,
    );
  }
  return key;
}

/** Creates the key file only if no other process did first: written aside, then hard-linked in place. */
function createKeyFile(file: string) {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temporary, `${randomBytes(SECRET_KEY_BYTES).toString('base64')}\n`, {
    mode: 0o600,
    flag: 'wx',
  });
  try {
    linkSync(temporary, file);
  } catch (error) {
    if (errnoCode(error) !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temporary);
  }
}

export function loadSecretKey(config: Pick<Config, 'secretKey' | 'nodeEnv' | 'dataDir'>): Buffer {
  if (config.secretKey !== undefined) {
    const cached = cache.get(`env:${config.secretKey}`);
    if (cached) return cached;
    const key = decode(config.secretKey, 'SECRET_KEY');
    cache.set(`env:${config.secretKey}`, key);
    return key;
  }
  if (config.nodeEnv === 'production') {
    throw new Error(
      `SECRET_KEY is required in production: ${SECRET_KEY_BYTES} random bytes in base64 (openssl rand -base64 ${SECRET_KEY_BYTES}). ` +
        'It encrypts the MFA secrets; keep it stable, since changing it makes the enrolled authenticators unreadable.',
    );
  }
  const file = path.join(config.dataDir, SECRET_KEY_FILE);
  const cached = cache.get(`file:${file}`);
  if (cached) return cached;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if (errnoCode(error) !== 'ENOENT') throw error;
    createKeyFile(file);
    text = readFileSync(file, 'utf8');
  }
  const key = decode(text, file);
  cache.set(`file:${file}`, key);
  return key;
}
