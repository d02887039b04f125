/**
 * Back-office pages about one customer (/clientes/:customerId/...) that belong to other features:
 * its users and its payments, with the customer's name and document under their heading.
 */
import { useParams } from 'react-router';
import { CustomerCaption } from '../../features/customers/components/customer-caption';
import { CustomerPaymentsRoute } from '../../features/payments/routes/customer-payments-route';
import { UsersRoute } from '../../features/users/routes/users-route';

function useCustomerId(): number | null {
  const id = Number(useParams().customerId);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** /grupos-e-usuarios/usuarios and, in the back office, /clientes/:customerId/editar/usuarios. */
export function UsersScreen() {
  const id = useCustomerId();
  return <UsersRoute caption={id === null ? null : <CustomerCaption customerId={id} mb={3} />} />;
}

/** /clientes/:customerId/pagamentos. */
export function CustomerPaymentsScreen() {
  const id = useCustomerId();
  return <CustomerPaymentsRoute caption={id === null ? null : <CustomerCaption customerId={id} />} />;
}
