import { groupMessages } from '@painel/domain';
import { AccessProfilesRoute } from '../../features/access-profiles/routes/access-profiles-route';
import { SectionScreen } from './customer-pages';

/** /grupos-e-usuarios/perfis and, in the back office, /clientes/:customerId/editar/perfis. */
export function AccessProfilesScreen() {
  return (
    <SectionScreen
      current="accessProfiles"
      trail={groupMessages.tabProfiles}
      page={(caption) => <AccessProfilesRoute caption={caption} />}
    />
  );
}
