/**
 * Pages of Gerenciar usuários that belong to other features, composed with what they share:
 * in the portal the section's links (Grupos, Usuários, Perfis de acesso); in the back office, about
 * one customer (/clientes/:customerId/...), the trail back to the customer and the customer's name
 * and document under their heading. Also the customer's payments.
 */
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { groupMessages } from '@painel/domain';
import { AccessProfilesRoute } from '../../features/access-profiles/routes/access-profiles-route';
import { CustomerCaption } from '../../features/customers/components/customer-caption';
import { CustomerTrail } from '../../features/customers/components/customer-trail';
import { GroupsRoute } from '../../features/groups/routes/groups-route';
import { CustomerPaymentsRoute } from '../../features/payments/routes/customer-payments-route';
import { UsersRoute } from '../../features/users/routes/users-route';
import { UsersSectionNav } from './users-section-nav';

function useCustomerId(): number | null {
  const id = Number(useParams().customerId);
  return Number.isInteger(id) && id > 0 ? id : null;
}

type SectionPage = Parameters<typeof UsersSectionNav>[0]['current'];

/** The page with the portal's section links, or with the customer's trail and caption in the back office. */
function SectionScreen({
  current,
  trail,
  page,
  captionGap = 1,
}: {
  current: SectionPage;
  trail: string;
  page: (caption: ReactNode) => ReactNode;
  captionGap?: number;
}) {
  const id = useCustomerId();
  if (id === null) {
    return (
      <>
        <UsersSectionNav current={current} />
        {page(null)}
      </>
    );
  }
  return (
    <>
      <CustomerTrail customerId={id} page={trail} />
      {page(<CustomerCaption customerId={id} mb={captionGap} />)}
    </>
  );
}

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

/** /clientes/:customerId/pagamentos. */
export function CustomerPaymentsScreen() {
  const id = useCustomerId();
  return <CustomerPaymentsRoute caption={id === null ? null : <CustomerCaption customerId={id} />} />;
}
