import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiMessages, REQUEST_TIMEOUT_MS, sessionMessages } from '@painel/domain';
import { ApiError, apiRequest } from './api-client';

type FetchArgs = [input: string, init: RequestInit];

/** Stands in for the network: answers every call with `response` and records what was sent. */
function stubFetch(response: () => Response | Promise<Response>) {
  const fetchStub = vi.fn<(...args: FetchArgs) => Promise<Response>>(async () => response());
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the request was expected to fail');
}

describe('apiRequest errors', () => {
  it.each([
    ['message', { code: 'INVALID_CREDENTIALS', message: 'Texto do servidor.' }, 'Texto do servidor.'],
    ['mensagem', { mensagem: 'Mensagem legada.' }, 'Mensagem legada.'],
    ['resposta', { resposta: 'Resposta legada.' }, 'Resposta legada.'],
    [
      'error_description',
      { error: 'invalid_grant', error_description: 'Código expirado.' },
      'Código expirado.',
    ],
    ['error', { error: 'Erro simples.' }, 'Erro simples.'],
    [
      'message before the others',
      { error: 'e', error_description: 'd', resposta: 'r', mensagem: 'm', message: 'Primeiro.' },
      'Primeiro.',
    ],
    ['mensagem before resposta', { resposta: 'r', mensagem: 'Segundo.' }, 'Segundo.'],
    ['the catalogue, by code', { code: 'FORBIDDEN' }, apiMessages.forbidden],
    ['the default, for an unknown code', { code: 'SOMETHING_NEW' }, sessionMessages.defaultError],
    ['the default, for blank fields', { message: '   ', error: '' }, sessionMessages.defaultError],
    ['the default, for a non-string field', { message: { text: 'x' } }, sessionMessages.defaultError],
    ['the default, for an empty body', {}, sessionMessages.defaultError],
  ])('reads the message from %s', async (_case, body, expected) => {
    stubFetch(() => jsonResponse(400, body));
    const error = await failure(apiRequest('/qualquer'));
    expect(error.message).toBe(expected);
    expect(error.status).toBe(400);
  });

  it('keeps the status and the catalogue code', async () => {
    stubFetch(() => jsonResponse(403, { code: 'USER_BLOCKED', message: 'Bloqueado.' }));
    const error = await failure(apiRequest('/qualquer'));
    expect(error).toMatchObject({ status: 403, code: 'USER_BLOCKED', message: 'Bloqueado.' });
  });

  it('shows the default for a body that is not JSON (a proxy error page)', async () => {
    stubFetch(() => new Response('<html><body>Bad Gateway</body></html>', { status: 502 }));
    const error = await failure(apiRequest('/qualquer'));
    expect(error).toMatchObject({ status: 502, code: null, message: sessionMessages.defaultError });
  });

  it('turns a network failure into status 0 with the default message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await failure(apiRequest('/qualquer'));
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR', message: sessionMessages.defaultError });
  });

  it(`gives up after ${REQUEST_TIMEOUT_MS} ms`, async () => {
    vi.useFakeTimers();
    const fetchStub = vi.fn(
      (_input: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    vi.stubGlobal('fetch', fetchStub);

    const outcome = failure(apiRequest('/lento'));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(fetchStub.mock.calls[0]?.[1].signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    expect(await outcome).toMatchObject({
      status: 0,
      code: 'TIMEOUT',
      message: sessionMessages.defaultError,
    });
  });

  it('rethrows the caller’s own cancellation untouched', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_input: string, init: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    const controller = new AbortController();
    const request = apiRequest('/qualquer', { signal: controller.signal });
    controller.abort();
    await expect(request).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('treats a success body that does not match the schema as a failure', async () => {
    stubFetch(() => jsonResponse(200, { unexpected: true }));
    const error = await failure(apiRequest('/qualquer', { schema: z.object({ code: z.string() }) }));
    expect(error).toMatchObject({
      status: 200,
      code: 'INVALID_RESPONSE',
      message: sessionMessages.defaultError,
    });
  });
});

describe('apiRequest requests', () => {
  it('sends a form-urlencoded body to API_BASE + path, same-origin credentials', async () => {
    const fetchStub = stubFetch(() => jsonResponse(200, { code: 'c', state: 's' }));
    const result = await apiRequest('/oauth2/oauth/token', {
      method: 'POST',
      form: { grant_type: 'authorization_code', redirect_uri: 'https://x.com.br/login?a=1&b=2' },
      headers: { 'X-Extra': 'sim' },
      schema: z.object({ code: z.string(), state: z.string() }),
    });

    expect(result).toEqual({ code: 'c', state: 's' });
    const [input, init] = fetchStub.mock.calls[0] ?? [];
    expect(input).toBe('/api/oauth2/oauth/token');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
        'X-Extra': 'sim',
      },
    });
    expect(Object.fromEntries(new URLSearchParams(String(init?.body)))).toEqual({
      grant_type: 'authorization_code',
      redirect_uri: 'https://x.com.br/login?a=1&b=2',
    });
  });

  it('sends JSON bodies as JSON', async () => {
    const fetchStub = stubFetch(() => new Response(null, { status: 204 }));
    await expect(apiRequest('/algo', { method: 'PUT', json: { a: 1 } })).resolves.toBeUndefined();
    const init = fetchStub.mock.calls[0]?.[1];
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(init?.body).toBe('{"a":1}');
  });
});
