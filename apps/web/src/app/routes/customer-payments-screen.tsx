import { CustomerCaption } from '../../features/customers/components/customer-caption';
import { CustomerPaymentsRoute } from '../../features/payments/routes/customer-payments-route';
import { useCustomerId } from './customer-pages';

/** /clientes/:customerId/pagamentos. */
export function CustomerPaymentsScreen() {
  const id = useCustomerId();
  return <CustomerPaymentsRoute caption={id === null ? null : <CustomerCaption customerId={id} />} />;
}
