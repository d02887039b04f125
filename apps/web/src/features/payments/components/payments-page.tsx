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
import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import type { Invoice } from '@painel/contracts';
import {
  DEFAULT_PAGE_SIZE,
  INVOICE_STATUSES,
  INVOICE_STATUS_LABELS,
  monthFromText,
  paymentMessages,
  type InvoiceStatus,
} from '@painel/domain';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table-types';
import { EmptyData } from '../../../components/empty-state/empty-data';
import { MonthField } from '../../../components/masked-fields/month-field';
import { PageHeader } from '../../../components/page-header/page-header';
import { ListPagination } from '../../../components/pagination/list-pagination';
import { useViewer } from '../../../lib/viewer';
import { useInvoices, type InvoiceQuery } from '../api/get-invoices';
import { InvoiceCard } from './invoice-card';
import { ActionsCell, NfseColumnCell, NowrapCell, ReceiptsColumnCell, StatusCell } from './invoice-cells';
import { InvoiceListContext } from './invoice-list-context';
import { toInvoiceRow, type InvoiceRow } from './invoice-row';
import { PayDialog } from './pay-dialog';

const COLUMNS: DataTableColumn<InvoiceRow>[] = [
  { accessor: 'number', label: paymentMessages.number, cell: NowrapCell },
  { accessor: 'periodLabel', label: paymentMessages.period, cell: NowrapCell },
  { accessor: 'dueLabel', label: paymentMessages.dueDate, cell: NowrapCell },
  { accessor: 'amountLabel', label: paymentMessages.amount, align: 'right', cell: NowrapCell },
  { accessor: 'status', label: paymentMessages.status, cell: StatusCell },
  { accessor: 'receipts', label: paymentMessages.receipts, cell: ReceiptsColumnCell },
  { accessor: 'nfse', label: paymentMessages.nfse, cell: NfseColumnCell },
  { accessor: 'id', label: paymentMessages.actions, cell: ActionsCell },
];

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
  const staff = customerId !== null;
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

  const rows = (invoices.data?.list ?? []).map(toInvoiceRow);

  const page = (
    <Container maxWidth="lg" sx={{ minWidth: 0 }}>
      <PageHeader
        title={staff ? paymentMessages.staffTitle : paymentMessages.title}
        caption={caption}
        subtitle={staff ? paymentMessages.staffIntro : paymentMessages.intro}
      />
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
                <InvoiceCard key={row.id} row={row} />
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
            columns={COLUMNS}
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
  // Every invoice's cells and card read whose invoices these are and how to pay from here.
  return <InvoiceListContext value={{ customerId, pay: setPaying }}>{page}</InvoiceListContext>;
}
