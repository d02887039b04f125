/**
 * The search behind an async autocomplete: nothing below 3 characters; then one
 * search 1000 ms after the last keystroke, and each new query cancels the search before it
 * (its AbortSignal fires and its late answer is ignored), so results always match what is typed.
 */
import { useEffect, useRef, useState } from 'react';
import { AUTOCOMPLETE_MIN_CHARS, SEARCH_DEBOUNCE_MS, isSearchable } from '@painel/domain';

export type SearchFunction<T> = (text: string, signal: AbortSignal) => Promise<T[]>;

export interface AsyncSearchOptions {
  minChars?: number;
  debounceMs?: number;
  onError?(error: unknown): void;
}

export interface AsyncSearchState<T> {
  options: T[];
  /** Waiting for the pause in typing or for the answer. */
  loading: boolean;
  /** The query is long enough to search. */
  searchable: boolean;
}

type Result<T> = { query: string; options: T[] };

export function useAsyncSearch<T>(
  search: SearchFunction<T>,
  query: string,
  { minChars = AUTOCOMPLETE_MIN_CHARS, debounceMs = SEARCH_DEBOUNCE_MS, onError }: AsyncSearchOptions = {},
): AsyncSearchState<T> {
  const [result, setResult] = useState<Result<T> | null>(null);
  const text = query.trim();
  const searchable = isSearchable(text, minChars);
  // The latest callbacks, without restarting the search when a parent passes new functions.
  const latest = useRef({ search, onError });
  useEffect(() => {
    latest.current = { search, onError };
  });

  useEffect(() => {
    if (!searchable) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      latest.current.search(text, controller.signal).then(
        (options) => {
          if (!controller.signal.aborted) setResult({ query: text, options });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setResult({ query: text, options: [] });
          latest.current.onError?.(error);
        },
      );
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, searchable, debounceMs]);

  const current = searchable && result?.query === text ? result : null;
  return { options: current?.options ?? [], loading: searchable && current === null, searchable };
}
