/** The app's session runtime for the session screens and dialogs; app/ provides it. */
import { createContext, use } from 'react';
import type { SessionRuntime } from './session-runtime';

export const SessionRuntimeContext = createContext<SessionRuntime | null>(null);

export function useSessionRuntime(): SessionRuntime {
  const runtime = use(SessionRuntimeContext);
  if (!runtime) throw new Error('useSessionRuntime() needs the app root to provide a session runtime.');
  return runtime;
}
