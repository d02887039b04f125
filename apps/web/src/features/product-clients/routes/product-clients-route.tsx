/**
 * /backoffice/produtos-integrados (ours): staff who hold policies.productClients.manage
 * register the sibling products' OAuth clients, edit their addresses and rotate or revoke their
 * secrets. Back office only; anyone else is sent to the access-denied page.
 */
import Container from '@mui/material/Container';
import { Navigate } from 'react-router';
import { policies } from '@painel/domain';
import { Can } from '../../../components/can/can';
import { paths } from '../../../config/paths';
import { ProductClientsPage } from '../components/product-clients-page';

export function ProductClientsRoute() {
  return (
    <>
      <Can policy={policies.productClients.manage} not>
        <Navigate to={paths.accessDenied} replace />
      </Can>
      <Can policy={policies.productClients.manage}>
        <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
          <ProductClientsPage />
        </Container>
      </Can>
    </>
  );
}
