/**
 * argon2id hashing (OWASP parameters: m=19 MiB, t=2, p=1). Hashing runs on libuv's pool, so the
 * event loop keeps serving. `verifyOrDummy` spends the same work whether or not the account
 * exists, so response time does not reveal which e-mails are registered.
 */
import { hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

// `algorithm: 2` is Algorithm.Argon2id: the const enum cannot be imported under verbatimModuleSyntax.
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

export async function verifyOrDummy(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hash(randomBytes(16).toString('hex'), OPTIONS);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
