/**
 * Connectivity notices on every page: 'Sua conexão com a internet foi interrompida.'
 * when the browser goes offline, '... restabelecida.' when it comes back (clearing the first),
 * and a warning on a 2g connection (Network Information API, where the browser has it). Each
 * hides after NOTICE_MS; losing the connection is announced at once (alert), the rest politely.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { NOTICE_MS, TOP_BAR_HEIGHT_PX } from '@painel/domain';
import {
  addNotice,
  isSlowConnection,
  noticeText,
  removeNotice,
  type Notice,
  type NoticeKind,
} from '../model/notices';

const SEVERITY = { offline: 'error', online: 'success', slow: 'warning' } as const;

/** navigator.connection is not in TypeScript's DOM types (nor in every browser). */
function networkInformation(): EventTarget | null {
  const connection: unknown = Reflect.get(navigator, 'connection');
  return connection instanceof EventTarget ? connection : null;
}

function isSlowNow(connection: EventTarget | null): boolean {
  return connection !== null && isSlowConnection(Reflect.get(connection, 'effectiveType'));
}

function NoticeItem({ notice, onDone }: { notice: Notice; onDone: (id: number) => void }) {
  useEffect(() => {
    const timer = window.setTimeout(() => onDone(notice.id), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice.id, onDone]);
  return (
    <Alert
      severity={SEVERITY[notice.kind]}
      variant="filled"
      role={notice.kind === 'offline' ? 'alert' : 'status'}
      onClose={() => onDone(notice.id)}
      sx={{ boxShadow: 6, pointerEvents: 'auto' }}
    >
      {noticeText[notice.kind]}
    </Alert>
  );
}

export function ConnectivityNotices() {
  const [notices, setNotices] = useState<readonly Notice[]>([]);
  const nextId = useRef(0);

  const raise = useCallback((kind: NoticeKind) => {
    nextId.current += 1;
    const id = nextId.current;
    setNotices((current) => addNotice(current, kind, id));
  }, []);
  const dismiss = useCallback((id: number) => setNotices((current) => removeNotice(current, id)), []);

  useEffect(() => {
    const connection = networkInformation();
    const onOffline = () => raise('offline');
    const onOnline = () => raise('online');
    const onConnectionChange = () => {
      if (isSlowNow(connection)) raise('slow');
    };
    if (!navigator.onLine) onOffline();
    onConnectionChange();
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    connection?.addEventListener('change', onConnectionChange);
    return () => {
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
      connection?.removeEventListener('change', onConnectionChange);
    };
  }, [raise]);

  return (
    <Box
      sx={{
        position: 'fixed',
        zIndex: (theme) => theme.zIndex.snackbar,
        // Top centre from tablets up (the toasts are top right, the cookie bar at the bottom);
        // at the bottom on phones, whose top the toasts take whole.
        top: { xs: 'auto', sm: TOP_BAR_HEIGHT_PX + 8 },
        bottom: { xs: 8, sm: 'auto' },
        left: { xs: 8, sm: '50%' },
        right: { xs: 8, sm: 'auto' },
        transform: { sm: 'translateX(-50%)' },
        width: { sm: 420 },
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        // The empty area must not swallow clicks meant for the page under it.
        pointerEvents: 'none',
      }}
    >
      {notices.map((notice) => (
        <NoticeItem key={notice.id} notice={notice} onDone={dismiss} />
      ))}
    </Box>
  );
}
