/**
 * The unsaved-data prompt (PF 2 'Leaving a page with unsaved data', PF 5 'Unsaved-data dialog'):
 * while a form is dirty, leaving it inside the app asks 'Atenção' with PF 2's sentence ('Você
 * deseja realmente sair desta página? Todos os dados não salvos serão perdidos.') and 'FECHAR
 * MESMO ASSIM' / 'CONTINUAR EDITANDO' (browsers ignore a page's text on beforeunload, so the
 * sentence reaches the user here), and closing or reloading the tab gets the browser's own
 * confirmation. Closing a dialog or drawer with unsaved data uses the same dialog with PF 5's text.
 * The form kit's SchemaForm holds it for every kit form; forms of their own call the hook.
 * Never in the way of the login paths, nor of the session's forced exits (expired, blocked).
 *
 *   const prompt = useUnsavedChangesPrompt(formState.isDirty);
 *   return <>{form}{prompt}</>;
 */
import { useCallback, useEffect, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useBlocker, type BlockerFunction } from 'react-router';
import { sessionMessages } from '@painel/domain';
import { paths } from '../config/paths';

/** Where leaving is never questioned: the login itself, and where the session sends a user it ended. */
const UNGUARDED_PATHS: readonly string[] = [
  paths.login,
  paths.loginAlias,
  paths.sessionExpired,
  paths.accessBlocked,
];

export function useUnsavedChangesPrompt(isDirty: boolean): ReactNode {
  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Browsers show their own wording; older ones still read this.
      event.returnValue = sessionMessages.unsavedLeave;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  // The router heeds one blocker only (the last registered): a clean form must not hold one, or a
  // page with two forms (Privacidade e Segurança) would let the dirty one's typing go.
  return isDirty ? <NavigationGuard /> : null;
}

function NavigationGuard() {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      !UNGUARDED_PATHS.includes(currentLocation.pathname) &&
      !UNGUARDED_PATHS.includes(nextLocation.pathname) &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [],
  );
  const blocker = useBlocker(shouldBlock);
  return (
    <UnsavedChangesDialog
      open={blocker.state === 'blocked'}
      text={sessionMessages.unsavedLeave}
      onLeave={() => blocker.proceed?.()}
      onStay={() => blocker.reset?.()}
    />
  );
}

interface UnsavedChangesDialogProps {
  open: boolean;
  /** What is lost: PF 5's sentence by default (closing a dialog); PF 2's when leaving the page. */
  text?: string;
  onLeave(): void;
  onStay(): void;
}

/** Staying is the safe answer: it has the focus, and Escape or a click outside means it. */
export function UnsavedChangesDialog({
  open,
  text = sessionMessages.unsavedBody,
  onLeave,
  onStay,
}: UnsavedChangesDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onStay}
      aria-labelledby="unsaved-changes-title"
      aria-describedby="unsaved-changes-text"
      // Wide enough for both buttons side by side on a desktop; they wrap only on a phone.
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="unsaved-changes-title">{sessionMessages.unsavedTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id="unsaved-changes-text">{text}</DialogContentText>
      </DialogContent>
      <DialogActions
        sx={{ px: 3, pb: 3, gap: 1, flexWrap: 'wrap', '& > :not(style) ~ :not(style)': { ml: 0 } }}
      >
        <Button variant="outlined" color="error" onClick={onLeave}>
          {sessionMessages.unsavedConfirm}
        </Button>
        <Button variant="contained" autoFocus onClick={onStay}>
          {sessionMessages.unsavedCancel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
