/**
 * Who may press 'Simular pagamento' (demo mode): paying is the company's decision, so in the
 * portal only an administrator (a base or custom profile on the Administrador base) may; viewing
 * invoices (FINANCEIRO:BOLETOENOTAFISCAL:VISUALIZAR, the Financeiro profile) lets one see and
 * download them, not confirm a payment. In the back office the route's own keys decide (staff
 * demonstrating a customer's flow).
 */
import { isAdministrator } from '@painel/domain';
import type { Environment } from '@painel/contracts';
import type { Actor } from '../../core/actor';

export function maySimulatePayment(environment: Environment, actor: Actor): boolean {
  if (environment === 'backoffice') return true;
  return isAdministrator({
    id: actor.profile.id,
    isCustomProfile: !actor.profile.isBase,
    baseProfileId: actor.profile.baseProfileId,
  });
}
