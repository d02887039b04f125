/**
 * /grupos-e-usuarios/grupos (portal: the own company) and /clientes/:customerId/editar/grupos
 * (back office: the customer of the address). The server decides the company either way.
 */
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { GroupsPage } from '../components/groups-page';
import { customerIdOf } from '../lib/group-paths';

export function GroupsRoute({ caption = null }: { caption?: ReactNode }) {
  const customerId = customerIdOf(useParams().customerId);
  return <GroupsPage key={customerId ?? 'own'} customerId={customerId} caption={caption} />;
}
