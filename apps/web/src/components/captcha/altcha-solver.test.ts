import { describe, expect, it, vi } from 'vitest';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey as serverDeriveKey } from 'altcha-lib/algorithms/sha';
import { captchaChallengeSchema } from '@painel/contracts';
import { solveAltcha } from './altcha-solver';
import type * as AltchaLib from 'altcha/lib';

// jsdom has no Web Workers: the same solver runs in this thread instead, with the same options.
vi.mock('altcha/lib', async (importOriginal) => {
  const lib = await importOriginal<typeof AltchaLib>();
  return {
    ...lib,
    solveChallengeWorkers: vi.fn((options: Parameters<typeof lib.solveChallengeWorkers>[0]) =>
      lib.solveChallenge({ ...options, deriveKey: lib.sha.deriveKey }),
    ),
  };
});
vi.mock('altcha/workers/sha?worker', () => ({ default: class {} }));
vi.mock('altcha/workers/pbkdf2?worker', () => ({ default: class {} }));

const secrets = { hmacSignatureSecret: 'signature-secret', hmacKeySignatureSecret: 'key-secret' };

/** A challenge made as the API makes it (captcha.service.ts): SHA-256, one round, a small counter. */
async function serverChallenge(counter: number) {
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter,
    deriveKey: serverDeriveKey,
    expiresAt: new Date(Date.now() + 5 * 60_000),
    ...secrets,
  });
  return captchaChallengeSchema.parse(JSON.parse(JSON.stringify(challenge)));
}

function decode(payload: string) {
  return JSON.parse(atob(payload)) as {
    challenge: unknown;
    solution: { counter: number; derivedKey: string };
  };
}

describe('solveAltcha', () => {
  it('answers a payload the server’s verifySolution accepts', async () => {
    const challenge = await serverChallenge(137);
    const payload = await solveAltcha(challenge);
    expect(payload).not.toBeNull();

    const { challenge: echoed, solution } = decode(payload ?? '');
    expect(echoed).toEqual({ parameters: challenge.parameters, signature: challenge.signature });
    expect(solution.counter).toBe(137);
    const result = await verifySolution({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
      deriveKey: serverDeriveKey,
      ...secrets,
    });
    expect(result.verified).toBe(true);
  });

  it('answers null when aborted before a solution is found', async () => {
    const challenge = await serverChallenge(40_000);
    const controller = new AbortController();
    controller.abort();
    expect(await solveAltcha(challenge, controller.signal)).toBeNull();
  });
});
