/**
 * The payments an invoice received (every payment accounted): each one's São Paulo day,
 * method, amount and what it did (parcial, quitou, acima do valor, em duplicidade), then what is
 * still to pay or what came in beyond the invoice. Nothing received reads as a dash.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Invoice } from '@painel/contracts';
import {
  PAYMENT_OUTCOME_LABELS,
  formatCurrencyMilli,
  formatDate,
  parseDate,
  paymentMessages,
  usageDayOf,
} from '@painel/domain';

const money = (cents: number) => formatCurrencyMilli(BigInt(cents) * 10n);

export function ReceiptsCell({ invoice }: { invoice: Invoice }) {
  if (invoice.receipts.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        —
      </Typography>
    );
  const balance = invoice.amountCents - invoice.receivedCents;
  return (
    <Box>
      <Box
        component="ul"
        aria-label={paymentMessages.receiptsOf(invoice.number)}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {invoice.receipts.map((receipt, index) => (
          <Typography
            component="li"
            variant="body2"
            key={`${receipt.paidAt}-${index}`}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {formatDate(parseDate(usageDayOf(new Date(receipt.paidAt))) as Date)}
            {receipt.method ? ` · ${receipt.method === 'PIX' ? 'PIX' : 'Boleto'}` : ''} ·{' '}
            {money(receipt.amountCents)} · {PAYMENT_OUTCOME_LABELS[receipt.outcome]}
          </Typography>
        ))}
      </Box>
      {balance > 0 && (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {paymentMessages.balanceDue(money(balance))}
        </Typography>
      )}
      {balance < 0 && (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {paymentMessages.excess(money(-balance))}
        </Typography>
      )}
    </Box>
  );
}
