/** Where the reports' screens live: the portal's account pages or the back office's own. */
import { paths } from '../../../config/paths';

/** The consolidated report's address under a reports list. */
export const CONSOLIDATED = '/consumo-consolidado';

export function reportsBase(environment: 'portal' | 'backoffice') {
  return environment === 'backoffice' ? paths.backofficeReports : paths.reports;
}
