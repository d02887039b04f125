/**
 * Above a back-office page about one customer (/clientes/:customerId/editar/grupos, …/usuarios,
 * …/perfis): the breadcrumb Clientes › the customer › the page, and 'Voltar para o
 * cliente'. The customer's name comes from the summary its page and caption read (one request).
 */
import { Link as RouterLink } from 'react-router';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import NavigateNext from '@mui/icons-material/NavigateNext';
import { CUSTOMER_PAGE_TEMPLATE, customerDisplayName, groupMessages, shellMessages } from '@painel/domain';
import { useCustomerSummary } from '../api/get-customer-summary';

const CUSTOMERS_PATH = '/clientes';

export function CustomerTrail({ customerId, page }: { customerId: number; page: string }) {
  const summary = useCustomerSummary(customerId);
  const customerPath = CUSTOMER_PAGE_TEMPLATE.replace('{clientId}', String(customerId));
  return (
    <Container
      maxWidth="lg"
      sx={{ pt: { xs: 2, md: 3 }, pb: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Breadcrumbs aria-label={shellMessages.breadcrumbs} separator={<NavigateNext fontSize="small" />}>
        <Link
          component={RouterLink}
          to={CUSTOMERS_PATH}
          variant="body2"
          underline="hover"
          color="text.secondary"
        >
          {groupMessages.customersTitle}
        </Link>
        {summary.data && (
          <Link
            component={RouterLink}
            to={customerPath}
            variant="body2"
            underline="hover"
            color="text.secondary"
            sx={{ overflowWrap: 'anywhere' }}
          >
            {customerDisplayName(summary.data)}
          </Link>
        )}
        <Typography variant="body2" color="text.primary" aria-current="page" sx={{ fontWeight: 500 }}>
          {page}
        </Typography>
      </Breadcrumbs>
      <Link
        component={RouterLink}
        to={customerPath}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}
      >
        <ArrowBack fontSize="small" aria-hidden />
        {groupMessages.backToCustomer}
      </Link>
    </Container>
  );
}
