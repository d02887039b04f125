/** /gestao-da-conta/pagamentos (FINANCEIRO:BOLETOENOTAFISCAL:VISUALIZAR): the own company's invoices. */
import { PaymentsPage } from '../components/payments-page';

export function PaymentsRoute() {
  return <PaymentsPage />;
}
