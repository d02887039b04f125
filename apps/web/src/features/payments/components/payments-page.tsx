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
import TextField from '@mui/material/TextField';
import type { Invoice } from '@painel/contracts';
import {
  INVOICE_STATUSES,
  INVOICE_STATUS_LABELS,
  monthFromText,
  monthToText,
  paymentMessages,
} from '@painel/domain';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table-types';
import { EmptyData } from '../../../components/empty-state/empty-data';
import { MonthField } from '../../../components/masked-fields/month-field';
import { useListQuery, type ListQueryState } from '../../../components/filters/use-list-query';
import { PageHeader } from '../../../components/page-header/page-header';
import { QueryError } from '../../../components/query-state/query-state';
import { useViewer } from '../../../lib/viewer';
import { useInvoices, type InvoiceQuery } from '../api/get-invoices';
import {
  ActionsCell,
  CompositionCell,
  NfseColumnCell,
  NowrapCell,
  ReceiptsColumnCell,
  StatusCell,
} from './invoice-cells';
import { InvoiceListContext } from './invoice-list-context';
import { toInvoiceRow, type InvoiceRow } from './invoice-row';
import { PayDialog } from './pay-dialog';

const COLUMNS: DataTableColumn<InvoiceRow>[] = [
  { accessor: 'number', label: paymentMessages.number, cell: NowrapCell },
  { accessor: 'periodLabel', label: paymentMessages.period, cell: NowrapCell },
  { accessor: 'dueLabel', label: paymentMessages.dueDate, cell: NowrapCell },
  {
    accessor: 'amountLabel',
    label: paymentMessages.amount,
    align: 'right',
    cell: NowrapCell,
    expandAccessor: 'products',
    expandCell: CompositionCell,
  },
  { accessor: 'status', label: paymentMessages.status, cell: StatusCell, stacked: 'aside' },
  { accessor: 'receipts', label: paymentMessages.receipts, cell: ReceiptsColumnCell },
  { accessor: 'nfse', label: paymentMessages.nfse, cell: NfseColumnCell },
  { accessor: 'id', label: paymentMessages.actions, cell: ActionsCell },
];

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
  const list = useListQuery<InvoiceFilterKey>({ filterKeys: INVOICE_FILTER_KEYS });
  const query = invoiceQueryOf(list);
  const [paying, setPaying] = useState<Invoice | null>(null);
  // The period as typed (MM/AAAA); the address holds its 'YYYY-MM' once complete.
  const [periodText, setPeriodText] = useState(() => (query.period ? monthToText(query.period) : ''));
  const invoices = useInvoices(query, customerId);
  const filtered = query.period !== null || query.status !== null;
  const demo = invoices.data?.demoPayments ?? false;

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
        // Narrow windows above phone width: the table scrolls sideways inside its own box; on
        // phones its rows stack as cards.
        <Box sx={{ width: '100%', maxWidth: 'calc(100vw - 32px)', overflowX: 'auto' }}>
          <DataTable
            label={paymentMessages.title}
            columns={COLUMNS}
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
  // Every invoice's cells read whose invoices these are and how to pay from here.
  return <InvoiceListContext value={{ customerId, pay: setPaying }}>{page}</InvoiceListContext>;
}
