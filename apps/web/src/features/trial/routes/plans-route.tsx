/** /contratar/planos (trial users of the portal): Contratar planos. */
import { PlansPage } from '../components/plans-page';

export function PlansRoute() {
  return <PlansPage />;
}
