/**
 * The NFS-e of an invoice in the list: its status chip and, once issued, the number, the
 * verification code and the provider's document link; waiting for configuration says so. Staff
 * also read the last error and, with BACKOFFICE:FINANCEIRO:NFSE:REEMITIR, ask for a new issuance.
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Invoice } from '@painel/contracts';
import { NFSE_STATUS_LABELS, paymentMessages, type NfseStatus } from '@painel/domain';
import { LoadingButton } from '../../../components/loading-button/loading-button';

const CHIP_COLOR: Record<NfseStatus, 'default' | 'success' | 'error' | 'warning' | 'info'> = {
  AGUARDANDO_CONFIGURACAO: 'warning',
  NA_FILA: 'default',
  ENVIADA: 'info',
  EMITIDA: 'success',
  FALHOU: 'error',
};

export function NfseCell({
  invoice,
  onRetry,
  retrying = false,
}: {
  invoice: Invoice;
  /** Staff with the retry key: shown for a failed issuance. */
  onRetry?: () => void;
  retrying?: boolean;
}) {
  const { nfse } = invoice;
  if (!nfse) {
    // Not issued, whether the invoice is paid or not: the same words on every screen.
    return <Typography variant="body2">{paymentMessages.nfseNone}</Typography>;
  }
  return (
    <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
      <Chip
        size="small"
        variant="outlined"
        color={CHIP_COLOR[nfse.status]}
        label={NFSE_STATUS_LABELS[nfse.status]}
      />
      {nfse.status === 'AGUARDANDO_CONFIGURACAO' && (
        <Typography variant="caption" color="text.secondary">
          {paymentMessages.nfseAwaitingHint}
        </Typography>
      )}
      {nfse.number && (
        <Typography variant="caption">
          {paymentMessages.nfse} {nfse.number}
          {nfse.verificationCode && (
            <>
              <br />
              {paymentMessages.nfseVerificationCode}: {nfse.verificationCode}
            </>
          )}
        </Typography>
      )}
      {nfse.documentUrl && nfse.number && (
        <Link
          href={nfse.documentUrl}
          target="_blank"
          rel="noopener noreferrer"
          variant="body2"
          aria-label={paymentMessages.nfseOpenLabel(nfse.number)}
        >
          {paymentMessages.nfseOpen}
        </Link>
      )}
      {nfse.status === 'FALHOU' && nfse.lastError && (
        <Typography variant="caption" color="error" sx={{ overflowWrap: 'anywhere' }}>
          {nfse.lastError}
        </Typography>
      )}
      {nfse.status === 'FALHOU' && onRetry && (
        <LoadingButton
          size="small"
          variant="outlined"
          loading={retrying}
          onClick={onRetry}
          aria-label={paymentMessages.nfseRetryLabel(invoice.number)}
        >
          {paymentMessages.nfseRetry}
        </LoadingButton>
      )}
    </Box>
  );
}
