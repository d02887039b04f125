/**
 * A clock of the test's own, for tests about time. Timers and Date move only when the test moves
 * them, or when Testing Library's waitFor/findBy steps them (50 ms at a time, as it does under
 * Jest's fake timers), never with the wall clock: a busy machine cannot turn a 999 ms wait into a
 * 1000 ms one. setImmediate and microtasks stay real, since React's act and promises need them.
 * setup.ts restores real timers and the `jest` global after each test.
 */
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

export function startTestClock(options: { now?: number | Date } = {}) {
  vi.useFakeTimers({
    ...options,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  // Testing Library steps fake timers only when it sees Jest's: this points it at vitest's.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}
