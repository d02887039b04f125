/**
 * The back office's customers (issue 10): staff search customers by name, trading name or CNPJ and
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
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DEFAULT_PAGE_SIZE, customerDisplayName, groupMessages, maskDocument } from '@painel/domain';
import { ListPagination } from '../../../components/pagination/list-pagination';
import { useCustomerOverview } from '../api/get-customer-overview';
import { CustomerStatusChip } from './status-chip';
import { PageHeader } from '../../../components/page-header/page-header';

export function customerPagePath(customerId: number): string {
  return `/clientes/${customerId}`;
}

export function CustomersPage() {
  const [text, setText] = useState('');
  const [query, setQuery] = useState({ filter: '', numPage: 0, numPageSize: DEFAULT_PAGE_SIZE });
  const customers = useCustomerOverview(query);
  const list = customers.data?.list ?? [];

  return (
    <Container maxWidth="lg">
      <PageHeader title={groupMessages.customersTitle} subtitle={groupMessages.customersSubtitle} />
      <Box
        component="form"
        role="search"
        sx={{ display: 'flex', gap: 2, mb: 2, flexWrap: 'wrap' }}
        onSubmit={(event) => {
          event.preventDefault();
          setQuery((q) => ({ ...q, filter: text.trim(), numPage: 0 }));
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
      <Paper variant="outlined">
        <TableContainer>
          <Table aria-label={groupMessages.customersTitle}>
            <TableHead>
              <TableRow>
                <TableCell>{groupMessages.customerColumn}</TableCell>
                <TableCell>{groupMessages.documentColumn}</TableCell>
                <TableCell>{groupMessages.planColumn}</TableCell>
                <TableCell>{groupMessages.statusColumn}</TableCell>
                <TableCell align="right">{groupMessages.usersColumn}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {customers.isSuccess && list.length === 0 && (
                <TableRow>
                  <TableCell colSpan={5}>{groupMessages.customersEmpty}</TableCell>
                </TableRow>
              )}
              {list.map((customer) => {
                const name = customerDisplayName(customer);
                return (
                  <TableRow key={customer.id} hover>
                    <TableCell>
                      <Link
                        component={RouterLink}
                        to={customerPagePath(customer.id)}
                        aria-label={groupMessages.openCustomer(name)}
                      >
                        {name}
                      </Link>
                      {customer.tradingName && customer.tradingName !== name && (
                        <Typography variant="body2" color="text.secondary">
                          {customer.tradingName}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{maskDocument(customer.document)}</TableCell>
                    <TableCell>{groupMessages.planLabels[customer.planType]}</TableCell>
                    <TableCell>
                      <CustomerStatusChip customer={customer} />
                    </TableCell>
                    <TableCell align="right">{customer.usersCount}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
        <ListPagination
          page={query.numPage}
          rowsPerPage={query.numPageSize}
          count={customers.data?.totalItems ?? 0}
          onPageChange={(numPage) => setQuery((q) => ({ ...q, numPage }))}
          onRowsPerPageChange={(numPageSize) => setQuery((q) => ({ ...q, numPageSize, numPage: 0 }))}
        />
      </Paper>
    </Container>
  );
}
