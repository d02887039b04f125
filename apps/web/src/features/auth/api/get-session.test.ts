import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchSession } from './get-session';
import { FINISHED_SESSION_COOKIE } from '../../../lib/finished-session-notice';

function answer401(code: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ code, message: 'x' }), {
          status: 401,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
}

const notice = () =>
  document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${FINISHED_SESSION_COOKIE}=`))
    ?.split('=')[1];

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = `${FINISHED_SESSION_COOKIE}=; max-age=0; path=/`;
});

describe('fetchSession', () => {
  it.each([
    ['SESSION_REPLACED', 'shared-login'],
    ['SESSION_TIME_LIMIT', 'time-limit'],
  ])('keeps the notice when the server says a session ended (%s)', async (code, expected) => {
    answer401(code);
    await expect(fetchSession()).resolves.toBeNull();
    expect(notice()).toBe(expected);
  });

  it('says nothing when there simply is no session', async () => {
    answer401('UNAUTHENTICATED');
    await expect(fetchSession()).resolves.toBeNull();
    expect(notice()).toBeUndefined();
  });
});
