/**
 * /grupos-e-usuarios/usuarios (portal: the whole company) and /clientes/:customerId/editar/usuarios
 * (back office: the customer of the address). The server decides the company either way.
 */
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import Container from '@mui/material/Container';
import { userMessages } from '@painel/domain';
import { UsersTable } from '../components/users-table';
import { PageHeader } from '../../../components/page-header/page-header';

/** `caption` (back office): whose users they are, under the heading (app/ composes the customer's name in). */
export function UsersRoute({ caption = null }: { caption?: ReactNode }) {
  const { customerId } = useParams();
  const id = customerId === undefined ? null : Number(customerId);
  const valid = id !== null && Number.isInteger(id) && id > 0 ? id : null;
  return (
    <Container maxWidth="lg">
      <PageHeader title={userMessages.pageTitle} caption={caption} />
      <UsersTable key={valid ?? 'own'} customerId={valid} />
    </Container>
  );
}
