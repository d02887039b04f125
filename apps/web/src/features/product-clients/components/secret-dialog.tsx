/**
 * The secret, shown once after registering a confidential client or rotating its secret: copy it,
 * it will not come back. After a rotation it says until when the previous secret keeps working.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { ProductClientSecret } from '@painel/contracts';
import { formatAuditInstant, productClientMessages as m } from '@painel/domain';
import { CopyableValue } from '../../../components/copy-to-clipboard/copyable-value';

export function SecretDialog({ shown, onClose }: { shown: ProductClientSecret | null; onClose(): void }) {
  const until = shown?.client.previousSecretUntil ?? null;
  return (
    <Dialog
      open={shown !== null}
      aria-labelledby="product-secret-title"
      aria-describedby="product-secret-warning"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="product-secret-title">{m.secretTitle}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {shown?.secret ? (
          <>
            <Alert severity="warning" id="product-secret-warning">
              {m.secretOnce}
            </Alert>
            <Box>
              <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>
                {shown.client.name} · <code>{shown.client.id}</code>
              </Typography>
              <Box sx={{ mt: 1 }}>
                <CopyableValue value={shown.secret} label={m.secretLabel} testId="product-client-secret" />
              </Box>
            </Box>
            {until && <Typography>{m.previousUntil(formatAuditInstant(until))}</Typography>}
          </>
        ) : (
          <Alert severity="info" id="product-secret-warning">
            {m.publicNoSecret}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {m.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
