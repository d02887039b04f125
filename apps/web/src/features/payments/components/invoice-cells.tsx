/** The Pagamentos table's cells: each draws one column of an InvoiceRow (DataTable's CellProps). */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { INVOICE_STATUS_LABELS, type InvoiceStatus } from '@painel/domain';
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
