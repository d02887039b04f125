/**
 * Toasts (PF 3 'Notification toast', PF 9 durations): MUI Snackbar + Alert, at most
 * MAX_VISIBLE_NOTICES stacked (the oldest gives way), each line of a message on its own line.
 * Errors are announced at once (role=alert), the rest politely (role=status).
 */
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { MAX_VISIBLE_NOTICES, TOAST_MS, TOP_BAR_HEIGHT_PX } from '@painel/domain';
import {
  ToastContext,
  ToastTopBarContext,
  type ToastMessage,
  type ToastOptions,
  type ToastVariant,
  type Toaster,
} from './toast-context';

interface ToastItem {
  id: number;
  variant: ToastVariant;
  lines: string[];
  /** null: stays until closed. */
  durationMs: number | null;
  open: boolean;
}

const DEFAULT_DURATION_MS: Record<ToastVariant, number> = {
  success: TOAST_MS.default,
  warning: TOAST_MS.default,
  info: TOAST_MS.info,
  error: TOAST_MS.error,
};

function toLines(message: ToastMessage): string[] {
  const parts = typeof message === 'string' ? [message] : message;
  return parts
    .flatMap((part) => part.split('\n'))
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const [topBar, setTopBar] = useState(false);
  const nextId = useRef(0);

  const toaster = useMemo<Toaster>(() => {
    const show = (variant: ToastVariant, message: ToastMessage, options?: ToastOptions) => {
      const lines = toLines(message);
      if (lines.length === 0) return;
      nextId.current += 1;
      const item: ToastItem = {
        id: nextId.current,
        variant,
        lines,
        durationMs: options?.durationMs === undefined ? DEFAULT_DURATION_MS[variant] : options.durationMs,
        open: true,
      };
      setToasts((current) => [...current.filter((toast) => toast.open), item].slice(-MAX_VISIBLE_NOTICES));
    };
    return {
      show,
      success: (message, options) => show('success', message, options),
      info: (message, options) => show('info', message, options),
      warning: (message, options) => show('warning', message, options),
      error: (message, options) => show('error', message, options),
      dismissErrors: () =>
        setToasts((current) =>
          current.map((toast) => (toast.variant === 'error' ? { ...toast, open: false } : toast)),
        ),
    };
  }, []);

  const close = useCallback((id: number) => {
    setToasts((current) => current.map((toast) => (toast.id === id ? { ...toast, open: false } : toast)));
  }, []);
  const remove = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  return (
    <ToastContext value={toaster}>
      <ToastTopBarContext value={setTopBar}>{children}</ToastTopBarContext>
      <Box
        data-testid="toasts"
        sx={{
          position: 'fixed',
          zIndex: (theme) => theme.zIndex.snackbar,
          // Below the top bar, so 'Sair' and the user's name stay visible; without one, at the top.
          top: topBar ? TOP_BAR_HEIGHT_PX + 8 : 8,
          right: { xs: 8, sm: 24 },
          left: { xs: 8, sm: 'auto' },
          width: { sm: 420 },
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          pointerEvents: 'none',
        }}
      >
        {toasts.map((toast) => (
          <Snackbar
            key={toast.id}
            open={toast.open}
            autoHideDuration={toast.durationMs}
            onClose={(_event: unknown, reason: SnackbarCloseReason) => {
              // A click elsewhere on the page is no reason to hide a message.
              if (reason !== 'clickaway') close(toast.id);
            }}
            slotProps={{ transition: { onExited: () => remove(toast.id) } }}
            sx={{ position: 'static', inset: 'auto', transform: 'none', pointerEvents: 'auto' }}
          >
            <Alert
              severity={toast.variant}
              variant="standard"
              role={toast.variant === 'error' ? 'alert' : 'status'}
              onClose={() => close(toast.id)}
              sx={{ width: '100%', boxShadow: 6 }}
            >
              {toast.lines.map((line, index) => (
                <Box component="span" key={index} sx={{ display: 'block' }}>
                  {line}
                </Box>
              ))}
            </Alert>
          </Snackbar>
        ))}
      </Box>
    </ToastContext>
  );
}
