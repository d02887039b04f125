/**
 * /gestao-da-conta/saldo-e-extrato: with the balance section on (the 'balance-session'
 * flag, or always for a punctual plan) the page is 'Saldo e extrato' — the prepaid balance and
 * statement, then the month's consumption; otherwise 'Consumo', the consumption alone.
 */
import { isBalanceSectionOn, shellMessages } from '@painel/domain';
import { useFeatureFlags } from '../../../lib/feature-flags';
import { useViewer } from '../../../lib/viewer';
import { BalancePage } from '../components/balance-page';
import { ConsumptionPage } from '../components/consumption-page';

export function ConsumptionRoute() {
  const viewer = useViewer();
  const flags = useFeatureFlags();
  if (isBalanceSectionOn(viewer.planType, flags['balance-session']))
    return <BalancePage title={shellMessages.balance} />;
  return <ConsumptionPage title={shellMessages.consumption} />;
}
