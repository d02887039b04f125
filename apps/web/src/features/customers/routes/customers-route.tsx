/** /clientes (back office): find a customer. */
import { CustomersPage } from '../components/customers-page';

export function CustomersRoute() {
  return <CustomersPage />;
}
