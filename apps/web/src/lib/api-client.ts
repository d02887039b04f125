/**
 * The one way the web app talks to the API: `fetch` to API_BASE + path on the same origin (the
 * session lives in HttpOnly cookies the page never reads), JSON or form-urlencoded bodies, a
 * timeout, and every failure turned into an ApiError whose message is ready to show (PF 3, 7, 8).
 */
import type { ZodType } from 'zod';
import { API_BASE, messageForError } from '@painel/contracts';
import { REQUEST_TIMEOUT_MS } from '@painel/domain';

/**
 * A failed call. `status` is the HTTP status, or 0 when no usable answer arrived (network
 * failure, timeout, or a check the client itself made); `code` is the catalogue code when known.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string | null;

  constructor(status: number, code: string | null, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** PF 3/8: where an error payload may carry its text, in the order they are read. */
const MESSAGE_FIELDS = ['message', 'mensagem', 'resposta', 'error_description', 'error'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The error a failed response stands for: its own text if it has one, else the catalogue's. */
export function errorFromResponse(status: number, body: unknown): ApiError {
  const record = isRecord(body) ? body : {};
  const code = typeof record.code === 'string' ? record.code : null;
  for (const field of MESSAGE_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' && value.trim() !== '') return new ApiError(status, code, value.trim());
  }
  return new ApiError(status, code, messageForError(code));
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions<T> {
  method?: HttpMethod;
  /** Sent as application/json. */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded (the OAuth endpoints). */
  form?: Record<string, string>;
  headers?: Record<string, string>;
  /** The caller's cancellation (TanStack Query passes one); a cancelled call rethrows its AbortError. */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Validates the success body; a body that does not match is treated as a failed call. */
  schema?: ZodType<T>;
}

function encodeBody(options: RequestOptions<unknown>): { body?: string; contentType?: string } {
  if (options.form) {
    return {
      body: new URLSearchParams(options.form).toString(),
      contentType: 'application/x-www-form-urlencoded',
    };
  }
  if (options.json !== undefined)
    return { body: JSON.stringify(options.json), contentType: 'application/json' };
  return {};
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // An HTML error page from a proxy, say: nothing in it is fit to show the user.
    return undefined;
  }
}

export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', headers = {}, signal, timeoutMs = REQUEST_TIMEOUT_MS, schema } = options;
  const { body, contentType } = encodeBody(options);

  // Our own controller joins the caller's signal and the timeout (a timer, so tests can drive it).
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) forwardAbort();
  signal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    let response: Response;
    let payload: unknown;
    try {
      response = await fetch(`${API_BASE}${path}`, {
        method,
        credentials: 'same-origin',
        headers: {
          Accept: 'application/json',
          ...(contentType ? { 'Content-Type': contentType } : {}),
          ...headers,
        },
        body,
        signal: controller.signal,
      });
      payload = await readJson(response);
    } catch (error) {
      if (signal?.aborted) throw error;
      const code = timedOut ? 'TIMEOUT' : 'NETWORK_ERROR';
      throw new ApiError(0, code, messageForError(code));
    }

    if (!response.ok) throw errorFromResponse(response.status, payload);
    if (!schema) return payload as T; // No schema: the caller asked for the body as it came (unknown by default).
    const parsed = schema.safeParse(payload);
    if (!parsed.success)
      throw new ApiError(response.status, 'INVALID_RESPONSE', messageForError('INVALID_RESPONSE'));
    return parsed.data;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}
