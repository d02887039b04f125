/**
 * The consolidated report: /gestao-da-conta/relatorios/consumo-consolidado and the back office's
 * /relatorios/consumo-consolidado, back to its reports list.
 */
import { useViewer } from '../../../lib/viewer';
import { ConsolidatedUsagePage } from '../components/consolidated-usage-page';
import { reportsBase } from './reports-base';

export function ConsolidatedUsageRoute() {
  const { environment } = useViewer();
  return <ConsolidatedUsagePage backTo={reportsBase(environment)} />;
}
