import { afterEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_TIMEOUT_MS, SELECT_DATA_TIMEOUT_MS, sessionMessages } from '@painel/domain';
import { fetchSelectData } from './get-select-data';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('fetchSelectData', () => {
  it(`waits ${SELECT_DATA_TIMEOUT_MS} ms, not the other calls' ${REQUEST_TIMEOUT_MS}, before giving up`, async () => {
    vi.useFakeTimers();
    // A server that never answers: the call ends only when its signal aborts.
    const fetchStub = vi.fn(
      (_input: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    vi.stubGlobal('fetch', fetchStub);

    const outcome = fetchSelectData(7).then(
      () => null,
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    const signal = fetchStub.mock.calls[0]?.[1].signal;
    expect(fetchStub.mock.calls[0]?.[0]).toContain('/customers/7/groups/select-data');
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(SELECT_DATA_TIMEOUT_MS - REQUEST_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    expect(signal?.aborted).toBe(true);
    expect(await outcome).toMatchObject({
      status: 0,
      code: 'TIMEOUT',
      message: sessionMessages.defaultError,
    });
  });
});
