/** /gestao-da-conta/area-do-desenvolvedor: the shell's rule (menu.ts) admits an administrator of a company with the API flag. */
import { DeveloperAreaPage } from '../components/developer-area-page';

export function DeveloperAreaRoute() {
  return <DeveloperAreaPage />;
}
