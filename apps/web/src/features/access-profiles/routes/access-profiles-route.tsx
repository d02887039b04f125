/**
 * /grupos-e-usuarios/perfis (portal: the own company) and /clientes/:customerId/editar/perfis
 * (back office: the customer of the address). The server decides the company either way.
 */
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { AccessProfilesPage } from '../components/access-profiles-page';

/** `caption` (back office): whose profiles they are, under the heading (app/ composes it in). */
export function AccessProfilesRoute({ caption = null }: { caption?: ReactNode }) {
  const { customerId } = useParams();
  const id = customerId === undefined ? null : Number(customerId);
  return (
    <AccessProfilesPage
      key={id ?? 'own'}
      customerId={id !== null && Number.isInteger(id) && id > 0 ? id : null}
      caption={caption}
    />
  );
}
