/**
 * The reports' list: /gestao-da-conta/relatorios and /relatorios. The consolidated report
 * (consolidated-usage-route.tsx) is a chunk of its own: its filters, table and chart are not part
 * of the list's first download. The environment decides the variant; the server the data.
 */
import { useViewer } from '../../../lib/viewer';
import { ReportsIndexPage } from '../components/reports-index-page';
import { CONSOLIDATED, reportsBase } from './reports-base';

export function ReportsIndexRoute() {
  const { environment } = useViewer();
  return <ReportsIndexPage consolidatedPath={`${reportsBase(environment)}${CONSOLIDATED}`} />;
}
