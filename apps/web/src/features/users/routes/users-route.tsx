/**
 * /grupos-e-usuarios/usuarios (portal: the whole company) and /clientes/:customerId/editar/usuarios
 * (back office: the customer of the address). The server decides the company either way.
 */
import { useParams } from 'react-router';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { userMessages } from '@painel/domain';
import { CustomerCaption } from '../../customers/components/customer-caption';
import { UsersTable } from '../components/users-table';

export function UsersRoute() {
  const { customerId } = useParams();
  const id = customerId === undefined ? null : Number(customerId);
  const valid = id !== null && Number.isInteger(id) && id > 0 ? id : null;
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 600, mb: valid === null ? 3 : 0.5 }}>
        {userMessages.pageTitle}
      </Typography>
      {valid !== null && <CustomerCaption customerId={valid} mb={3} />}
      <UsersTable key={valid ?? 'own'} customerId={valid} />
    </Container>
  );
}
