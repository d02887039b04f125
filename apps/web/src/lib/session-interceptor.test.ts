import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { createSessionInterceptor, isSessionCall, singleFlight } from './session-interceptor';

describe('isSessionCall', () => {
  it.each([
    ['POST', '/oauth2/oauth/authorize', true],
    ['POST', '/oauth2/oauth/token', true],
    ['DELETE', '/oauth2/session', true],
    ['GET', '/oauth2/session', false],
    ['GET', '/notifications', false],
  ] as const)('%s %s -> %s', (method, path, expected) => {
    expect(isSessionCall({ method, path })).toBe(expected);
  });
});

describe('createSessionInterceptor', () => {
  const options = (secondsLeft: number | null, signedIn = true) => ({
    renewableSecondsLeft: () => secondsLeft,
    renew: vi.fn(async () => undefined),
    isSignedIn: () => signedIn,
    onSessionLost: vi.fn(),
  });

  it.each([
    [121, true],
    [1680, true],
    [120, false],
    [1681, false],
    [null, false],
  ])('with %s s left renews first: %s', async (left, renews) => {
    const given = options(left);
    await createSessionInterceptor(given).beforeRequest?.({ method: 'GET', path: '/dados' });
    expect(given.renew).toHaveBeenCalledTimes(renews ? 1 : 0);
  });

  it('never renews for a background poll, so an idle session still expires', async () => {
    const given = options(600);
    await createSessionInterceptor(given).beforeRequest?.({
      method: 'GET',
      path: '/feature-flags',
      background: true,
    });
    expect(given.renew).not.toHaveBeenCalled();
  });

  it('leaves a plain expiry found by a poll to the countdown, but not a replaced session', () => {
    const given = options(600);
    const interceptor = createSessionInterceptor(given);
    const poll = { method: 'GET' as const, path: '/notifications/count', background: true };
    interceptor.onUnauthorized?.(new ApiError(401, 'UNAUTHENTICATED', 'x'), poll);
    expect(given.onSessionLost).not.toHaveBeenCalled();
    interceptor.onUnauthorized?.(new ApiError(401, 'SESSION_REPLACED', 'x'), poll);
    expect(given.onSessionLost).toHaveBeenCalledTimes(1);
  });

  it('lets the call go on after a failed renewal, unless the session is over', async () => {
    const given = options(600);
    const interceptor = createSessionInterceptor(given);
    given.renew.mockRejectedValueOnce(new ApiError(500, 'INTERNAL', 'x'));
    await expect(interceptor.beforeRequest?.({ method: 'GET', path: '/dados' })).resolves.toBeUndefined();
    given.renew.mockRejectedValueOnce(new ApiError(401, 'UNAUTHENTICATED', 'x'));
    await expect(interceptor.beforeRequest?.({ method: 'GET', path: '/dados' })).rejects.toMatchObject({
      status: 401,
    });
  });

  it('reports a 401 only for a signed-in page and not for the session’s own calls', () => {
    const error = new ApiError(401, 'SESSION_REPLACED', 'x');
    const signedIn = options(600);
    createSessionInterceptor(signedIn).onUnauthorized?.(error, { method: 'GET', path: '/dados' });
    createSessionInterceptor(signedIn).onUnauthorized?.(error, {
      method: 'POST',
      path: '/oauth2/oauth/token',
    });
    expect(signedIn.onSessionLost).toHaveBeenCalledTimes(1);
    expect(signedIn.onSessionLost).toHaveBeenCalledWith(error);

    const signedOut = options(null, false);
    createSessionInterceptor(signedOut).onUnauthorized?.(error, { method: 'GET', path: '/dados' });
    expect(signedOut.onSessionLost).not.toHaveBeenCalled();
  });
});

describe('singleFlight', () => {
  it('shares one run among overlapping callers, and starts anew afterwards', async () => {
    let finish: (value: number) => void = () => undefined;
    const task = vi.fn(() => new Promise<number>((resolve) => (finish = resolve)));
    const run = singleFlight(task);
    const first = run();
    const second = run();
    finish(7);
    await expect(Promise.all([first, second])).resolves.toEqual([7, 7]);
    expect(task).toHaveBeenCalledTimes(1);
    const third = run();
    finish(8);
    await expect(third).resolves.toBe(8);
    expect(task).toHaveBeenCalledTimes(2);
  });
});
