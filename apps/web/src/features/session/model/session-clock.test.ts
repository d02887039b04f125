import { describe, expect, it } from 'vitest';
import { createSessionClock } from './session-clock';

const T0 = Date.parse('2026-03-02T12:00:00.000Z');
const at = (seconds: number) => new Date(T0 + seconds * 1000).toISOString();

function clockAt(seconds: number) {
  let nowMs = T0 + seconds * 1000;
  const clock = createSessionClock(() => nowMs);
  return { clock, setNow: (s: number) => (nowMs = T0 + s * 1000) };
}

describe('session clock', () => {
  it('follows the session user and tells when to renew', () => {
    const { clock } = clockAt(0);
    expect(clock.isActive()).toBe(false);
    clock.track({ sessionExpiresAt: at(1000), finalAccessTime: null });
    expect(clock.deadline()).toMatchObject({ endsAtMs: Date.parse(at(1000)), renewable: true });
    expect(clock.renewableSecondsLeft()).toBe(1000);
    clock.track(null);
    expect(clock.isActive()).toBe(false);
  });

  it('has nothing to renew when the access window ends the session', () => {
    const { clock } = clockAt(0);
    clock.track({ sessionExpiresAt: at(600), finalAccessTime: at(600) });
    expect(clock.deadline()).toMatchObject({ endsAtMs: Date.parse(at(600)), renewable: false });
    expect(clock.renewableSecondsLeft()).toBeNull();
  });

  it('moves the end with a renewal, and tells its subscribers', () => {
    const { clock, setNow } = clockAt(0);
    clock.track({ sessionExpiresAt: at(1800), finalAccessTime: null });
    let changes = 0;
    clock.subscribe(() => (changes += 1));
    setNow(1000);
    clock.renewed(1800);
    expect(clock.deadline()).toMatchObject({ endsAtMs: Date.parse(at(2800)), renewable: true });
    expect(changes).toBe(1);
    // The same times again (the refetched session) change nothing.
    clock.track({ sessionExpiresAt: at(2800), finalAccessTime: null });
    expect(changes).toBe(1);
  });

  it('stops offering renewal once a renewal could not move the end (an absolute cap)', () => {
    const { clock, setNow } = clockAt(0);
    clock.track({ sessionExpiresAt: at(1000), finalAccessTime: null });
    setNow(500);
    clock.renewed(500); // the server's cap: still ends at 1000
    expect(clock.deadline()).toMatchObject({ endsAtMs: Date.parse(at(1000)), renewable: false });
    clock.track({ sessionExpiresAt: at(1000), finalAccessTime: null });
    expect(clock.renewableSecondsLeft()).toBeNull();
    // A new session (after signing out) starts afresh.
    clock.track(null);
    clock.track({ sessionExpiresAt: at(2300), finalAccessTime: null });
    expect(clock.deadline()?.renewable).toBe(true);
  });
});
