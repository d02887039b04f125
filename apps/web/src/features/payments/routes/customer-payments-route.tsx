/**
 * /clientes/:customerId/pagamentos (back office, BACKOFFICE:FINANCEIRO:FATURAS:VISUALIZAR): the
 * customer's invoices and their NFS-e, read-only, then the bank files of their boletos; the server
 * decides the customer's reach.
 */
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { paymentMessages } from '@painel/domain';
import { BankFilesPanel } from '../components/bank-files-panel';
import { PaymentsPage } from '../components/payments-page';

/** `caption`: whose invoices they are, under the heading (app/ composes the customer's name in). */
export function CustomerPaymentsRoute({ caption = null }: { caption?: ReactNode }) {
  const id = Number(useParams().customerId);
  if (!Number.isInteger(id) || id <= 0) {
    return (
      <Box sx={{ p: 3 }}>
        <Alert severity="error">{paymentMessages.loadFailed}</Alert>
      </Box>
    );
  }
  return (
    <>
      <Box sx={{ px: { xs: 2, sm: 3 }, pt: 3, maxWidth: 'lg', mx: 'auto' }}>
        <Link component={RouterLink} to={`/clientes/${id}`}>
          {paymentMessages.backToCustomer}
        </Link>
      </Box>
      <PaymentsPage key={id} customerId={id} caption={caption} />
      <Box sx={{ px: { xs: 2, sm: 3 }, pb: 3, maxWidth: 'lg', mx: 'auto' }}>
        <BankFilesPanel key={id} customerId={id} />
      </Box>
    </>
  );
}
