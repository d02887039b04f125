/**
 * /grupos-e-usuarios/perfis (portal: the own company) and /clientes/:customerId/editar/perfis
 * (back office: the customer of the address). The server decides the company either way.
 */
import { useParams } from 'react-router';
import { AccessProfilesPage } from '../components/access-profiles-page';

export function AccessProfilesRoute() {
  const { customerId } = useParams();
  const id = customerId === undefined ? null : Number(customerId);
  return <AccessProfilesPage key={id ?? 'own'} customerId={id !== null && Number.isInteger(id) && id > 0 ? id : null} />;
}
