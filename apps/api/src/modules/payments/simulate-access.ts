/**
 * Who may press 'Simular pagamento' (demo mode): paying is the company's decision, so in the
 * portal only an administrator (a base or custom profile on the Administrador base) may; viewing
 * invoices (FINANCEIRO:BOLETOENOTAFISCAL:VISUALIZAR, the Financeiro profile) lets one see and
 * download them, not confirm a payment. In the back office the financial staff key of
 * policies.payments.simulate decides (Atendimento has not got it).
 */
import { allows, isAdministrator, policies } from '@painel/domain';
import type { Environment } from '@painel/contracts';
import type { Actor } from '../../core/actor';

export function maySimulatePayment(environment: Environment, actor: Actor): boolean {
  if (environment === 'backoffice') return allows(actor.viewer, policies.payments.simulate);
  return isAdministrator({
    id: actor.profile.id,
    isCustomProfile: !actor.profile.isBase,
    baseProfileId: actor.profile.baseProfileId,
  });
}
