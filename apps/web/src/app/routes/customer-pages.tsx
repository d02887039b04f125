/**
 * What the pages of Gerenciar usuários that belong to other features share: in the portal the
 * section's links (Grupos, Usuários, Perfis de acesso); in the back office, about one customer
 * (/clientes/:customerId/...), the trail back to the customer and the customer's name and document
 * under their heading. Each page (groups-screen, users-screen, access-profiles-screen,
 * customer-payments-screen) is a module and a chunk of its own: opening one never downloads the
 * others' code.
 */
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { CustomerCaption } from '../../features/customers/components/customer-caption';
import { CustomerTrail } from '../../features/customers/components/customer-trail';
import { UsersSectionNav } from './users-section-nav';

export function useCustomerId(): number | null {
  const id = Number(useParams().customerId);
  return Number.isInteger(id) && id > 0 ? id : null;
}

type SectionPage = Parameters<typeof UsersSectionNav>[0]['current'];

/** The page with the portal's section links, or with the customer's trail and caption in the back office. */
export function SectionScreen({
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
