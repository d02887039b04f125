/**
 * The customer's lines in the CNAB 240 files exchanged with the bank (back office): each
 * remittance registering or lowering a boleto and each return saying what the bank did, per
 * invoice, newest first. Staff may exchange files now; in demo mode a registered boleto can be
 * paid at the stand-in bank (its return then pays the invoice).
 */
import { createContext, useContext } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { BankFileLine } from '@painel/contracts';
import {
  BANK_FILE_MOVEMENT_LABELS,
  boletoMessages,
  formatDate,
  paymentMessages,
  policies,
} from '@painel/domain';
import { DataTable } from '../../../components/data-table/data-table';
import type { CellProps, DataTableColumn } from '../../../components/data-table/data-table-types';
import { EmptyData } from '../../../components/empty-state/empty-data';
import { useListQuery } from '../../../components/filters/use-list-query';
import { useToast } from '../../../components/toast/toast-context';
import { useAllowed } from '../../../lib/viewer';
import { useBankFileLines, useExchangeBankFiles, usePayAtDemoBank } from '../api/bank-files';

/** No filters; its page and size sit in the address beside the invoices' own, under 'arquivos.'. */
const NO_FILTERS = [] as const;

type Row = BankFileLine & { fileLabel: string; dateLabel: string; resultLabel: string };

function NowrapCell({ value }: CellProps<Row>) {
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {String(value ?? '')}
    </Box>
  );
}

function ResultCell({ row }: CellProps<Row>) {
  return (
    <Box>
      <span>{row.resultLabel}</span>
      {row.reasons.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {row.reasons.join('; ')}
        </Typography>
      )}
    </Box>
  );
}

/** What a line's action needs from the panel: paying at the demo bank, when staff may (else null). */
const DemoPayContext = createContext<{ pay: (invoiceId: number) => void; paying: boolean } | null>(null);

function DemoPayCell({ row }: CellProps<Row>) {
  const demo = useContext(DemoPayContext);
  if (!(demo && row.payable && row.invoiceId !== null && row.invoiceNumber)) return null;
  const invoiceId = row.invoiceId;
  return (
    <Button
      size="small"
      variant="outlined"
      disabled={demo.paying}
      aria-label={boletoMessages.demoPayLabel(row.invoiceNumber)}
      onClick={() => demo.pay(invoiceId)}
    >
      {boletoMessages.demoPay}
    </Button>
  );
}

const COLUMNS: DataTableColumn<Row>[] = [
  { accessor: 'fileLabel', label: boletoMessages.fileColumn, cell: NowrapCell },
  { accessor: 'dateLabel', label: boletoMessages.fileDateColumn, cell: NowrapCell },
  { accessor: 'invoiceNumber', label: boletoMessages.invoiceColumn, cell: NowrapCell },
  { accessor: 'ourNumber', label: boletoMessages.ourNumberColumn, cell: NowrapCell },
  { accessor: 'amount', label: boletoMessages.amountColumn, align: 'right', cell: NowrapCell },
  { accessor: 'resultLabel', label: boletoMessages.resultColumn, cell: ResultCell },
  { accessor: 'id', label: paymentMessages.actions, cell: DemoPayCell },
];

export function BankFilesPanel({ customerId }: { customerId: number }) {
  const toast = useToast();
  const mayExchange = useAllowed(policies.payments.bankExchange);
  const list = useListQuery({ filterKeys: NO_FILTERS, prefix: 'arquivos' });
  const lines = useBankFileLines(customerId, { numPage: list.page, numPageSize: list.size });
  const exchange = useExchangeBankFiles();
  const pay = usePayAtDemoBank(customerId);
  const demoBank = lines.data?.demoBank ?? false;
  const demoPay =
    demoBank && mayExchange
      ? {
          paying: pay.isPending,
          pay: (invoiceId: number) =>
            pay.mutate(invoiceId, {
              onSuccess: () => toast.success(boletoMessages.demoPaid),
              onError: () => toast.error(boletoMessages.demoPayFailed),
            }),
        }
      : null;

  const rows: Row[] = (lines.data?.list ?? []).map((line) => ({
    ...line,
    fileLabel:
      line.direction === 'REMESSA'
        ? boletoMessages.remittance(line.sequence)
        : boletoMessages.return(line.sequence),
    dateLabel: formatDate(new Date(line.createdAt)),
    resultLabel:
      BANK_FILE_MOVEMENT_LABELS[line.movement] +
      (line.paidAmount ? ` (${boletoMessages.paidAmount(line.paidAmount)})` : ''),
  }));

  return (
    <Paper component="section" aria-labelledby="bank-files-title" variant="panel" sx={{ mt: 3 }}>
      <Box
        sx={{
          display: 'flex',
          gap: 2,
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Typography id="bank-files-title" component="h2" variant="h6">
          {boletoMessages.filesTitle}
        </Typography>
        {mayExchange && lines.data?.configured && (
          <Button
            variant="contained"
            disabled={exchange.isPending}
            onClick={() =>
              exchange.mutate(undefined, {
                onSuccess: (result) => toast.success(boletoMessages.exchanged(result.sent, result.received)),
                onError: () => toast.error(boletoMessages.exchangeFailed),
              })
            }
          >
            {boletoMessages.exchange}
          </Button>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 2 }}>
        {boletoMessages.filesIntro}
      </Typography>
      {lines.data && !lines.data.configured && (
        <Alert severity="info">{boletoMessages.bankNotConfigured}</Alert>
      )}
      {lines.isError ? (
        <Alert severity="error">{boletoMessages.filesLoadFailed}</Alert>
      ) : (
        <DemoPayContext value={demoPay}>
          <DataTable
            label={boletoMessages.filesTitle}
            columns={COLUMNS}
            rows={rows}
            getRowId={(row) => row.id}
            loading={lines.isFetching}
            empty={<EmptyData title={boletoMessages.filesEmpty} />}
            pagination={list.pager(lines.data?.totalItems ?? 0)}
          />
        </DemoPayContext>
      )}
    </Paper>
  );
}
