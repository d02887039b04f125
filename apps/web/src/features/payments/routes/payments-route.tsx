/**
 * /gestao-da-conta/pagamentos (FINANCEIRO:BOLETOENOTAFISCAL:VISUALIZAR): the own company's invoices.
 * `onPaid` runs after a confirmed payment (app/ passes the session's reload).
 */
import { PaymentsPage } from '../components/payments-page';

export function PaymentsRoute({ onPaid }: { onPaid?: () => Promise<unknown> }) {
  return <PaymentsPage onPaid={onPaid} />;
}
