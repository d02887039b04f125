import { groupMessages } from '@painel/domain';
import { UsersRoute } from '../../features/users/routes/users-route';
import { SectionScreen } from './customer-pages';

/** /grupos-e-usuarios/usuarios and, in the back office, /clientes/:customerId/editar/usuarios. */
export function UsersScreen() {
  return (
    <SectionScreen
      current="users"
      trail={groupMessages.tabUsers}
      captionGap={0}
      page={(caption) => <UsersRoute caption={caption} />}
    />
  );
}
