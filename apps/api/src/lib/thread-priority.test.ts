import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lowerThreadPoolPriority, THREAD_POOL_NICENESS } from './thread-priority';

/** The niceness of this process's threads of one name (field 19 of /proc/<pid>/task/<tid>/stat). */
function niceness(name: string): number[] {
  return readdirSync('/proc/self/task').flatMap((tid) => {
    try {
      if (readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim() !== name) return [];
      return [Number(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16])];
    } catch {
      return [];
    }
  });
}

describe.runIf(process.platform === 'linux')('the thread pool runs after the event loop', () => {
  it("lowers every pool thread's priority and leaves the event loop's", async () => {
    const before = niceness('MainThread');
    const lowered = await lowerThreadPoolPriority();
    expect(lowered).toBeGreaterThan(0);
    expect(niceness('libuv-worker')).toEqual(Array(lowered).fill(THREAD_POOL_NICENESS));
    expect(niceness('MainThread')).toEqual(before);
  });
});
