/**
 * /gestao-da-conta/atividade (portal: the own company) and /clientes/:customerId/atividade (back
 * office: the customer of the address). The server decides the company either way.
 */
import { useParams } from 'react-router';
import { ActivityPage } from '../components/activity-page';

export function ActivityRoute() {
  const { customerId } = useParams();
  const id = customerId === undefined ? null : Number(customerId);
  const valid = id !== null && Number.isInteger(id) && id > 0 ? id : null;
  return <ActivityPage key={valid ?? 'own'} customerId={valid} />;
}
