/**
 * The API's field errors (`{ code, message, fields?: [{ path, message }] }`, see
 * packages/contracts/src/schemas.ts) read back onto a form's fields. The server names a field by
 * where it found it ('body.phone', 'querystring.userId', 'password', 'items.0'); the form knows it
 * by its name. Read without zod, so a form on a light page does not pull it in.
 */
import { messageForError } from '@painel/contracts/errors';
import { ApiError } from '../../lib/api-client';

export interface ServerFieldError {
  path: string;
  message: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The field errors an API failure carries, or none. */
export function serverFieldErrors(error: unknown): ServerFieldError[] {
  if (!(error instanceof ApiError) || !isRecord(error.body)) return [];
  const { fields } = error.body;
  if (!Array.isArray(fields)) return [];
  return fields.flatMap((item: unknown) =>
    isRecord(item) && typeof item.path === 'string' && typeof item.message === 'string'
      ? [{ path: item.path, message: item.message }]
      : [],
  );
}

const LOCATIONS = /^(body|querystring|params|headers)\./;

/** 'body.items.0' names the form's 'items': the request part and a trailing index are dropped. */
export function fieldNameOf(path: string): string {
  return path.replace(LOCATIONS, '').replace(/\.\d+$/, '');
}

/** The text a failure shows in a form's alert or toast: the API's own, else the catalogue's default. */
export function serverErrorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : messageForError(null);
}
