/** /backoffice/solicitacoes-de-contratacao (back office): the trial companies' contract requests. */
import { ContractRequestsPage } from '../components/contract-requests-page';

export function ContractRequestsRoute() {
  return <ContractRequestsPage />;
}
