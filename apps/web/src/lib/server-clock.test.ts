import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteServerDate, resetServerClock, serverNow } from './server-clock';

afterEach(() => {
  resetServerClock();
  vi.useRealTimers();
});

describe('serverNow', () => {
  it('follows the browser clock until a Date header says otherwise', () => {
    vi.useFakeTimers({ now: Date.parse('2026-03-02T12:00:00Z'), toFake: ['Date'] });
    expect(serverNow()).toBe(Date.parse('2026-03-02T12:00:00Z'));
    // The server is ten minutes ahead; its header has whole seconds, so the middle of that second counts.
    noteServerDate('Mon, 02 Mar 2026 12:10:00 GMT');
    expect(serverNow()).toBe(Date.parse('2026-03-02T12:10:00.500Z'));
    vi.advanceTimersByTime(60_000);
    expect(serverNow()).toBe(Date.parse('2026-03-02T12:11:00.500Z'));
  });

  it.each([[null], [''], ['not a date']])('ignores a missing or unreadable header (%j)', (header) => {
    // A frozen clock: both sides of the comparison read the same millisecond.
    vi.useFakeTimers({ now: Date.parse('2026-03-02T12:00:00Z'), toFake: ['Date'] });
    noteServerDate('Mon, 02 Mar 2026 12:10:00 GMT', Date.parse('2026-03-02T12:00:00Z'));
    const before = serverNow() - Date.now();
    noteServerDate(header);
    expect(serverNow() - Date.now()).toBe(before);
  });
});
