/** On phones, one invoice as a card: the same facts and actions as the table's row. */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { paymentMessages } from '@painel/domain';
import { InvoiceActions } from './invoice-actions';
import { StatusCell } from './invoice-cells';
import { InvoiceNfse } from './invoice-nfse';
import type { InvoiceRow } from './invoice-row';
import { ReceiptsCell } from './receipts-cell';

export function InvoiceCard({ row }: { row: InvoiceRow }) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }}>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 1,
          mb: 1,
        }}
      >
        <Typography component="h2" variant="subtitle1">
          {row.number}
        </Typography>
        <StatusCell row={row} />
      </Box>
      <Typography variant="body2">
        {paymentMessages.period}: {row.periodLabel} · {paymentMessages.dueDate}: {row.dueLabel}
      </Typography>
      <Typography variant="body1" sx={{ fontWeight: 600, mb: 1 }}>
        {row.amountLabel}
      </Typography>
      {row.receipts.length > 0 && (
        <Box sx={{ mb: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {paymentMessages.receipts}:
          </Typography>
          <ReceiptsCell invoice={row} />
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {paymentMessages.nfse}:
        </Typography>
        <InvoiceNfse invoice={row} />
      </Box>
      <InvoiceActions invoice={row} />
    </Paper>
  );
}
