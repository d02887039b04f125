/**
 * The reports' screens: /gestao-da-conta/relatorios and /relatorios (the list), and their
 * /consumo-consolidado (the report). The environment decides the variant; the server the data.
 */
import { paths } from '../../../config/paths';
import { useViewer } from '../../../lib/viewer';
import { ConsolidatedUsagePage } from '../components/consolidated-usage-page';
import { ReportsIndexPage } from '../components/reports-index-page';

const CONSOLIDATED = '/consumo-consolidado';

function reportsBase(environment: 'portal' | 'backoffice') {
  return environment === 'backoffice' ? paths.backofficeReports : paths.reports;
}

export function ReportsIndexRoute() {
  const { environment } = useViewer();
  return <ReportsIndexPage consolidatedPath={`${reportsBase(environment)}${CONSOLIDATED}`} />;
}

export function ConsolidatedUsageRoute() {
  const { environment } = useViewer();
  return <ConsolidatedUsagePage backTo={reportsBase(environment)} />;
}
