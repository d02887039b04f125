import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionMessages } from '@painel/domain';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { FINISHED_SESSION_COOKIE } from '../../../lib/finished-session-notice';
import { readCookie, deleteCookie } from '../../../lib/cookies';
import { json, stubApi } from '../../../test/fake-api';
import type { Toaster } from '../../../components/toast/toast-context';
import { createSessionRuntime } from './session-runtime';

const tokenKey = 'POST /api/oauth2/oauth/token';
const dataKey = 'GET /api/dados';

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

function fakeToaster(): Toaster {
  return {
    show: vi.fn(),
    success: vi.fn(),
    info: vi.fn(),
    warning: vi.fn(),
    error: vi.fn(),
    dismissErrors: vi.fn(),
  };
}

/** A runtime with its interceptor installed, tracking a session with `secondsLeft` to go. */
function signedIn(secondsLeft: number, finalAccessInSeconds: number | null = null) {
  const deps = {
    environment: () => 'portal' as const,
    navigate: vi.fn(),
    toast: fakeToaster(),
    fetchSession: vi.fn(async () => null),
    reloadSession: vi.fn(async () => undefined),
    forgetSession: vi.fn(),
  };
  const runtime = createSessionRuntime(deps);
  uninstall = runtime.install();
  runtime.clock.track({
    sessionExpiresAt: inSeconds(secondsLeft),
    finalAccessTime: finalAccessInSeconds === null ? null : inSeconds(finalAccessInSeconds),
  });
  return { runtime, deps };
}

/** A server whose renewal takes a moment (so concurrent calls overlap) and grants 1800 s. */
function server(token: () => Response = () => json(200, { token_type: 'Bearer', expires_in: 1800 })) {
  return stubApi({
    [tokenKey]: () => new Promise((resolve) => setTimeout(() => resolve(token()), 10)),
    [dataKey]: () => json(200, { ok: true }),
  });
}

let uninstall = () => undefined as unknown;

afterEach(() => {
  uninstall();
  deleteCookie(FINISHED_SESSION_COOKIE);
});

describe('lazy refresh before requests', () => {
  it('renews once inside the window, shared by concurrent calls, then not again', async () => {
    const calls = server();
    const { deps } = signedIn(1000);

    await Promise.all([apiRequest('/dados'), apiRequest('/dados'), apiRequest('/dados')]);
    expect(calls.map((call) => call.key)).toEqual([tokenKey, dataKey, dataKey, dataKey]);
    expect(calls[0]?.form).toEqual({ grant_type: 'refresh_token', client_id: 'painel-portal' });
    expect(deps.reloadSession).toHaveBeenCalledTimes(1);

    await apiRequest('/dados');
    expect(calls.filter((call) => call.key === tokenKey)).toHaveLength(1);
  });

  it.each([
    ['more than 1680 s left', 1700, null],
    ['exactly 120 s left (the countdown’s turn)', 120, null],
    ['a session the access window ends', 1000, 1000],
  ])('does not renew with %s', async (_case, secondsLeft, finalAccess) => {
    const calls = server();
    signedIn(secondsLeft, finalAccess);
    await apiRequest('/dados');
    expect(calls.map((call) => call.key)).toEqual([dataKey]);
  });

  it('does not renew before the session’s own calls', async () => {
    const calls = stubApi({ 'DELETE /api/oauth2/session': () => json(200, { message: 'ok' }) });
    signedIn(1000);
    await apiRequest('/oauth2/session', { method: 'DELETE' });
    expect(calls.map((call) => call.key)).toEqual(['DELETE /api/oauth2/session']);
  });

  it('ends the session, and does not send the call, when the renewal answers 401', async () => {
    const calls = server(() => json(401, { code: 'SESSION_REPLACED' }));
    const { runtime, deps } = signedIn(1000);

    await expect(apiRequest('/dados')).rejects.toMatchObject({ status: 401, code: 'SESSION_REPLACED' });
    expect(calls.map((call) => call.key)).toEqual([tokenKey]);
    expect(runtime.clock.isActive()).toBe(false);
    expect(readCookie(FINISHED_SESSION_COOKIE)).toBe('shared-login');
    expect(deps.forgetSession).toHaveBeenCalledTimes(1);
    expect(deps.navigate).toHaveBeenCalledWith('/');
  });

  it('says the system is unreachable on a 500 or 504, and lets the call go on', async () => {
    const calls = server(() => json(504, { code: 'GATEWAY_TIMEOUT' }));
    const { deps } = signedIn(1000);

    await expect(apiRequest('/dados')).resolves.toEqual({ ok: true });
    expect(calls.map((call) => call.key)).toEqual([tokenKey, dataKey]);
    expect(deps.toast.error).toHaveBeenCalledWith(sessionMessages.communicationFailure);
  });
});

describe('401 on other calls', () => {
  it.each([
    ['SESSION_REPLACED', 'shared-login'],
    ['SESSION_TIME_LIMIT', 'time-limit'],
    ['UNAUTHENTICATED', 'invalid-session'],
    [undefined, 'invalid-session'],
  ])('%s leaves the %s notice and goes to the login', async (code, notice) => {
    stubApi({ [dataKey]: () => json(401, code ? { code } : {}) });
    const { runtime, deps } = signedIn(1700);

    const error = await apiRequest('/dados').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(readCookie(FINISHED_SESSION_COOKIE)).toBe(notice);
    expect(runtime.clock.isActive()).toBe(false);
    expect(deps.navigate).toHaveBeenCalledWith('/');
  });

  it('ignores a 401 when nobody was signed in, and the login’s own 401s', async () => {
    stubApi({
      'POST /api/oauth2/oauth/authorize': () => json(401, { code: 'INVALID_CREDENTIALS' }),
      [dataKey]: () => json(401, { code: 'UNAUTHENTICATED' }),
    });
    const { runtime, deps } = signedIn(1700);
    await apiRequest('/oauth2/oauth/authorize', { method: 'POST' }).catch(() => undefined);
    expect(runtime.clock.isActive()).toBe(true);

    runtime.clock.clear();
    await apiRequest('/dados').catch(() => undefined);
    expect(readCookie(FINISHED_SESSION_COOKIE)).toBeNull();
    expect(deps.navigate).not.toHaveBeenCalled();
  });
});
