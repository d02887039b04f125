/**
 * The confirm dialog (PF 2 'Other'; AA 8: activate or inactivate a user, delete, cancel a group):
 * a title, a text, CANCELAR and a confirm button that shows it is working while the action runs.
 * Cancelling is the safe answer, so it takes the focus; while busy nothing closes the dialog, so
 * the result of the action is not lost.
 */
import { useId, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { widgetMessages } from '@painel/domain';
import { LoadingButton } from '../loading-button/loading-button';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: ReactNode;
  onConfirm(): void;
  onCancel(): void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** The confirmed action is running. */
  loading?: boolean;
  /** A red confirm button, for what cannot be undone (deleting). */
  destructive?: boolean;
}

export function ConfirmDialog({
  open,
  title,
  text,
  onConfirm,
  onCancel,
  confirmLabel = widgetMessages.confirm,
  cancelLabel = widgetMessages.cancel,
  loading = false,
  destructive = false,
}: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!loading) onCancel();
      }}
      aria-labelledby={titleId}
      aria-describedby={textId}
      slotProps={{ paper: { sx: { maxWidth: 480 } } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} component="div">
          {text}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" autoFocus disabled={loading} onClick={onCancel}>
          {cancelLabel}
        </Button>
        <LoadingButton
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          loading={loading}
          onClick={onConfirm}
        >
          {confirmLabel}
        </LoadingButton>
      </DialogActions>
    </Dialog>
  );
}
