/** The toast API screens use: `const toast = useToast(); toast.error(lines)`. */
import { createContext, use, useEffect } from 'react';

export type ToastVariant = 'success' | 'info' | 'warning' | 'error';

/** A message with several lines is given as an array (see lib/split-sentences) or with '\n'. */
export type ToastMessage = string | readonly string[];

export interface ToastOptions {
  /**
   * Overrides the variant's TOAST_MS duration (e.g. TOAST_MS.sessionEnd for logout); null keeps the
   * toast until the user closes it (the finished-session notice).
   */
  durationMs?: number | null;
}

export interface Toaster {
  show(variant: ToastVariant, message: ToastMessage, options?: ToastOptions): void;
  success(message: ToastMessage, options?: ToastOptions): void;
  info(message: ToastMessage, options?: ToastOptions): void;
  warning(message: ToastMessage, options?: ToastOptions): void;
  error(message: ToastMessage, options?: ToastOptions): void;
  /** Closes the error toasts on screen: a failure the user has since got past is no longer news. */
  dismissErrors(): void;
}

export const ToastContext = createContext<Toaster | null>(null);

export function useToast(): Toaster {
  const toaster = use(ToastContext);
  if (!toaster) throw new Error('useToast() needs a <ToastProvider>.');
  return toaster;
}

/**
 * Whether a top bar is on screen (the shell): toasts sit below it there, and at the very top of
 * pages without one (login, status screens), clear of the card's logo.
 */
export const ToastTopBarContext = createContext<((present: boolean) => void) | null>(null);

/** The shell calls this: while it is mounted, toasts sit below its top bar. */
export function useToastsBelowTopBar(): void {
  const setTopBar = use(ToastTopBarContext);
  useEffect(() => {
    setTopBar?.(true);
    return () => setTopBar?.(false);
  }, [setTopBar]);
}
