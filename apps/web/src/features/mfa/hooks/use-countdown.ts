/**
 * A countdown in whole seconds (PF 4 'Resend countdown starts at maxRemainingTime or 60, ticks
 * each second'). It reads the clock at each tick rather than counting ticks, so a busy or
 * backgrounded tab, whose timers run late, still reaches zero on time.
 */
import { useCallback, useEffect, useState } from 'react';

const TICK_MS = 1000;

export function useCountdown(startSeconds: number) {
  const [deadline, setDeadline] = useState(() => Date.now() + startSeconds * TICK_MS);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [deadline]);

  const restart = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setDeadline(current + seconds * TICK_MS);
  }, []);

  return { remaining: Math.max(0, Math.ceil((deadline - now) / TICK_MS)), restart };
}
