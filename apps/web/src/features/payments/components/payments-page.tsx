/**
 * Pagamentos (/gestao-da-conta/pagamentos): the company's monthly invoices — number, period, due
 * date, amount and status chip — filtered by period and status and paged; each open or overdue
 * invoice opens its boleto and PIX, each invoice downloads as PDF, each paid one shows its NFS-e,
 * and every payment an invoice received is listed with what it did and what is left (or over).
 * A company blocked for non-payment is told why and that paying lifts the block at once.
 * With `customerId` (back office): the customer's invoices, read-only, with the NFS-e's last error
 * and, for staff holding BACKOFFICE:FINANCEIRO:NFSE:REEMITIR, 'Tentar emitir novamente'.
 */
import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Invoice } from '@painel/contracts';
import {
  INVOICE_STATUSES,
  INVOICE_STATUS_LABELS,
  formatCurrencyMilli,
  formatDate,
  parseDate,
  monthFromText,
  monthToText,
  parseMilli,
  paymentMessages,
  allows,
  policies,
  type InvoiceStatus,
} from '@painel/domain';
import { DataTable } from '../../../components/data-table/data-table';
import type { CellProps, DataTableColumn } from '../../../components/data-table/data-table-types';
import { EmptyData } from '../../../components/empty-state/empty-data';
import { MonthField } from '../../../components/masked-fields/month-field';
import { useListQuery, type ListQueryState } from '../../../components/filters/use-list-query';
import { QueryError } from '../../../components/query-state/query-state';
import { useViewer } from '../../../lib/viewer';
import { useToast } from '../../../components/toast/toast-context';
import { useInvoices, type InvoiceQuery } from '../api/get-invoices';
import { useRetryNfse } from '../api/retry-nfse';
import { NfseCell } from './nfse-cell';
import { PayDialog } from './pay-dialog';
import { PdfButton } from './pdf-button';
import { ReceiptsCell } from './receipts-cell';

const CHIP_COLOR: Record<InvoiceStatus, 'default' | 'success' | 'error' | 'warning'> = {
  EM_ABERTO: 'warning',
  PAGA: 'success',
  VENCIDA: 'error',
};

type Row = Invoice & { periodLabel: string; dueLabel: string; amountLabel: string };

const INVOICE_FILTER_KEYS = ['period', 'status'] as const;
type InvoiceFilterKey = (typeof INVOICE_FILTER_KEYS)[number];
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The invoices call's query from the address; a period or status the address garbles is no filter. */
function invoiceQueryOf(list: ListQueryState<InvoiceFilterKey>): InvoiceQuery {
  const { period, status } = list.filters;
  return {
    numPage: list.page,
    numPageSize: list.size,
    period: MONTH.test(period) ? period : null,
    status: INVOICE_STATUSES.find((known) => known === status) ?? null,
  };
}

/** Money, invoice numbers and dates stay on one line ('R$ 2.118,83', not 'R$' over '2.118,83'). */
function NowrapCell({ value }: CellProps<Row>) {
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {String(value ?? '')}
    </Box>
  );
}

function StatusCell({ row }: CellProps<Row>) {
  return <Chip size="small" color={CHIP_COLOR[row.status]} label={INVOICE_STATUS_LABELS[row.status]} />;
}

export function PaymentsPage({
  onPaid,
  customerId = null,
  caption = null,
}: {
  onPaid?: () => Promise<unknown>;
  /** Back office: the customer whose invoices staff read. */
  customerId?: number | null;
  /** Back office: under the heading, whose invoices they are (composed in app/). */
  caption?: ReactNode;
}) {
  const viewer = useViewer();
  const toast = useToast();
  const staff = customerId !== null;
  const retry = useRetryNfse(customerId ?? 0);
  const mayRetry = staff && allows(viewer, policies.payments.retryNfse);
  const list = useListQuery<InvoiceFilterKey>({ filterKeys: INVOICE_FILTER_KEYS });
  const query = invoiceQueryOf(list);
  const [paying, setPaying] = useState<Invoice | null>(null);
  // The period as typed (MM/AAAA); the address holds its 'YYYY-MM' once complete.
  const [periodText, setPeriodText] = useState(() => (query.period ? monthToText(query.period) : ''));
  const invoices = useInvoices(query, customerId);
  const filtered = query.period !== null || query.status !== null;
  const demo = invoices.data?.demoPayments ?? false;

  function ActionsCell({ row }: CellProps<Row>) {
    return <Actions row={row} />;
  }

  function Nfse({ row }: { row: Row }) {
    return (
      <NfseCell
        invoice={row}
        retrying={retry.isPending && retry.variables === row.id}
        onRetry={
          mayRetry
            ? () =>
                retry.mutate(row.id, {
                  onSuccess: () => toast.success(paymentMessages.nfseRetried),
                  onError: () => toast.error(paymentMessages.nfseRetryFailed),
                })
            : undefined
        }
      />
    );
  }

  function ReceiptsColumn({ row }: CellProps<Row>) {
    return <ReceiptsCell invoice={row} />;
  }

  function NfseColumn({ row }: CellProps<Row>) {
    return <Nfse row={row} />;
  }

  function Actions({ row }: { row: Row }) {
    return (
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {row.status !== 'PAGA' && !staff && (
          <Button
            size="small"
            variant="contained"
            onClick={() => setPaying(row)}
            aria-label={paymentMessages.payTitle(row.number)}
          >
            {paymentMessages.pay}
          </Button>
        )}
        <PdfButton
          invoiceId={row.id}
          customerId={customerId}
          label={`${paymentMessages.downloadPdf}: ${row.number}`}
        />
        {row.status === 'PAGA' && (
          <PdfButton
            invoiceId={row.id}
            customerId={customerId}
            document="service-invoice"
            label={paymentMessages.serviceInvoiceLabel(row.number)}
          />
        )}
      </Box>
    );
  }

  const columns: DataTableColumn<Row>[] = [
    { accessor: 'number', label: paymentMessages.number, cell: NowrapCell },
    { accessor: 'periodLabel', label: paymentMessages.period, cell: NowrapCell },
    { accessor: 'dueLabel', label: paymentMessages.dueDate, cell: NowrapCell },
    { accessor: 'amountLabel', label: paymentMessages.amount, align: 'right', cell: NowrapCell },
    { accessor: 'status', label: paymentMessages.status, cell: StatusCell, stacked: 'aside' },
    { accessor: 'receipts', label: paymentMessages.receipts, cell: ReceiptsColumn },
    { accessor: 'nfse', label: paymentMessages.nfse, cell: NfseColumn },
    { accessor: 'id', label: paymentMessages.actions, cell: ActionsCell },
  ];
  const rows: Row[] = (invoices.data?.list ?? []).map((invoice) => ({
    ...invoice,
    periodLabel: `${invoice.period.slice(5, 7)}/${invoice.period.slice(0, 4)}`,
    dueLabel: formatDate(parseDate(invoice.dueDate) as Date),
    amountLabel: formatCurrencyMilli(parseMilli(invoice.amount)),
  }));

  return (
    <Container maxWidth="lg" sx={{ py: 3, minWidth: 0 }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 600 }}>
        {staff ? paymentMessages.staffTitle : paymentMessages.title}
      </Typography>
      {caption}
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {staff ? paymentMessages.staffIntro : paymentMessages.intro}
      </Typography>
      {!staff && viewer.company.blockedForNonPayment && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {paymentMessages.blockedNotice}
        </Alert>
      )}
      <Box
        component="form"
        role="search"
        aria-label={paymentMessages.title}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}
        onSubmit={(e) => e.preventDefault()}
      >
        <Box sx={{ minWidth: 180, flex: { xs: '1 1 100%', sm: '0 0 180px' } }}>
          <MonthField
            id="pagamentos-periodo"
            label={paymentMessages.period}
            size="small"
            value={periodText}
            onChange={(text) => {
              setPeriodText(text);
              const period = monthFromText(text);
              // A complete month (or an emptied field) filters at once; a half-typed one waits.
              if (period !== null) list.applyFilters({ period: period || null });
            }}
          />
        </Box>
        <TextField
          select
          label={paymentMessages.status}
          size="small"
          value={query.status ?? ''}
          onChange={(event) => list.applyFilters({ status: event.target.value || null })}
          sx={{ minWidth: 180, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
        >
          <MenuItem value="">{paymentMessages.allStatuses}</MenuItem>
          {INVOICE_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {INVOICE_STATUS_LABELS[status]}
            </MenuItem>
          ))}
        </TextField>
        {filtered && (
          <Button
            onClick={() => {
              setPeriodText('');
              list.clearFilters();
            }}
          >
            {paymentMessages.clearFilters}
          </Button>
        )}
      </Box>
      {invoices.isError ? (
        <QueryError
          message={paymentMessages.loadFailed}
          retryLabel={paymentMessages.retry}
          onRetry={() => void invoices.refetch()}
        />
      ) : (
        // Narrow windows above phone width: the table scrolls sideways inside its own box.
        <Box sx={{ width: '100%', maxWidth: 'calc(100vw - 32px)', overflowX: 'auto' }}>
          <DataTable
            label={paymentMessages.title}
            columns={columns}
            rows={rows}
            getRowId={(row) => row.id}
            loading={invoices.isFetching}
            empty={<EmptyData title={filtered ? paymentMessages.emptyFiltered : paymentMessages.empty} />}
            pagination={list.pager(invoices.data?.totalItems ?? 0)}
          />
        </Box>
      )}
      {paying && <PayDialog invoice={paying} demo={demo} onPaid={onPaid} onClose={() => setPaying(null)} />}
    </Container>
  );
}
