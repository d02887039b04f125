/**
 * The one way the web app talks to the API: `fetch` to API_BASE + path on the same origin (the
 * session lives in HttpOnly cookies the page never reads), JSON or form-urlencoded bodies, a
 * timeout, and every failure turned into an ApiError whose message is ready to show.
 */
import type { ZodType } from 'zod';
// A light module of contracts, imported alone: the login page loads this client but not zod, which
// comes with the first schema a screen passes in (its own chunk).
import { API_BASE } from '@painel/contracts/routes';
import { REQUEST_TIMEOUT_MS, sessionMessages } from '@painel/domain';
import { noteServerDate } from './server-clock';

/**
 * A failed call. `status` is the HTTP status, or 0 when no usable answer arrived (network
 * failure, timeout, or a check the client itself made); `code` is the catalogue code when known.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string | null;
  /** The failed response's parsed body, for calls whose errors carry more than a message (MFA items). */
  readonly body: unknown;

  constructor(status: number, code: string | null, message: string, body?: unknown) {
    super(message);
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

/** PF 3/8: where an error payload may carry its text, in the order they are read. */
const MESSAGE_FIELDS = ['message', 'mensagem', 'resposta', 'error_description', 'error'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The error catalogue's text for a code (contracts' `messageForError`). The catalogue holds every
 * area's messages, so it is downloaded with the first failure that needs it, not with the page
 * (16 kB of the login page's first download); if that download fails too (offline), the
 * catalogue's own fallback text, which is also what it says for a network failure.
 */
export async function messageForFailure(code: string | null): Promise<string> {
  try {
    return (await import('@painel/contracts/errors')).messageForError(code);
  } catch {
    return sessionMessages.defaultError;
  }
}

/** The error a failed response stands for: its own text if it has one, else the catalogue's. */
async function errorFromResponse(status: number, body: unknown): Promise<ApiError> {
  const record = isRecord(body) ? body : {};
  const code = typeof record.code === 'string' ? record.code : null;
  for (const field of MESSAGE_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' && value.trim() !== '')
      return new ApiError(status, code, value.trim(), body);
  }
  return new ApiError(status, code, await messageForFailure(code), body);
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What an interceptor learns about a call: enough to tell the session's own calls apart. */
export interface ApiCall {
  method: HttpMethod;
  path: string;
  /** A poll the page makes by itself (see RequestOptions.background). */
  background?: boolean;
}

/**
 * A hook into every call, installed by the app (the session's lazy refresh and 401 handling,
 * see session-interceptor.ts). `beforeRequest` is awaited before the call is sent and may refuse
 * it by throwing; `onUnauthorized` hears of each 401 before the caller gets its ApiError.
 */
export interface ApiInterceptor {
  beforeRequest?(call: ApiCall): Promise<void>;
  onUnauthorized?(error: ApiError, call: ApiCall): void;
}

let interceptor: ApiInterceptor | null = null;

/** Installs `next` for every later call; the returned function uninstalls it. */
export function installApiInterceptor(next: ApiInterceptor): () => void {
  interceptor = next;
  return () => {
    if (interceptor === next) interceptor = null;
  };
}

/** Whether an interceptor is installed (tests check that every page they rendered removed its own). */
export function hasApiInterceptor(): boolean {
  return interceptor !== null;
}

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
  /**
   * A call the page makes by itself on a timer (feature flags, the unread counter): not the user's
   * activity, so it must not renew the session, or an idle session would never expire.
   */
  background?: boolean;
  /** Validates the success body; a body that does not match is treated as a failed call. */
  schema?: ZodType<T> | (() => Promise<ZodType<T>>);
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
  const call: ApiCall = { method, path, ...(options.background ? { background: true } : {}) };
  // Before the timeout starts: a renewal first must not eat this call's own time.
  if (interceptor?.beforeRequest) await interceptor.beforeRequest(call);

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
      noteServerDate(response.headers.get('Date'));
      payload = await readJson(response);
    } catch (error) {
      if (signal?.aborted) throw error;
      const code = timedOut ? 'TIMEOUT' : 'NETWORK_ERROR';
      throw new ApiError(0, code, await messageForFailure(code));
    }

    if (!response.ok) {
      const error = await errorFromResponse(response.status, payload);
      if (error.status === 401) interceptor?.onUnauthorized?.(error, call);
      throw error;
    }
    if (!schema) return payload as T; // No schema: the caller asked for the body as it came (unknown by default).
    // A loader defers the schema (and zod) to the first successful answer: see get-session.ts.
    const checked = typeof schema === 'function' ? await schema() : schema;
    const parsed = checked.safeParse(payload);
    if (!parsed.success)
      throw new ApiError(response.status, 'INVALID_RESPONSE', await messageForFailure('INVALID_RESPONSE'));
    return parsed.data;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}
