/**
 * Solves an ALTCHA challenge off the main thread: the proof of work runs in Web
 * Workers from the altcha package, loaded as same-origin files (the CSP allows no blob: or inline
 * workers). Its own chunk, fetched only when a form is about to be sent.
 */
import { solveChallengeWorkers } from 'altcha/lib';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import ShaWorker from 'altcha/workers/sha?worker';
import type { CaptchaChallenge } from '@painel/contracts';

/** The algorithms our server may sign (SHA-256 today); anything else fails as unsolvable. */
const workers: Record<string, () => Worker> = {
  'SHA-256': () => new ShaWorker(),
  'SHA-384': () => new ShaWorker(),
  'SHA-512': () => new ShaWorker(),
  'PBKDF2/SHA-256': () => new Pbkdf2Worker(),
  'PBKDF2/SHA-384': () => new Pbkdf2Worker(),
  'PBKDF2/SHA-512': () => new Pbkdf2Worker(),
};

/** Ours: a few workers split the counter range; more would only compete with the page. */
const MAX_WORKERS = 4;
/** Ours: give up after this long (the challenge itself lives 5 minutes). */
const SOLVE_TIMEOUT_MS = 60_000;

/**
 * The payload the server verifies: base64 of `{ challenge: { parameters, signature }, solution }`,
 * as the ALTCHA widget writes it. Null when no solution was found (timeout or abort).
 */
export async function solveAltcha(challenge: CaptchaChallenge, signal?: AbortSignal): Promise<string | null> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  if (signal?.aborted) abort();
  signal?.addEventListener('abort', abort, { once: true });
  try {
    const solution = await solveChallengeWorkers({
      challenge,
      controller,
      concurrency: Math.min(MAX_WORKERS, Math.max(1, navigator.hardwareConcurrency || 1)),
      counterMode: 'uint32',
      timeout: SOLVE_TIMEOUT_MS,
      createWorker: (algorithm) => {
        const create = workers[algorithm];
        if (!create) throw new Error(`Unsupported ALTCHA algorithm ${algorithm}.`);
        return create();
      },
    });
    if (!solution) return null;
    // The payload is ASCII (hex and numbers), so btoa needs no UTF-8 step.
    return btoa(
      JSON.stringify({
        challenge: { parameters: challenge.parameters, signature: challenge.signature },
        solution,
      }),
    );
  } finally {
    signal?.removeEventListener('abort', abort);
  }
}
