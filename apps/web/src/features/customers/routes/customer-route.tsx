/** /clientes/:customerId (back office): one customer's page, its areas as links. */
import { useParams } from 'react-router';
import { NotFoundNotice } from '../components/not-found-notice';
import { CustomerPage } from '../components/customer-page';

export function CustomerRoute() {
  const id = Number(useParams().customerId);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundNotice />;
  return <CustomerPage key={id} customerId={id} />;
}
