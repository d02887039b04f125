/** /gestao-da-conta/saldo-e-extrato (PF 2): 'Saldo e extrato' with the balance flag (or a punctual plan), else 'Consumo'. */
import { isBalanceSectionOn, shellMessages } from '@painel/domain';
import { useFeatureFlags } from '../../../lib/feature-flags';
import { useViewer } from '../../../lib/viewer';
import { ConsumptionPage } from '../components/consumption-page';

export function ConsumptionRoute() {
  const viewer = useViewer();
  const flags = useFeatureFlags();
  const title = isBalanceSectionOn(viewer.planType, flags['balance-session']) ? shellMessages.balance : shellMessages.consumption;
  return <ConsumptionPage title={title} />;
}
