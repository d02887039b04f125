/**
 * Seconds left before `endsAtMs` (server clock), re-read when it matters: the component sleeps
 * until the warning starts, then wakes on each whole second until zero, and re-reads whenever the
 * tab becomes visible again (background tabs run timers late).
 */
import { useCallback, useSyncExternalStore } from 'react';
import { SESSION_WARNING_S, secondsLeft } from '@painel/domain';
import { serverNow } from '../../../lib/server-clock';

export function useSecondsLeft(endsAtMs: number | null): number | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (endsAtMs === null) return () => undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const schedule = () => {
        const leftMs = endsAtMs - serverNow();
        if (leftMs <= 0) return;
        const untilWarningMs = leftMs - SESSION_WARNING_S * 1000;
        // To the warning in one sleep; then to the next whole second, when the count changes.
        const waitMs = untilWarningMs > 0 ? untilWarningMs : leftMs % 1000 || 1000;
        timer = setTimeout(() => {
          onChange();
          schedule();
        }, waitMs);
      };
      schedule();
      const onVisibility = () => {
        if (document.visibilityState === 'visible') onChange();
      };
      document.addEventListener('visibilitychange', onVisibility);
      return () => {
        clearTimeout(timer);
        document.removeEventListener('visibilitychange', onVisibility);
      };
    },
    [endsAtMs],
  );
  return useSyncExternalStore(subscribe, () =>
    endsAtMs === null ? null : secondsLeft(endsAtMs, serverNow()),
  );
}
