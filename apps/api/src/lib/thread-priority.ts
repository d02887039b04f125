/**
 * The event loop before the password hashes. argon2id runs on libuv's thread pool (lib/passwords.ts);
 * while logins saturate the cores, the pool's threads would share them equally with the event loop,
 * and every other request would wait behind hashes. On Linux each thread has its own priority:
 * the pool's threads (named 'libuv-worker') get a lower one, so the scheduler runs the event loop
 * first and the hashes take the rest. Elsewhere nothing changes.
 */
import { randomFill } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { setPriority } from 'node:os';

/** The niceness the pool's threads get (0 is the event loop's; 19 the lowest). */
export const THREAD_POOL_NICENESS = 10;

/** Lowers the priority of libuv's pool threads; returns how many it found. */
export async function lowerThreadPoolPriority(niceness = THREAD_POOL_NICENESS): Promise<number> {
  // libuv starts the whole pool at its first task.
  await new Promise((resolve) => randomFill(Buffer.alloc(1), resolve));
  let tasks: string[];
  try {
    tasks = readdirSync('/proc/self/task');
  } catch {
    return 0;
  }
  let lowered = 0;
  for (const tid of tasks) {
    try {
      if (readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim() !== 'libuv-worker') continue;
      // On Linux a thread id names that thread alone.
      setPriority(Number(tid), niceness);
      lowered += 1;
    } catch {
      // A thread that ended meanwhile, or a system that refuses: the pool keeps its priority.
    }
  }
  return lowered;
}
