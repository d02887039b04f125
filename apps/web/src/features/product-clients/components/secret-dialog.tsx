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
import { CopyButton } from '../../../components/copy-to-clipboard/copy-button';

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
              <Box
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1,
                  mt: 1,
                  bgcolor: 'action.hover',
                  borderRadius: 1,
                  px: 1.5,
                  py: 1,
                }}
              >
                <Typography
                  component="code"
                  data-testid="product-client-secret"
                  sx={{ fontFamily: 'monospace', wordBreak: 'break-all', flex: 1 }}
                >
                  {shown.secret}
                </Typography>
                <CopyButton text={shown.secret} label={m.secretLabel} />
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
