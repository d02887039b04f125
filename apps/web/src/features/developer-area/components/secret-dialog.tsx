/** The secret, shown once after creating or rotating a credential: copy it, it will not come back. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { developerAreaMessages as m } from '@painel/domain';
import { CopyableValue } from '../../../components/copy-to-clipboard/copyable-value';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }} component="p">
        {label}
      </Typography>
      <CopyableValue value={value} label={label} testId={`secret-${label}`} />
    </Box>
  );
}

export function SecretDialog({
  shown,
  onClose,
}: {
  shown: { clientId: string; secret: string } | null;
  onClose(): void;
}) {
  return (
    <Dialog
      open={shown !== null}
      aria-labelledby="secret-title"
      aria-describedby="secret-warning"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="secret-title">{m.secretTitle}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" id="secret-warning">
          {m.secretWarning}
        </Alert>
        {shown && (
          <>
            <Field label={m.clientIdLabel} value={shown.clientId} />
            <Field label={m.secretLabel} value={shown.secret} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {m.done}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
