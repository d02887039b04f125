/**
 * Paying one open invoice: the boleto's linha digitável and the PIX copia e cola, each with its
 * copy button, the PIX QR code (drawn here from the BR Code by `qrcode`, loaded with this dialog),
 * the PDF, and in demo mode 'Simular pagamento'.
 */
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { Invoice } from '@painel/contracts';
import {
  formatCurrencyMilli,
  formatDate,
  formatDigitableLine,
  parseDate,
  parseMilli,
  paymentMessages,
} from '@painel/domain';
import { CopyButton } from '../../../components/copy-to-clipboard/copy-button';
import { LoadingButton } from '../../../components/loading-button/loading-button';
import { useToast } from '../../../components/toast/toast-context';
import { useSimulatePayment } from '../api/simulate-payment';
import { PdfButton } from './pdf-button';

function CodeBlock({ label, text, display }: { label: string; text: string; display?: string }) {
  return (
    <Box sx={{ mb: 2 }}>
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Typography
          component="p"
          sx={{
            fontFamily: 'monospace',
            fontSize: 14,
            wordBreak: 'break-all',
            bgcolor: 'action.hover',
            p: 1,
            borderRadius: 1,
            flex: 1,
          }}
        >
          {display ?? text}
        </Typography>
        <CopyButton text={text} label={label} />
      </Box>
    </Box>
  );
}

function PixQrCode({ text }: { text: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((qr) => qr.toDataURL(text, { margin: 1, width: 200 }))
      .then((url) => {
        if (live) setSrc(url);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [text]);
  return (
    <Box sx={{ width: 200, height: 200, mx: 'auto', mb: 2 }}>
      {src && <img src={src} width={200} height={200} alt={paymentMessages.pixQrCode} />}
    </Box>
  );
}

export function PayDialog({
  invoice,
  demo,
  onClose,
  onPaid,
}: {
  invoice: Invoice;
  demo: boolean;
  onClose(): void;
  onPaid?: () => Promise<unknown>;
}) {
  const toast = useToast();
  const simulate = useSimulatePayment(onPaid);
  const due = formatDate(parseDate(invoice.dueDate) as Date);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="pay-dialog-title">
      <DialogTitle id="pay-dialog-title">{paymentMessages.payTitle(invoice.number)}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          {paymentMessages.amount}: <strong>{formatCurrencyMilli(parseMilli(invoice.amount))}</strong> ·{' '}
          {paymentMessages.dueDate}: {due}
        </Typography>
        {invoice.boleto && (
          <CodeBlock
            label={`${paymentMessages.boleto}: ${paymentMessages.digitableLine.toLowerCase()}`}
            text={invoice.boleto.digitableLine}
            display={formatDigitableLine(invoice.boleto.digitableLine)}
          />
        )}
        {invoice.pix ? (
          <>
            <CodeBlock label={paymentMessages.pix} text={invoice.pix.copyPaste} />
            <PixQrCode text={invoice.pix.copyPaste} />
          </>
        ) : (
          <Alert severity="info" sx={{ mb: 2 }}>
            {paymentMessages.pixUnavailable}
          </Alert>
        )}
        {demo && <Alert severity="info">{paymentMessages.simulateHint}</Alert>}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <PdfButton invoiceId={invoice.id} />
        {demo && (
          <LoadingButton
            variant="contained"
            loading={simulate.isPending}
            onClick={() =>
              simulate.mutate(invoice.id, {
                onSuccess: () => {
                  toast.success(paymentMessages.simulated);
                  onClose();
                },
                onError: (error) => toast.error(error.message),
              })
            }
          >
            {paymentMessages.simulate}
          </LoadingButton>
        )}
        <Button onClick={onClose}>{paymentMessages.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
