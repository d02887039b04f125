/**
 * The session on screen while signed in (PF 4 'Session countdown', 'Last-session case'): at 120 s
 * or fewer the countdown dialog (with a desktop notification and a tone), at zero the logout to
 * /sessao-expirada, and once per access-window end the 'Seu tempo de sessão será menor' dialog.
 * Everything it counts comes from the runtime's clock.
 */
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { SESSION_ABSOLUTE_S, isSessionOver, isSessionWarning, shorterSession } from '@painel/domain';
import { readCookie, writeCookie } from '../../../lib/cookies';
import { serverNow } from '../../../lib/server-clock';
import {
  askNotificationPermissionOnce,
  notifySessionExpiring,
  playSessionChime,
} from '../model/desktop-alert';
import { useSessionRuntime } from '../model/session-runtime-context';
import { useSecondsLeft } from '../model/use-seconds-left';
import { SessionCountdownDialog } from './session-countdown-dialog';
import { ShorterSessionDialog } from './shorter-session-dialog';

/** Records which access-window end the 'shorter session' dialog was already shown for. */
export const SHORTER_SESSION_COOKIE = 'painel_sessao_menor';

export function SessionLifecycle() {
  const runtime = useSessionRuntime();
  const deadline = useSyncExternalStore(runtime.clock.subscribe, runtime.clock.deadline);
  const endsAtMs = deadline?.endsAtMs ?? null;
  const seconds = useSecondsLeft(endsAtMs);
  const warning = seconds !== null && isSessionWarning(seconds);
  const over = seconds !== null && isSessionOver(seconds);

  // Where to come back to after logging in again; read when the time runs out.
  const location = useLocation();
  const returnPath = useRef('');
  useEffect(() => {
    returnPath.current = `${location.pathname}${location.search}${location.hash}`;
  }, [location]);

  useEffect(() => {
    if (over) void runtime.expire(returnPath.current);
  }, [over, endsAtMs, runtime]);

  useEffect(() => {
    if (!warning) return;
    notifySessionExpiring();
    playSessionChime();
  }, [warning, endsAtMs]);

  const [acknowledgedEnd, setAcknowledgedEnd] = useState<number | null>(null);
  const [continuing, setContinuing] = useState(false);
  const renewable = deadline?.renewable ?? true;
  const countdownOpen = warning && (renewable || acknowledgedEnd !== endsAtMs);

  const continueSession = async () => {
    askNotificationPermissionOnce(); // A user gesture: the one moment the browser may ask.
    setContinuing(true);
    try {
      await runtime.continueSession();
    } finally {
      setContinuing(false);
    }
  };

  const finalAccessMs = deadline?.times.finalAccessMs ?? null;
  const shorter = useMemo(() => shorterSession(finalAccessMs, serverNow()), [finalAccessMs]);
  const [dismissedFor, setDismissedFor] = useState<string | null>(null);
  const shorterKey = finalAccessMs === null ? null : String(finalAccessMs);
  const shorterSeen = shorterKey === dismissedFor || readCookie(SHORTER_SESSION_COOKIE) === shorterKey;

  const proceed = () => {
    if (shorterKey === null) return;
    writeCookie(SHORTER_SESSION_COOKIE, shorterKey, { maxAgeSeconds: SESSION_ABSOLUTE_S });
    setDismissedFor(shorterKey);
  };

  return (
    <>
      <SessionCountdownDialog
        open={countdownOpen}
        variant={renewable ? 'expiring' : 'ending'}
        seconds={seconds ?? 0}
        continuing={continuing}
        onContinue={() => void continueSession()}
        onAcknowledge={() => setAcknowledgedEnd(endsAtMs)}
      />
      <ShorterSessionDialog
        open={shorter !== null && !shorterSeen && !warning}
        session={shorter}
        onProceed={proceed}
      />
    </>
  );
}
