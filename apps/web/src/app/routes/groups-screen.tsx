import { groupMessages } from '@painel/domain';
import { GroupsRoute } from '../../features/groups/routes/groups-route';
import { SectionScreen } from './customer-pages';

/** /grupos-e-usuarios/grupos and, in the back office, /clientes/:customerId/editar/grupos. */
export function GroupsScreen() {
  return (
    <SectionScreen
      current="groupsAndUsers"
      trail={groupMessages.tabGroups}
      page={(caption) => <GroupsRoute caption={caption} />}
    />
  );
}
