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
import Paper from '@mui/material/Paper';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Invoice } from '@painel/contracts';
import {
  DEFAULT_PAGE_SIZE,
  INVOICE_STATUSES,
  INVOICE_STATUS_LABELS,
  formatCurrencyMilli,
  formatDate,
  parseDate,
  monthFromText,
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
import { ListPagination } from '../../../components/pagination/list-pagination';
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
  const [query, setQuery] = useState<InvoiceQuery>({
    numPage: 0,
    numPageSize: DEFAULT_PAGE_SIZE,
    period: null,
    status: null,
  });
  const [paying, setPaying] = useState<Invoice | null>(null);
  // The period as typed (MM/AAAA); the query holds its 'YYYY-MM' once complete.
  const [periodText, setPeriodText] = useState('');
  const invoices = useInvoices(query, customerId);
  const filtered = query.period !== null || query.status !== null;
  const demo = invoices.data?.demoPayments ?? false;
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));

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
    { accessor: 'status', label: paymentMessages.status, cell: StatusCell },
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
              if (period !== null) setQuery((q) => ({ ...q, numPage: 0, period: period || null }));
            }}
          />
        </Box>
        <TextField
          select
          label={paymentMessages.status}
          size="small"
          value={query.status ?? ''}
          onChange={(event) =>
            setQuery((q) => ({
              ...q,
              numPage: 0,
              status: (event.target.value || null) as InvoiceStatus | null,
            }))
          }
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
              setQuery((q) => ({ ...q, numPage: 0, period: null, status: null }));
            }}
          >
            {paymentMessages.clearFilters}
          </Button>
        )}
      </Box>
      {invoices.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void invoices.refetch()}>
              {paymentMessages.retry}
            </Button>
          }
        >
          {paymentMessages.loadFailed}
        </Alert>
      ) : phone ? (
        // On phones: one card per invoice, the same facts and actions as the table's row.
        <Box>
          {rows.length === 0 && !invoices.isPending ? (
            <EmptyData title={filtered ? paymentMessages.emptyFiltered : paymentMessages.empty} />
          ) : (
            <Box
              component="ul"
              aria-label={paymentMessages.title}
              sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
            >
              {rows.map((row) => (
                <Paper component="li" variant="outlined" key={row.id} sx={{ p: 2 }}>
                  <Box
                    sx={{
                      display: 'flex',
                      justifyContent: 'space-between',
                      alignItems: 'center',
                      gap: 1,
                      mb: 1,
                    }}
                  >
                    <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                      {row.number}
                    </Typography>
                    <StatusCell row={row} value={row.status} />
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
                    <Nfse row={row} />
                  </Box>
                  <Actions row={row} />
                </Paper>
              ))}
            </Box>
          )}
          <ListPagination
            page={query.numPage}
            rowsPerPage={query.numPageSize}
            count={invoices.data?.totalItems ?? 0}
            onPageChange={(numPage) => setQuery((q) => ({ ...q, numPage }))}
            onRowsPerPageChange={(numPageSize) => setQuery((q) => ({ ...q, numPage: 0, numPageSize }))}
          />
        </Box>
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
            pagination={{
              page: query.numPage,
              rowsPerPage: query.numPageSize,
              count: invoices.data?.totalItems ?? 0,
              onPageChange: (numPage) => setQuery((q) => ({ ...q, numPage })),
              onRowsPerPageChange: (numPageSize) => setQuery((q) => ({ ...q, numPage: 0, numPageSize })),
            }}
          />
        </Box>
      )}
      {paying && <PayDialog invoice={paying} demo={demo} onPaid={onPaid} onClose={() => setPaying(null)} />}
    </Container>
  );
}
