/** The Pagamentos table's cells: each draws one column of an InvoiceRow (DataTable's CellProps). */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import {
  INVOICE_STATUS_LABELS,
  formatCurrencyMilli,
  monthYearLabel,
  parseMilli,
  paymentMessages as m,
  type InvoiceStatus,
} from '@painel/domain';
import type { CellProps } from '../../../components/data-table/data-table-types';
import { InvoiceActions } from './invoice-actions';
import { InvoiceNfse } from './invoice-nfse';
import type { InvoiceRow } from './invoice-row';
import { ReceiptsCell } from './receipts-cell';

const CHIP_COLOR: Record<InvoiceStatus, 'default' | 'success' | 'error' | 'warning'> = {
  EM_ABERTO: 'warning',
  PAGA: 'success',
  VENCIDA: 'error',
};

/** Money, invoice numbers and dates stay on one line ('R$ 2.118,83', not 'R$' over '2.118,83'). */
export function NowrapCell({ value }: CellProps<InvoiceRow>) {
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {String(value ?? '')}
    </Box>
  );
}

export function StatusCell({ row }: Pick<CellProps<InvoiceRow>, 'row'>) {
  return <Chip size="small" color={CHIP_COLOR[row.status]} label={INVOICE_STATUS_LABELS[row.status]} />;
}

export function ReceiptsColumnCell({ row }: CellProps<InvoiceRow>) {
  return <ReceiptsCell invoice={row} />;
}

export function NfseColumnCell({ row }: CellProps<InvoiceRow>) {
  return <InvoiceNfse invoice={row} />;
}

export function ActionsCell({ row }: CellProps<InvoiceRow>) {
  return <InvoiceActions invoice={row} />;
}

const money = (amount: string) => formatCurrencyMilli(parseMilli(amount));

/**
 * What an invoice's total is made of, as its PDF lists it: the period's usage with each product's
 * share, the plan's fee, the adjustments for usage recorded after an earlier invoice, the total.
 */
export function CompositionCell({ row }: CellProps<InvoiceRow>) {
  const lines: { label: string; amount: string; product?: boolean; total?: boolean }[] = [
    { label: m.usageLine, amount: row.usageAmount },
    ...row.products.map((product) => ({ label: product.name, amount: product.amount, product: true })),
    { label: m.planFeeLine, amount: row.planFee },
    ...row.adjustments.map((adjustment) => ({
      label: m.adjustmentLine(monthYearLabel(`${adjustment.period}-01`)),
      amount: adjustment.amount,
    })),
    { label: m.totalLine, amount: row.amount, total: true },
  ];
  return (
    <Box
      component="dl"
      aria-label={m.compositionOf(row.number)}
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'minmax(0, max-content) max-content',
        columnGap: 3,
        typography: 'body2',
      }}
    >
      {lines.map((line, index) => (
        <Box key={index} sx={{ display: 'contents', fontWeight: line.total ? 600 : undefined }}>
          <Box
            component="dt"
            sx={{ pl: line.product ? 2 : 0, color: line.product ? 'text.secondary' : undefined }}
          >
            {line.label}
          </Box>
          <Box component="dd" sx={{ m: 0, textAlign: 'right', whiteSpace: 'nowrap' }}>
            {money(line.amount)}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
