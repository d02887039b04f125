/**
 * The back office's customers: staff search customers by name, trading name or CNPJ and
 * see each one's plan, status (blocked for non-payment, trial days) and user count, a page at a
 * time; a row opens the customer's page.
 */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CustomerOverview } from '@painel/contracts';
import { customerDisplayName, groupMessages, maskDocument } from '@painel/domain';
import { DataTable } from '../../../components/data-table/data-table';
import type { CellProps, DataTableColumn } from '../../../components/data-table/data-table-types';
import { EmptyData } from '../../../components/empty-state/empty-data';
import { useListQuery } from '../../../components/filters/use-list-query';
import { useCustomerOverview } from '../api/get-customer-overview';
import { CustomerStatusChip } from './status-chip';
import { PageHeader } from '../../../components/page-header/page-header';

const FILTER_KEYS = ['filter'] as const;

function NameCell({ row }: CellProps<CustomerOverview>) {
  const name = customerDisplayName(row);
  return (
    <>
      <Link
        component={RouterLink}
        to={customerPagePath(row.id)}
        aria-label={groupMessages.openCustomer(name)}
      >
        {name}
      </Link>
      {row.tradingName && row.tradingName !== name && (
        <Typography variant="body2" color="text.secondary">
          {row.tradingName}
        </Typography>
      )}
    </>
  );
}

const COLUMNS: DataTableColumn<CustomerOverview>[] = [
  { accessor: 'customerName', label: groupMessages.customerColumn, cell: NameCell },
  {
    accessor: 'document',
    label: groupMessages.documentColumn,
    cell: ({ row }) => (
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {maskDocument(row.document)}
      </Box>
    ),
  },
  {
    accessor: 'planType',
    label: groupMessages.planColumn,
    cell: ({ row }) => <>{groupMessages.planLabels[row.planType]}</>,
  },
  {
    accessor: 'blockedForNonPayment',
    label: groupMessages.statusColumn,
    cell: ({ row }) => <CustomerStatusChip customer={row} />,
  },
  { accessor: 'usersCount', label: groupMessages.usersColumn, align: 'right' },
];

export function customerPagePath(customerId: number): string {
  return `/clientes/${customerId}`;
}

export function CustomersPage() {
  const list = useListQuery({ filterKeys: FILTER_KEYS });
  // The search as typed; the address holds it once searched.
  const [text, setText] = useState(list.filters.filter);
  const customers = useCustomerOverview({
    filter: list.filters.filter,
    numPage: list.page,
    numPageSize: list.size,
  });

  return (
    <Container maxWidth="lg">
      <PageHeader title={groupMessages.customersTitle} subtitle={groupMessages.customersSubtitle} />
      <Box
        component="form"
        role="search"
        sx={{ display: 'flex', gap: 2, mb: 2, flexWrap: 'wrap' }}
        onSubmit={(event) => {
          event.preventDefault();
          list.applyFilters({ filter: text });
        }}
      >
        <TextField
          label={groupMessages.customersSearch}
          value={text}
          onChange={(event) => setText(event.target.value)}
          sx={{ flex: '1 1 280px' }}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <Button type="submit" variant="contained">
          {groupMessages.customersSearchButton}
        </Button>
      </Box>
      {customers.isError && <Alert severity="error">{customers.error.message}</Alert>}
      <DataTable
        label={groupMessages.customersTitle}
        columns={COLUMNS}
        rows={customers.data?.list ?? []}
        getRowId={(row) => row.id}
        loading={customers.isFetching}
        empty={customers.isError ? null : <EmptyData title={groupMessages.customersEmpty} />}
        pagination={list.pager(customers.data?.totalItems ?? 0)}
      />
    </Container>
  );
}
